import type { Hono } from 'hono';
import { CountriesQuery, defaultRiskScoreSettings, isoCountryCodes, type Country, type UiLanguage } from '@tunne/contracts';
import { ok, readQuery, tenancyOf, tokenFromHeaders, type AuthOptions, type Principal } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
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
 * its risk (high / medium) from the caller's organisation's lists; without a session (public pages) from the EU list.
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
    const lists = principal ? await deps.db.tx(tenancyOf(principal), getSettings) : defaultRiskScoreSettings;
    const countries: Country[] = [...countryNames((lang ?? 'fi') as UiLanguage)]
      .map(([code, name]) => ({ code, name, risk: countryRiskOf(lists, code) }))
      .sort((a, b) => a.name.localeCompare(b.name, locales[(lang ?? 'fi') as UiLanguage]));
    return ok(c, countries);
  });
};
