import { EuCountryListBody, parseEuCountryCodes, type EuCountryListPort } from '@tunne/contracts';
import { AppError, check, log, type Database } from '@tunne/platform';
import { addSharedEuList, currentEuList, euListRef, markEuListApplied, recordSharedCheck, type NewEuList } from './repo/eu-lists.ts';
import { startFullRecalculation } from './repo/settings.ts';

/**
 * Reads a version of the EU list of high-risk third countries from its file form (JSON: act, in_force_at,
 * countries, optional sources), the same for an admin's upload and the scheduled refresh. Codes are checked as
 * ISO 3166-1 alpha-2; the first bad one is named.
 */
export const readEuListFile = (value: unknown): NewEuList => {
  const body = check(EuCountryListBody, value);
  const parsed = parseEuCountryCodes(body.countries);
  if (!parsed.ok) {
    throw new AppError('COUNTRY_LIST_INVALID', `Entry ${parsed.line}: "${parsed.value.slice(0, 40)}" is not an ISO 3166-1 alpha-2 country code`, `/countries/${parsed.line - 1}`);
  }
  const sources = Array.isArray(body.sources) ? body.sources.join('\n') : body.sources ?? null;
  return { act: body.act.trim(), in_force_at: body.in_force_at, countries: parsed.codes, sources: sources?.trim() || null };
};

/**
 * Rescoring when the EU version in force changes for an organisation (a new version loaded, or a future one reaching
 * its date): a full recalculation, so every score names the version in force. Returns the organisations restarted.
 */
export const applyEuListChanges = async (db: Database, organisations: readonly string[], at: Date = new Date()): Promise<number> => {
  let restarted = 0;
  for (const organisationsId of organisations) {
    const changed = await db.tx({ organisationsId }, async (tx) => {
      if (!(await markEuListApplied(tx, at))) return false;
      await startFullRecalculation(tx, 'EULIST');
      return true;
    });
    if (changed) restarted += 1;
  }
  return restarted;
};

/**
 * The scheduled refresh: fetches the file form from RISK_EU_LIST_URL (when configured) and stores it as a shared
 * version for every organisation (the same act, date and countries again change nothing). A failed download or a
 * broken file is logged and changes nothing; the list in force stays.
 */
export const refreshEuListFromUrl = async (db: Database, url: string, fetcher: typeof fetch = fetch): Promise<boolean> => {
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const list = readEuListFile(await response.json());
    const added = await db.tx(null, async (tx) => {
      const stored = await addSharedEuList(tx, list, 'URL');
      // Checked, whether or not the file held a new version: the screen shows how fresh the shared list is.
      await recordSharedCheck(tx);
      return stored;
    });
    if (added) log.info('EU high-risk country list version stored', { act: list.act, in_force_at: list.in_force_at, countries: list.countries.length });
    return added;
  } catch (error) {
    log.warn('EU high-risk country list refresh failed', { error: error instanceof Error ? error.message : String(error) });
    return false;
  }
};

/**
 * For other services (enhanced due diligence triggers): "is this country on the EU list in force for the
 * organisation, and which version". Read as the organisation (its own uploads and the shared versions).
 */
export const euCountryListPort = (db: Database): EuCountryListPort => ({
  current: (organisationsId, at) => db.tx({ organisationsId }, (tx) => currentEuList(tx, at)),
  isListed: async (organisationsId, country, at) => {
    const list = await db.tx({ organisationsId }, (tx) => currentEuList(tx, at));
    return { listed: !!list && list.countries.includes(country.trim().toUpperCase()), version: euListRef(list) };
  },
});
