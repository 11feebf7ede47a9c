import type { Hono } from 'hono';
import { EuCountryListBody, type EuCountryLists } from '@tunne/contracts';
import { ok, readBody, tenancyOf, type AuthEnv, type SettingsChangeLog, type Tx } from '@tunne/platform';
import { readEuListFile } from '../eu-lists.ts';
import type { RiskDeps } from '../ports.ts';
import { addOwnEuList, currentEuList, listEuLists, markEuListApplied } from '../repo/eu-lists.ts';
import { startFullRecalculation } from '../repo/settings.ts';
import { recordRiskChange } from '../settings-changes.ts';

const lists = async (tx: Tx): Promise<EuCountryLists> => ({ current: await currentEuList(tx), versions: await listEuLists(tx) });

/**
 * The EU list of high-risk third countries in the risk settings (admin): the version in force and every version,
 * and loading a new version from a file. An upload applies to the admin's organisation only (the shared versions
 * are the operator's: seed and scheduled refresh); when it is in force, every customer is rescored.
 */
export const euListRoutes = (app: Hono<AuthEnv>, deps: RiskDeps, changes: SettingsChangeLog): void => {
  app.get('/api/v2.5/admin/riskscoresettings/eulists', async (c) => ok(c, await deps.db.tx(tenancyOf(c.get('principal')), lists)));

  app.post('/api/v2.5/admin/riskscoresettings/eulists', async (c) => {
    const list = readEuListFile(await readBody(c, EuCountryListBody));
    const principal = c.get('principal');
    const answer = await deps.db.tx(tenancyOf(principal), async (tx) => {
      await addOwnEuList(tx, list);
      if (await markEuListApplied(tx)) await startFullRecalculation(tx, 'EULIST');
      return lists(tx);
    });
    await recordRiskChange(changes, principal, { section: 'riskscore', entity: 'eu_list', ref: { id: null, name: list.act } }, null, list);
    return ok(c, answer);
  });
};
