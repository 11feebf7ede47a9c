import { parseLooseDate } from '../dates.ts';
import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { decodeText, finishEntity, hashFiles, readCsv, uniq } from './common.ts';

/**
 * The EU Financial Sanctions File in its CSV layout (FSF CSV v1, source 'EU_EXTENDED'): ';'-separated, one row per
 * record of an entry (a name, an address, a birth, an identity document or a citizenship), each row repeating the
 * entry's columns (Entity_logical_id, Subject_type, Programme, Entity_remark, EU_ref_num) and the legal basis it
 * was published under (Leba_* for the entry, Naal_leba_*, Addr_leba_*, ... for the record). Rows with the same
 * Entity_logical_id are one entry; unlike the FSF XML ('EU') this layout keeps every regulation that ever amended
 * the entry, which is written into the remarks as its legal-basis history.
 *
 * Some published copies wrap every line in double quotes (inner quotes doubled) with trailing tabs: the official file
 * read as comma-separated and saved as tab-separated, so a tab inside such a line stands for a comma. Both are read.
 */
const file = 'eu_fsf.csv';

const columns = {
  date: 'Date_file',
  entity: 'Entity_logical_id',
  subjectType: 'Subject_type',
  programme: 'Programme',
  remark: 'Entity_remark',
  nameId: 'Naal_logical_id',
  lastName: 'Naal_lastname',
  firstName: 'Naal_firstname',
  middleName: 'Naal_middlename',
  wholeName: 'Naal_wholename',
  gender: 'Naal_gender',
  title: 'Naal_title',
  function: 'Naal_function',
  language: 'Naal_language',
  addressId: 'Addr_logical_id',
  addressNumber: 'Addr_number',
  street: 'Addr_street',
  zipCode: 'Addr_zipcode',
  city: 'Addr_city',
  addressCountry: 'Addr_country',
  addressOther: 'Addr_other',
  birthId: 'Birt_logical_id',
  birthDate: 'Birt_date',
  birthPlace: 'Birt_place',
  birthCountry: 'Birt_country',
  identityId: 'Iden_logical_id',
  identityNumber: 'Iden_number',
  identityCountry: 'Iden_country',
  citizenshipId: 'Citi_logical_id',
  citizenship: 'Citi_country',
  euReference: 'EU_ref_num',
} as const;
type Column = keyof typeof columns;
type Row = Record<Column, string> & { regulations: Regulation[]; programmes: string[] };

/** The column groups that carry a legal basis of their own (Leba_* is the entry's, the others the record's). */
const legalBasisPrefixes = ['Leba', 'Naal_leba', 'Addr_leba', 'Birt_leba', 'Iden_leba', 'Citi_leba'] as const;
const programmeColumns = ['Programme', 'Naal_programme', 'Addr_programme', 'Birt_programme', 'Iden_programme', 'Citi_programme'];

interface Regulation {
  title: string;
  publishedAt: string;
}

/** The header of the layout (first column "Date_file", in some copies with a suffix), optionally wrapped in quotes. */
export const looksLikeEuFsfCsv = (head: string): boolean => /^"?Date_file\w*;Entity_logical_id;Subject_type;/.test(head);

