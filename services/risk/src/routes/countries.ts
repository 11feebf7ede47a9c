import type { Hono } from 'hono';
import { CountriesQuery, defaultRiskScoreSettings, isoCountryCodes, type RiskScoreSettings, type Country, type UiLanguage } from '@tunne/contracts';
import { ok, readQuery, tenancyOf, tokenFromHeaders, type AuthOptions, type Principal } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import { currentEuList } from '../repo/eu-lists.ts';
import { getSettings } from '../repo/settings.ts';
import { countryRiskOf } from '../score/calculate.ts';

const locales: Record<UiLanguage, string> = { fi: 'fi', en: 'en', se: 'sv' };
const names = new Map<UiLanguage, Map<string, string>>();

/** Country names from the runtime's CLDR data (Node ships full ICU), per UI language, computed once. */
const countryNames = (language: UiLanguage): Map<string, string> => {
  let byCode = names.get(language);
  if (!byCode) {
    const display = new Intl.DisplayNames([locales[language]], { type: 'region', fallback: 'code' });
    byCode = new Map([...isoCountryCodes].map((code) => [code, display.of(code) ?? code]));
    names.set(language, byCode);
  }
  return byCode;
};

/**
 * GET /api/v2.5/common/countries (spec §3 Country, §7): every ISO 3166-1 alpha-2 code with its name in `lang` and
 * its risk: high for the EU list of high-risk third countries in force, else the caller's organisation's own lists;
 * without a session (public pages) the EU list only.
 */
export const countryRoutes = (app: Hono, deps: RiskDeps, auth: Pick<AuthOptions, 'tokens' | 'resolve'>): void => {
  app.get('/api/v2.5/common/countries', async (c) => {
    const { lang } = readQuery(c, CountriesQuery);
    const token = tokenFromHeaders((name) => c.req.header(name));
    let principal: Principal | null = null;
    if (token) {
      const claims = await auth.tokens.verify(token);
      if (claims.typ === 'session') principal = await auth.resolve(claims);
    }
    // Without a session: the shared EU list and no own lists.
    const [lists, euList] = await deps.db.tx(principal ? tenancyOf(principal) : null, async (tx): Promise<[RiskScoreSettings, Awaited<ReturnType<typeof currentEuList>>]> =>
      [principal ? await getSettings(tx) : defaultRiskScoreSettings, await currentEuList(tx)]);
    const eu = euList ? { ref: euList, countries: euList.countries } : null;
    const countries: Country[] = [...countryNames((lang ?? 'fi') as UiLanguage)]
      .map(([code, name]) => {
        const risk = countryRiskOf(lists, eu, code);
        return { code, name, risk: risk?.risk ?? null, eu_listed: risk?.source === 'EU' };
      })
      .sort((a, b) => a.name.localeCompare(b.name, locales[(lang ?? 'fi') as UiLanguage]));
    return ok(c, countries);
  });
};
