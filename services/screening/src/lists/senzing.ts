import { parseLooseDate } from '../dates.ts';
import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { finishEntity, hashFiles } from './common.ts';
import { latest, objects, readJsonLines, strings, type JsonObject } from './json-lines.ts';

/** Senzing JSON lines (OpenSanctions exports such as us_congress): source 'PEP'. */
const senzingFile = 'senzing.json';
const senzingKinds: Record<string, EntityKind> = { PERSON: 'PERSON', ORGANIZATION: 'ORGANIZATION' };
/** Senzing identifier attributes (number key, type, country key). */
const senzingIdentifiers: [string, string, string][] = [
  ['PASSPORT_NUMBER', 'Passport', 'PASSPORT_COUNTRY'], ['NATIONAL_ID_NUMBER', 'National ID', 'NATIONAL_ID_COUNTRY'],
  ['TAX_ID_NUMBER', 'Tax ID', 'TAX_ID_COUNTRY'], ['DRIVERS_LICENSE_NUMBER', 'Driving licence', 'DRIVERS_LICENSE_STATE'],
  ['SSN_NUMBER', 'SSN', ''], ['LEI_NUMBER', 'LEI', ''], ['OTHER_ID_NUMBER', 'Other ID', 'OTHER_ID_COUNTRY'],
  ['TRUSTED_ID_NUMBER', 'Trusted ID', ''],
];

const senzingName = (n: JsonObject): string =>
  strings(n.NAME_FULL)[0] ??
  strings(n.NAME_ORG)[0] ??
  ['NAME_FIRST', 'NAME_MIDDLE', 'NAME_LAST'].flatMap((k) => strings(n[k])).join(' ');

/** Senzing JSON lines (OpenSanctions exports): PERSON and ORGANIZATION records; position records are skipped. */
export const parseSenzingJsonl = (jsonl: Uint8Array): ParsedList => {
  const records = readJsonLines(jsonl, senzingFile);
  const entities = records.flatMap((r, i): ListEntity[] => {
    const kind = senzingKinds[typeof r.RECORD_TYPE === 'string' ? r.RECORD_TYPE : ''];
    if (kind === undefined) return [];
    if (typeof r.RECORD_ID !== 'string') throw new ListFormatError(senzingFile, `line ${i + 1} has no RECORD_ID`);
    const names = objects(r.NAMES).filter((n) => senzingName(n) !== '');
    const primary = names.find((n) => n.NAME_TYPE === 'PRIMARY') ?? names[0];
    if (!primary) throw new ListFormatError(senzingFile, `record ${r.RECORD_ID} has no name`);
    const identifiers = objects(r.IDENTIFIERS).flatMap((o) =>
      senzingIdentifiers.flatMap(([key, type, countryKey]) =>
        strings(o[key]).map((value) => {
          const country = strings(o[countryKey])[0];
          const t = strings(o[key.replace('_NUMBER', '_TYPE')])[0] ?? type;
          return country ? { type: t, value, country } : { type: t, value };
        }),
      ),
    );
    return [
      finishEntity({
        source: 'PEP',
        sourceId: r.RECORD_ID,
        kind,
        name: senzingName(primary),
        aliases: names.filter((n) => n !== primary).map((n) => ({ name: senzingName(n) })),
        birthDates: objects(r.DATES).flatMap((d) => strings(d.DATE_OF_BIRTH)).flatMap(parseLooseDate),
        nationalities: objects(r.COUNTRIES).flatMap((c) => [...strings(c.NATIONALITY), ...strings(c.CITIZENSHIP)]),
        identifiers,
        addresses: objects(r.ADDRESSES).flatMap((a) => strings(a.ADDR_FULL)),
        programs: [...strings(r.DATA_SOURCE), ...objects(r.RISKS).flatMap((x) => strings(x.TOPIC))],
        remarks: strings(r.URL)[0] ?? '',
      }),
    ];
  });
  return {
    source: 'PEP',
    dataset: `senzing:${strings(records[0]?.DATA_SOURCE)[0] ?? 'unknown'}`,
    publishedAt: latest(records.flatMap((r) => strings(r.LAST_CHANGE))),
    fileHash: hashFiles([jsonl]),
    files: [senzingFile],
    entities,
  };
};
