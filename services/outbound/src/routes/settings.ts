import type { Context, Hono } from 'hono';
import { EidLevelChangeBody, EidLevelDecisionBody, OutboundSettingsBody } from '@tunne/contracts';
import { AppError, noSettingsChangeLog, ok, readBody, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { OutboundDeps } from '../deps.ts';
import { logoAddress, organisationMail } from '../mail/organisation-mail.ts';
import { testMail } from '../mail/test-mail-texts.ts';
import { decideEidLevelChange, lowersEidLevel, readEidLevelChanges, requestEidLevelChange } from '../repo/eid-level-changes.ts';
import { readSettings, writeSettings } from '../repo/settings.ts';
import { recordOutboundSettingsChanges } from '../settings-sections.ts';

/** The organisation's outbound settings (admin; app.ts requires it for the whole path): read, save (audited), test mail. */
export const settingsRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;
  const changes = deps.settingsChanges ?? noSettingsChangeLog;

  app.get('/api/v2.5/admin/organizations/outbound', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readSettings(tx))));

  app.put('/api/v2.5/admin/organizations/outbound', async (c) => {
    const body = await readBody(c, OutboundSettingsBody);
    const principal = c.get('principal');
    const { before, after } = await db.tx(tenancyOf(principal), async (tx) => {
      const current = await readSettings(tx);
      // Lowering the minimum level of assurance weakens a control: another admin approves it (…/eidlevel); raising is immediate.
      if (body.eid_min_level && lowersEidLevel(current.eid_min_level, body.eid_min_level)) {
        throw new AppError('EID_LEVEL_APPROVAL_REQUIRED', 'Lowering the minimum level of assurance needs another admin\'s approval', '/eid_min_level');
      }
      return { before: current, after: await writeSettings(tx, body) };
    });
    await recordOutboundSettingsChanges(changes, principal, before, after);
    return ok(c, after);
  });

  // Lowering the minimum eID level (issue 25 §3, §5): one admin asks, another approves or refuses; each step audited.
  const eidLevel = '/api/v2.5/admin/organizations/outbound/eidlevel';
  app.get(eidLevel, async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readEidLevelChanges(tx))));

  app.post(eidLevel, async (c) => {
    const body = await readBody(c, EidLevelChangeBody);
    const principal = c.get('principal');
    const change = await db.tx(tenancyOf(principal), (tx) => requestEidLevelChange(tx, principal.usersId, body.eid_min_level, body.reason));
    await changes.record({
      organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'methods', entity: 'eid_level_change', entityId: change.id,
      action: 'create', before: { eid_min_level: change.previous_level }, after: { eid_min_level: change.eid_min_level, state: change.state, reason: change.reason },
    });
    return ok(c, change, 201);
  });

  const decide = (approve: boolean) => async (c: Context<AuthEnv>) => {
    const body = await readBody(c, EidLevelDecisionBody);
    const principal = c.get('principal');
    const change = await db.tx(tenancyOf(principal), (tx) => decideEidLevelChange(tx, principal.usersId, body.request_id, approve, body.reason));
    await changes.record({
      organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'methods', entity: 'eid_level_change', entityId: change.id,
      action: 'update', before: { state: 'PENDING' }, after: { state: change.state, decision_reason: change.decision_reason },
    });
    if (approve) {
      await changes.record({
        organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'methods', entity: 'outbound_settings', action: 'update',
        before: { eid_min_level: change.previous_level }, after: { eid_min_level: change.eid_min_level },
      });
    }
    return ok(c, change);
  };
  app.post(`${eidLevel}/approve`, decide(true));
  app.post(`${eidLevel}/refuse`, decide(false));

  // The e-mail settings as recipients will see them (sender name, reply-to, signature), to the calling admin's own address.
  app.post('/api/v2.5/admin/organizations/outbound/testmail', async (c) => {
    const principal = c.get('principal');
    const admin = await deps.findUser?.(principal.organisationsId, principal.usersId);
    if (!admin) throw new AppError('EMAIL_SEND_FAILED', 'There is no address to send the test mail to');
    const profile = await deps.organisations.profile(principal.organisationsId);
    const settings = await db.tx(tenancyOf(principal), (tx) => readSettings(tx));
    const sender = settings.outbound_email_name ?? profile?.name ?? '';
    try {
      const language = admin.language === 'en' || admin.language === 'se' ? admin.language : 'fi';
      await deps.mailer.send(organisationMail(settings, sender, { to: admin.email, ...testMail(admin.language, sender) }, { logoUrl: logoAddress(deps, settings, profile), language }));
    } catch {
      throw new AppError('EMAIL_SEND_FAILED', 'The mail could not be sent');
    }
    return ok(c, { status: true });
  });
};
