import type { Hono } from 'hono';
import { EuCountryListBody, euListMaxAgeDaysDefault, IdParams, type EuCountryLists } from '@tunne/contracts';
import { ok, readBody, readParams, tenancyOf, type AuthEnv, type SettingsChangeLog, type Tx } from '@tunne/platform';
import { readEuListFile } from '../eu-lists.ts';
import type { RiskDeps } from '../ports.ts';
import { addOwnEuList, approveOwnEuList, currentEuList, lastSharedCheck, listEuLists, markEuListApplied } from '../repo/eu-lists.ts';
import { getSettings, startFullRecalculation } from '../repo/settings.ts';
import { recordRiskChange } from '../settings-changes.ts';

export interface EuListRouteOptions {
  /** RISK_EU_LIST_URL is set: the scheduled refresh fetches the shared versions from it. */
  sharedFromUrl: boolean;
  /**
   * RISK_EU_LIST_MAX_AGE_DAYS: the default of the organisation's setting (risk settings' eu_list_max_age_days) after
   * which the screen warns that the shared list was checked too long ago.
   */
  maxAgeDays?: number;
}

/**
 * The EU list of high-risk third countries in the risk settings (admin): the version in force and every version, where
 * the shared versions come from and when they were last checked, and loading the organisation's own version from a
 * file. An own version may only add countries to the shared list, comes into force today or later, and counts only
 * once another admin approves it (issue 25 §3); then every customer is rescored.
 */
export const euListRoutes = (app: Hono<AuthEnv>, deps: RiskDeps, changes: SettingsChangeLog, options: EuListRouteOptions = { sharedFromUrl: false }): void => {
  const lists = async (tx: Tx): Promise<EuCountryLists> => {
    const checked = options.sharedFromUrl ? await lastSharedCheck(tx) : null;
    const own = (await getSettings(tx)).eu_list_max_age_days ?? null;
    return {
      current: await currentEuList(tx),
      versions: await listEuLists(tx),
      shared_source: options.sharedFromUrl ? 'URL' : 'SEED',
      shared_checked_at: checked?.toISOString() ?? null,
      max_age_days: own ?? options.maxAgeDays ?? euListMaxAgeDaysDefault,
      max_age_days_default: options.maxAgeDays ?? euListMaxAgeDaysDefault,
    };
  };

  app.get('/api/v2.5/admin/riskscoresettings/eulists', async (c) => ok(c, await deps.db.tx(tenancyOf(c.get('principal')), lists)));

  app.post('/api/v2.5/admin/riskscoresettings/eulists', async (c) => {
    const list = readEuListFile(await readBody(c, EuCountryListBody));
    const principal = c.get('principal');
    const answer = await deps.db.tx(tenancyOf(principal), async (tx) => {
      await addOwnEuList(tx, list);
      return lists(tx);
    });
    await recordRiskChange(changes, principal, { section: 'riskscore', entity: 'eu_list', ref: { id: null, name: list.act } }, null, { ...list, state: 'PENDING' });
    return ok(c, answer);
  });

  app.post('/api/v2.5/admin/riskscoresettings/eulists/:id/approve', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const { answer, approved } = await deps.db.tx(tenancyOf(principal), async (tx) => {
      const approved = await approveOwnEuList(tx, id, principal.usersId);
      if (await markEuListApplied(tx)) await startFullRecalculation(tx, 'EULIST');
      return { answer: await lists(tx), approved };
    });
    await recordRiskChange(changes, principal, { section: 'riskscore', entity: 'eu_list', ref: { id, name: approved.act } },
      { state: 'PENDING' }, { state: 'ACTIVE', approved_by: principal.usersId });
    return ok(c, answer);
  });
};