/** One line per record: unwraps a quoted-and-tab-padded copy back into the official text. */
const unwrap = (text: string): string => {
  if (!/^"Date_file\w*;/.test(text)) return text;
  return readCsv(text, file, { delimiter: '\u0000', columns: 1 })
    .map(([line]) => (line as string).replace(/\t+$/, '').replace(/\t/g, ','))
    .join('\n');
};

/** A cell's text; '-' is how the file writes an unknown value. */
const cell = (cells: readonly string[], i: number): string => {
  const value = (cells[i] ?? '').trim();
  return value === '-' ? '' : value;
};

const readRows = (bytes: Uint8Array): Row[] => {
  const [header, ...data] = readCsv(unwrap(decodeText(bytes)), file, { delimiter: ';' });
  if (!header || !/^Date_file\w*$/.test(header[0] ?? '')) throw new ListFormatError(file, 'not the EU FSF CSV layout: no Date_file column first');
  // Entity_logical_id repeats in every column group; the first one (the entry's) is meant.
  const at = (name: string): number => (name === 'Date_file' ? 0 : header.indexOf(name));
  const index = Object.fromEntries(Object.entries(columns).map(([key, name]) => [key, at(name)])) as Record<Column, number>;
  const missing = Object.entries(index).filter(([, i]) => i < 0).map(([key]) => columns[key as Column]);
  if (missing.length > 0) throw new ListFormatError(file, `header has no ${missing.join(', ')} column`);
  const legalBasis = legalBasisPrefixes.map((p) => [header.indexOf(`${p}_numtitle`), header.indexOf(`${p}_publication_date`)] as const);
  const programmes = programmeColumns.map((c) => header.indexOf(c)).filter((i) => i >= 0);
  return data.map((cells, r) => {
    if (cells.length !== header.length) {
      throw new ListFormatError(file, `row ${r + 2} has ${cells.length} fields, expected ${header.length}`);
    }
    const fields = Object.fromEntries(Object.entries(index).map(([key, i]) => [key, cell(cells, i)])) as Record<Column, string>;
    if (!/^\d+$/.test(fields.entity)) throw new ListFormatError(file, `row ${r + 2}: Entity_logical_id "${fields.entity}" is not a number`);
    return {
      ...fields,
      regulations: legalBasis
        .map(([title, date]) => ({ title: cell(cells, title), publishedAt: cell(cells, date) }))
        .filter((reg) => reg.title !== ''),
      programmes: programmes.map((i) => cell(cells, i)),
    };
  });
};

const kindOf = (subjectType: string): EntityKind => (subjectType === 'P' ? 'PERSON' : subjectType === 'E' ? 'ORGANIZATION' : 'UNKNOWN');

const wholeName = (row: Row): string => row.wholeName || [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');

/** 'First Middle Last' from the parts, when the whole name is written otherwise (a different order or spelling). */
const partsName = (row: Row): string => {
  const parts = [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');
  return row.firstName && row.lastName && parts.toLowerCase() !== row.wholeName.toLowerCase() ? parts : '';
};

const joined = (label: string, values: string[]): string => (values.length > 0 ? `${label}: ${values.join(' | ')}` : '');

/** Every regulation the entry or one of its records was published or amended under, oldest first. */
const legalBasisHistory = (rows: readonly Row[]): string => {
  const byTitle = new Map<string, Regulation>();
  for (const reg of rows.flatMap((r) => r.regulations)) if (!byTitle.has(reg.title)) byTitle.set(reg.title, reg);
  const history = [...byTitle.values()]
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.title.localeCompare(b.title))
    .map((reg) => (reg.publishedAt ? `${reg.title} of ${reg.publishedAt}` : reg.title));
  return history.length > 0 ? `Legal basis: ${history.join(', ')}` : '';
};

/** "AD001095 (passport-National passport) ((passport))": the number, then (code-description), then notes. */
const identifier = (row: Row): ListEntity['identifiers'][number] | undefined => {
  const m = /^(.*?)\s*\(([a-z]+)-([^()]*)\)/i.exec(row.identityNumber);
  const value = (m ? (m[1] as string) : row.identityNumber).trim();
  if (!value) return undefined;
  const type = (m && ((m[3] as string).trim() || (m[2] as string))) || 'Identification';
  return row.identityCountry ? { type, value, country: row.identityCountry } : { type, value };
};

const toEntity = (id: string, rows: readonly Row[]): ListEntity => {
  const first = rows[0] as Row;
  const names = rows.filter((r) => r.nameId !== '' && wholeName(r) !== '');
  // No primary-name flag in the file: the English or language-neutral name with the oldest logical id.
  const byAge = [...names].sort((a, b) => Number(a.nameId) - Number(b.nameId));
  const primary = byAge.find((r) => r.language === '' || r.language === 'EN') ?? byAge[0];
  if (!primary) throw new ListFormatError(file, `Entity_logical_id ${id} has no name`);
  const births = rows.filter((r) => r.birthId !== '');
  const birthPlaces = uniq(births.map((r) => [r.birthPlace, r.birthCountry].filter(Boolean).join(', ')).filter(Boolean));
  return finishEntity({
    source: 'EU_EXTENDED',
    sourceId: id,
    kind: kindOf(first.subjectType),
    name: wholeName(primary),
    aliases: byAge.flatMap((r) => [wholeName(r), partsName(r)]).map((name) => ({ name })),
    birthDates: births.flatMap((r) => parseLooseDate(r.birthDate)),
    nationalities: rows.filter((r) => r.citizenshipId !== '').map((r) => r.citizenship),
    identifiers: rows.filter((r) => r.identityId !== '').flatMap((r) => identifier(r) ?? []),
    addresses: rows
      .filter((r) => r.addressId !== '')
      .map((r) => [r.addressNumber, r.street, r.zipCode, r.city, r.addressCountry, r.addressOther].filter(Boolean).join(', ')),
    programs: rows.flatMap((r) => r.programmes),
    remarks: [
      first.euReference,
      ...uniq(rows.map((r) => r.remark.replace(/\\n/g, ' ')).filter(Boolean)),
      joined('Gender', uniq(names.map((r) => r.gender).filter(Boolean))),
      joined('Title', uniq(names.map((r) => r.title).filter(Boolean))),
      joined('Function', uniq(names.map((r) => r.function.replace(/[;,]\s*$/, '')).filter(Boolean))),
      joined('Place of birth', birthPlaces),
      legalBasisHistory(rows),
    ]
      .filter(Boolean)
      .join('; '),
  });
};

export const parseEuCsv = (csv: Uint8Array): ParsedList => {
  const rows = readRows(csv);
  const entries = new Map<string, Row[]>();
  for (const row of rows) {
    const group = entries.get(row.entity);
    if (group) group.push(row);
    else entries.set(row.entity, [row]);
  }
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(rows[0]?.date ?? '');
  return {
    source: 'EU_EXTENDED',
    dataset: 'fsf-csv',
    publishedAt: dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null,
    fileHash: hashFiles([csv]),
    files: [file],
    entities: [...entries].map(([id, group]) => toEntity(id, group)),
  };
};
