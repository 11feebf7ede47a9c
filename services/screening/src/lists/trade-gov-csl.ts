import { parseLooseDate } from '../dates.ts';
import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { decodeText, finishEntity, gunzip, hashFiles, isGzip, readCsv } from './common.ts';

/**
 * trade.gov Consolidated Screening List CSV (consolidated.csv, optionally gzipped). Source 'BIS': by default only
 * the Commerce Department's lists (Entity List, Denied Persons, Unverified, Military End User) are kept, because
 * the Treasury rows (SDN, ...) are screened from OFAC's own files. `onlyBis: false` keeps every row (still as 'BIS').
 * Older files (2019) have no _id column and are read too.
 */
const file = 'consolidated.csv';
const required = ['source', 'type', 'name', 'alt_names', 'addresses', 'dates_of_birth', 'nationalities', 'citizenships', 'ids'];

const kinds: Record<string, EntityKind> = { Individual: 'PERSON', Entity: 'ORGANIZATION', Vessel: 'VESSEL', Aircraft: 'AIRCRAFT' };

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/;\s*/)
    .map((v) => v.replace(/^and\s+/, '').trim())
    .filter(Boolean);

/** "QA, 28440000526, National ID No.; K048787, Passport" -> identifiers; non-identifier rows ("Male, Gender") are skipped. */
const identifiers = (value: string | undefined): ListEntity['identifiers'] =>
  list(value).flatMap((entry) => {
    const parts = entry.split(/,\s*/);
    const type = parts.pop() ?? '';
    const number = parts.pop() ?? '';
    const country = parts.pop();
    if (!/\d/.test(number)) return [];
    return [country ? { type, value: number, country } : { type, value: number }];
  });

export const parseTradeGovCsl = (csvOrGz: Uint8Array, options: { onlyBis?: boolean } = {}): ParsedList => {
  const bytes = isGzip(csvOrGz) ? gunzip(csvOrGz, `${file}.gz`) : csvOrGz;
  const [head, ...rows] = readCsv(decodeText(bytes), file);
  const columns = new Map((head ?? []).map((h, i) => [h.trim(), i]));
  const missing = required.filter((c) => !columns.has(c));
  if (missing.length > 0) throw new ListFormatError(file, `not a Consolidated Screening List file (no column ${missing.join(', ')})`);
  const at = (row: string[], column: string): string => (row[columns.get(column) as number] ?? '').trim();
  const onlyBis = options.onlyBis ?? true;
  const entities: ListEntity[] = [];
  rows.forEach((row, i) => {
    if (row.length !== columns.size) throw new ListFormatError(file, `row ${i + 2} has ${row.length} fields, expected ${columns.size}`);
    const sourceList = at(row, 'source');
    if (onlyBis && !/Bureau of Industry and Security/.test(sourceList)) return;
    const name = at(row, 'name');
    if (!name) throw new ListFormatError(file, `row ${i + 2} has no name`);
    // Older files (2019) have no _id column; BIS rows have no entity_number: the row's content is its identity then.
    const id = at(row, '_id') || at(row, 'entity_number') || hashFiles([new TextEncoder().encode(row.join('\u0000'))]).slice(0, 40);
    entities.push(
      finishEntity({
        source: 'BIS',
        sourceId: id,
        kind: kinds[at(row, 'type')] ?? 'UNKNOWN',
        name,
        aliases: list(at(row, 'alt_names')).map((a) => ({ name: a })),
        birthDates: list(at(row, 'dates_of_birth')).flatMap(parseLooseDate),
        nationalities: [...list(at(row, 'nationalities')), ...list(at(row, 'citizenships'))],
        identifiers: identifiers(at(row, 'ids')),
        addresses: list(at(row, 'addresses')),
        programs: [sourceList.replace(/ - .*$/, ''), ...list(at(row, 'programs'))],
        remarks: [at(row, 'title'), at(row, 'remarks'), at(row, 'license_requirement')].filter(Boolean).join('; '),
      }),
    );
  });
  return { source: 'BIS', dataset: 'csl', publishedAt: null, fileHash: hashFiles([csvOrGz]), files: [file], entities };
};
