import { parseLooseDate } from '../dates.ts';
import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { finishEntity, hashFiles } from './common.ts';
import { latest, readJsonLines, strings, type JsonObject } from './json-lines.ts';

/** OpenSanctions FollowTheMoney entities (entities.ftm.json): source 'PEP'. */
const ftmFile = 'entities.ftm.json';
const ftmKinds: Record<string, EntityKind> = {
  Person: 'PERSON', Organization: 'ORGANIZATION', Company: 'ORGANIZATION', LegalEntity: 'UNKNOWN', PublicBody: 'ORGANIZATION',
  Vessel: 'VESSEL', Airplane: 'AIRCRAFT',
};
const ftmIdentifiers: [string, string][] = [
  ['passportNumber', 'Passport'], ['idNumber', 'National ID'], ['registrationNumber', 'Registration Number'],
  ['taxNumber', 'Tax ID'], ['innCode', 'INN'], ['ogrnCode', 'OGRN'], ['imoNumber', 'IMO'], ['swiftBic', 'SWIFT/BIC'],
  ['leiCode', 'LEI'], ['vatCode', 'VAT'],
];

/** OpenSanctions FollowTheMoney entities (one JSON object per line); Address entities give the addresses. */
export const parseFtmJsonl = (jsonl: Uint8Array): ParsedList => {
  const records = readJsonLines(jsonl, ftmFile);
  const addresses = new Map<string, string>();
  for (const r of records) {
    const props = (r.properties ?? {}) as JsonObject;
    if (r.schema === 'Address' && typeof r.id === 'string') addresses.set(r.id, strings(props.full)[0] ?? strings(r.caption)[0] ?? '');
  }
  const entities = records.flatMap((r, i): ListEntity[] => {
    const kind = ftmKinds[typeof r.schema === 'string' ? r.schema : ''];
    if (kind === undefined) return [];
    if (typeof r.id !== 'string') throw new ListFormatError(ftmFile, `line ${i + 1} has no id`);
    const props = (r.properties ?? {}) as JsonObject;
    const names = strings(props.name);
    const name = strings(r.caption)[0] ?? names[0];
    if (!name) throw new ListFormatError(ftmFile, `entity ${r.id} has no name`);
    return [
      finishEntity({
        source: 'PEP',
        sourceId: r.id,
        kind,
        name,
        aliases: [
          ...[...names, ...strings(props.alias), ...strings(props.previousName)].map((a) => ({ name: a })),
          ...strings(props.weakAlias).map((a) => ({ name: a, weak: true })),
        ],
        birthDates: strings(props.birthDate).flatMap(parseLooseDate),
        nationalities: [...strings(props.nationality), ...strings(props.citizenship), ...(kind === 'PERSON' ? [] : strings(props.country))],
        identifiers: ftmIdentifiers.flatMap(([prop, type]) => strings(props[prop]).map((value) => ({ type, value }))),
        addresses: [...strings(props.address), ...strings(props.addressEntity).map((id) => addresses.get(id) ?? '')],
        programs: [...strings(r.datasets), ...strings(props.topics)],
        remarks: [...strings(props.position), ...strings(props.notes)].join('; '),
      }),
    ];
  });
  return {
    source: 'PEP',
    dataset: 'opensanctions_ftm',
    publishedAt: latest(records.flatMap((r) => strings(r.last_change))),
    fileHash: hashFiles([jsonl]),
    files: [ftmFile],
    entities,
  };
};

