import type { Context, Hono } from 'hono';
import { ListFormatError } from '@tunne/screening';
import { FourEyesOffDecisionBody, isListStale, listSources, ScreeningSettingsBody, type ListStatus, type ScreeningSettings } from '@tunne/contracts';
import {
  AppError, changedFields, noSettingsChangeLog, ok, readBody, readFileForm, tenancyOf, type AuthEnv, type Principal, type SettingsChangeLog,
} from '@tunne/platform';
import type { AlertsDeps } from '../deps.ts';
import { importKrpUpload } from '../lists/import.ts';
import { listVersions } from '../lists/store.ts';
import { decideFourEyesOff, readSettings, requestFourEyesOff, withdrawFourEyesOff, writeSettings } from '../repo/settings.ts';
import { requestRescreen } from '../screening/consumer.ts';

const krpMaxBytes = 10 * 1024 * 1024;

/**
 * Reads an upload as multipart (one part `file`: a malformed body or a second file is VALIDATION_FAILED) or as the
 * raw body (text/csv or octet-stream).
 */
const uploadBytes = async (c: Context<AuthEnv>): Promise<Uint8Array> => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const { file } = await readFileForm(c);
    return new Uint8Array(await file.arrayBuffer());
  }
  if (!/^(text\/csv|text\/plain|application\/octet-stream)/.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a CSV file');
  return new Uint8Array(await c.req.arrayBuffer());
};

/**
 * Audits a save of the screening settings after it committed (issue 15): the lists chosen under the sanction lists
 * section, the threshold, notification team and four-eyes rule under alerts; one entry per section that changed.
 */
const recordSettingsChanges = async (log: SettingsChangeLog, principal: Principal, before: ScreeningSettings, after: ScreeningSettings) => {
  const { sources: sourcesBefore, updated_at: _before, four_eyes_off_request: _requestBefore, ...restBefore } = before;
  const { sources: sourcesAfter, updated_at: _after, four_eyes_off_request: _requestAfter, ...restAfter } = after;
  const sections = [['sanctionlists', { sources: sourcesBefore }, { sources: sourcesAfter }], ['alerts', restBefore, restAfter]] as const;
  for (const [section, old, now] of sections) {
    const changed = changedFields(old, now);
    if (changed) {
      await log.record({ organisationsId: principal.organisationsId, usersId: principal.usersId, section, entity: 'screening_settings', action: 'update', ...changed });
    }
  }
};

/**
 * Admin: the lists with their versions and staleness, the KRP upload, the organisation's choices (audited). The shared
 * lists are the operator's (issue 26): no organisation's admin refreshes them (`npm run operator -- refresh-lists`,
 * and the scheduled download, one refresh at a time).
 */
