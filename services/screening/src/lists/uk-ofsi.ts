import { parseLooseDate } from '../dates.ts';
import { ListFormatError, type ListEntity, type ParsedList } from '../types.ts';
import { decodeText, finishEntity, hashFiles, readCsv } from './common.ts';

/**
 * HM Treasury / OFSI Consolidated List CSV (source 'UKCONS', "ConList.csv" / "sanctionsconlist.csv"):
 * line 1 "Last Updated,dd/mm/yyyy", line 2 the header, then one row per name; rows with the same Group ID are one
 * designation ("Prime Alias" is the name, "AKA"/"FKA" rows are aliases, and rows can repeat for each DOB).
 */
const file = 'ConList.csv';
const header = [
  'Name 6', 'Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5', 'Title', 'DOB', 'Town of Birth', 'Country of Birth',
  'Nationality', 'Passport Details', 'NI Number', 'Position', 'Address 1', 'Address 2', 'Address 3', 'Address 4',
  'Address 5', 'Address 6', 'Post/Zip Code', 'Country', 'Other Information', 'Group Type', 'Alias Type', 'Regime',
  'Listed On', 'Last Updated', 'Group ID',
] as const;
type Column = (typeof header)[number];

/** Document numbers inside free text ("Passport No: 592667 (Qatari passport issued on 3 May 2007)"). */
const documentNumbers = (text: string): string[] =>
  [...text.matchAll(/\b(?:no|number|nr)\b[.:]?\s*([A-Z]{0,3}[- ]?\d[\dA-Z-]{3,})/gi)].map((m) => (m[1] as string).replace(/[ -]/g, ''));

export const parseUkOfsiCsv = (csv: Uint8Array): ParsedList => {
  const rows = readCsv(decodeText(csv), file, { columns: header.length });
  const [first, head, ...data] = rows;
  if (!first || !head || head.join(',') !== header.join(',')) {
    throw new ListFormatError(file, 'second line is not the OFSI consolidated list header');
  }
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((first[1] ?? '').trim());
  const groups = new Map<string, Record<Column, string>[]>();
  data.forEach((row, i) => {
    const record = Object.fromEntries(header.map((h, k) => [h, (row[k] ?? '').trim()])) as Record<Column, string>;
    if (!/^\d+$/.test(record['Group ID'])) throw new ListFormatError(file, `row ${i + 3}: Group ID "${record['Group ID']}" is not a number`);
    const list = groups.get(record['Group ID']) ?? [];
    list.push(record);
    groups.set(record['Group ID'], list);
  });
  const entities = [...groups].map(([id, records]): ListEntity => {
    const fullName = (r: Record<Column, string>): string =>
      (['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5', 'Name 6'] as const).map((k) => r[k]).filter(Boolean).join(' ');
    const primary = records.find((r) => r['Alias Type'] === 'Prime Alias') ?? (records[0] as Record<Column, string>);
    const other = records.map((r) => r['Other Information']).find(Boolean) ?? '';
    const imo = /\bIMO(?: number)?[:.]?\s*(\d{7})\b/i.exec(other);
    const isIndividual = primary['Group Type'] === 'Individual';
    return finishEntity({
      source: 'UKCONS',
      sourceId: id,
      kind: isIndividual ? 'PERSON' : imo ? 'VESSEL' : primary['Group Type'] === 'Entity' ? 'ORGANIZATION' : 'UNKNOWN',
      name: fullName(primary),
      aliases: records.filter((r) => r !== primary).map((r) => ({ name: fullName(r) })),
      birthDates: records.flatMap((r) => parseLooseDate(r.DOB)),
      nationalities: records.flatMap((r) => r.Nationality.split(/\s*\d+\)\s*/)).filter(Boolean),
      identifiers: [
        ...records.flatMap((r) => documentNumbers(r['Passport Details'])).map((value) => ({ type: 'Passport', value })),
        ...records.flatMap((r) => documentNumbers(r['NI Number'])).map((value) => ({ type: 'National ID', value })),
        ...(imo ? [{ type: 'IMO', value: imo[1] as string }] : []),
      ],
      addresses: records.map((r) =>
        (['Address 1', 'Address 2', 'Address 3', 'Address 4', 'Address 5', 'Address 6', 'Post/Zip Code', 'Country'] as const)
          .map((k) => r[k])
          .filter(Boolean)
          .join(', '),
      ),
      programs: [primary.Regime],
      remarks: [primary.Position, other].filter(Boolean).join('; '),
    });
  });
  return {
    source: 'UKCONS',
    dataset: 'conlist',
    publishedAt: dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null,
    fileHash: hashFiles([csv]),
    files: [file],
    entities,
  };
};
