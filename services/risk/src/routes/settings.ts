import type { Hono } from 'hono';
import {
  parseCountryList, parseFreeCodeList, riskCountryListSettings, riskListSettings, RiskScoreSettingsBody, type RiskListSetting,
  type RiskScoreSettings, type RiskScoreSettingsBody as Body,
} from '@tunne/contracts';
import { AppError, ok, readBody, tenancyOf, type AuthEnv, type SettingsChangeLog } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { getRecalculation, getSettings, saveSettings, startFullRecalculation } from '../repo/settings.ts';
import { recordRiskChange } from '../settings-changes.ts';

const countryLists = new Set<RiskListSetting>(riskCountryListSettings);

/** Lists arrive as text, one entry per line (spec §5); a bad line is refused with its number. */
const readList = (key: RiskListSetting, text: string): string[] => {
  const parsed = countryLists.has(key) ? parseCountryList(text) : parseFreeCodeList(text);
  if (parsed.ok) return parsed.codes;
  const what = countryLists.has(key) ? 'an ISO 3166-1 alpha-2 country code' : 'a code';
  throw new AppError(countryLists.has(key) ? 'COUNTRY_LIST_INVALID' : 'CODE_LIST_INVALID', `Line ${parsed.line}: "${parsed.value.slice(0, 40)}" is not ${what}`, `/${key}`);
};

/**
 * Risk score settings (admin): points, young-company days, level limits and the country / company type / industry
 * lists. Saving answers at once and recalculates every customer of the organisation in the background.
 */
export const settingsRoutes = (app: Hono<AuthEnv>, deps: RiskDeps, changes: SettingsChangeLog): void => {
  app.get('/api/v2.5/admin/riskscoresettings', async (c) => ok(c, await deps.db.tx(tenancyOf(c.get('principal')), getSettings)));

  app.put('/api/v2.5/admin/riskscoresettings', async (c) => {
    const body = (await readBody(c, RiskScoreSettingsBody)) as Body;
    const lists = Object.fromEntries(
      riskListSettings.filter((key) => body[key] !== undefined).map((key) => [key, readList(key, body[key]!)]),
    ) as Partial<Record<RiskListSetting, string[]>>;
    const principal = c.get('principal');
    const { before, saved } = await deps.db.tx(tenancyOf(principal), async (tx) => {
      const current = await getSettings(tx);
      // The lists replace their text form from the body.
      const { updated_at: _updated, ...next }: RiskScoreSettings = { ...current, ...body, ...lists } as RiskScoreSettings;
      if (!(next.limit_low <= next.limit_regular && next.limit_regular <= next.limit_high)) {
        throw new AppError('RISK_LIMITS_INVALID', 'The limits must rise: LOW ≤ REGULAR ≤ HIGH', '/limit_regular');
      }
      const settings = await saveSettings(tx, next);
      // The EU list screen's warning alone (issue 25 §3) changes no score: nobody is rescored for it.
      if (Object.keys(body).some((key) => key !== 'eu_list_max_age_days')) await startFullRecalculation(tx, 'SETTINGS');
      return { before: current, saved: settings };
    });
    await recordRiskChange(changes, principal, { section: 'riskscore', entity: 'riskscore_settings' }, before, saved);
    return ok(c, saved);
  });

  app.get('/api/v2.5/admin/riskscoresettings/recalculation', async (c) => ok(c, await deps.db.tx(tenancyOf(c.get('principal')), getRecalculation)));
};