export const adminRoutes = (app: Hono<AuthEnv>, deps: AlertsDeps): void => {
  const { db } = deps;
  const changes = deps.settingsChanges ?? noSettingsChangeLog;

  app.get('/api/v2.5/admin/lists', async (c) => {
    // The shared lists and the organisation's own (RLS: never another organisation's).
    const versions = await listVersions(db, tenancyOf(c.get('principal')));
    const now = Date.now();
    // One row per list source; a source with several datasets (BIS) shows its current versions together.
    const statuses: ListStatus[] = listSources.map((source) => {
      const own = versions.filter((v) => v.source === source);
      // The organisation's own current version (KRP) is the one its screening uses, in place of the shared one.
      const ownCurrent = own.filter((v) => v.is_current && v.scope === 'organisation');
      const current = ownCurrent.length > 0 ? ownCurrent : own.filter((v) => v.is_current);
      const newest = current.sort((a, b) => (a.refreshed_at < b.refreshed_at ? 1 : -1))[0] ?? null;
      const oldestRefresh = current.map((v) => v.refreshed_at).sort()[0];
      return { source, current: newest, versions: own, is_stale: current.length === 0 || isListStale(oldestRefresh, now) };
    });
    return ok(c, statuses);
  });

  app.post('/api/v2.5/admin/lists/krp', async (c) => {
    const bytes = await uploadBytes(c);
    if (bytes.byteLength === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
    if (bytes.byteLength > krpMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
    try {
      const principal = c.get('principal');
      // The organisation's own KRP list: the shared national list is the operator's (npm run lists:import, download).
      const outcome = await importKrpUpload(db, bytes, principal.usersId, principal.organisationsId);
      deps.kickScreening?.();
      if (outcome.status === 'imported') {
        await changes.record({
          organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'sanctionlists', entity: 'krp_list',
          entityId: outcome.versionId, entityName: 'KRP', action: 'create', before: null, after: { entities: outcome.entities },
        });
      }
      return ok(c, outcome, outcome.status === 'imported' ? 201 : 200);
    } catch (error) {
      if (error instanceof ListFormatError) throw new AppError('LIST_FORMAT_INVALID', error.message, '/file');
      throw error;
    }
  });

  app.get('/api/v2.5/admin/alerts/settings', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readSettings(tx))));

  app.put('/api/v2.5/admin/alerts/settings', async (c) => {
    const body = await readBody(c, ScreeningSettingsBody);
    const principal = c.get('principal');
    const team = body.notify_teams_id;
    // The team lives in the identity service: without it (deps.teams absent) no team can be confirmed.
    if (team && !(await deps.teams?.teamExists(principal.organisationsId, team))) {
      throw new AppError('INVALID_TEAM', 'The team is not one of the organisation\'s teams', '/notify_teams_id');
    }
    // Switching four-eyes off removes a control (issue 25 §3): the save only asks, another admin approves; four-eyes
    // stays on meanwhile (202). Switching it on again withdraws a request.
    const { four_eyes_sanction: fourEyes, ...rest } = body;
    const { before, settings, requested, asked } = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await readSettings(tx);
      const asksOff = fourEyes === false && before.four_eyes_sanction;
      const asked = asksOff ? await requestFourEyesOff(tx, principal.usersId) : false;
      if (fourEyes === true) await withdrawFourEyesOff(tx);
      const settings = await writeSettings(tx, asksOff || fourEyes === undefined ? rest : { ...rest, four_eyes_sanction: fourEyes });
      return { before, settings, requested: asksOff, asked };
    });
    await recordSettingsChanges(changes, principal, before, settings);
    if (asked && settings.four_eyes_off_request) {
      await changes.record({
        organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'alerts', entity: 'four_eyes_off_request',
        entityId: settings.four_eyes_off_request.id, action: 'create', before: null, after: { four_eyes_sanction: false },
      });
    }
    // Other lists or another threshold: every customer of the organisation is screened again (not for a new team).
    if (before.threshold !== settings.threshold || before.sources.join() !== settings.sources.join()) {
      await requestRescreen(db, [principal.organisationsId]);
      deps.kickScreening?.();
    }
    return ok(c, settings, requested ? 202 : 200);
  });

  // Another admin decides on switching four-eyes off (issue 25 §3): approve switches it off, refuse keeps it on.
  for (const decision of ['approve', 'refuse'] as const) {
    app.post(`/api/v2.5/admin/alerts/settings/four-eyes-off/${decision}`, async (c) => {
      const body = await readBody(c, FourEyesOffDecisionBody);
      const principal = c.get('principal');
      const reason = body.reason?.trim() || null;
      const { request, settings } = await db.tx(tenancyOf(principal), async (tx) => ({
        request: await decideFourEyesOff(tx, principal.usersId, decision === 'approve', reason),
        settings: await readSettings(tx),
      }));
      await changes.record({
        organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'alerts', entity: 'four_eyes_off_request',
        entityId: request.id, action: 'update', before: { state: 'PENDING', requested_by: request.requested_by },
        after: { state: decision === 'approve' ? 'APPROVED' : 'REFUSED', ...(reason ? { reason } : {}) },
      });
      return ok(c, settings);
    });
  }
};
