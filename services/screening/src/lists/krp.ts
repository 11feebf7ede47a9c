import { parseLooseDate } from '../dates.ts';
import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { decodeText, finishEntity, hashFiles, readCsv } from './common.ts';

/**
 * The Finnish national freezing list (KRP / NBI, Act 325/2013 on freezing funds to combat terrorism). There is no
 * machine-readable publication, so an administrator keeps it as a small CSV in this layout (UTF-8, comma or
 * semicolon separated, as spreadsheets save it):
 *
 *   # published: 2024-05-01                     optional comment line, gives publishedAt
 *   id,type,name,aliases,birth_dates,nationalities,identifiers,addresses,programs,remarks
 *   KRP-2024-1,PERSON,Matti Meikäläinen,Matti Meikalainen|M. Meikäläinen,1980-01-02,FI,passport:XP1234567:FI,,VNp 1/2024,
 *
 * id, type and name are required; the other columns may be left out. Several values in one cell are separated by
 * '|'. type is PERSON or ORGANIZATION (empty: unknown). An identifier is type:value or type:value:country.
 * Lines starting with '#' are comments.
 */
const file = 'krp.csv';
export const krpColumns = ['id', 'type', 'name', 'aliases', 'birth_dates', 'nationalities', 'identifiers', 'addresses', 'programs', 'remarks'] as const;

export const looksLikeKrpCsv = (text: string): boolean => {
  const header = text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
  return /^\uFEFF?id[,;]type[,;]name\b/i.test(header.trim());
};

const many = (cell: string | undefined): string[] => (cell ?? '').split('|').map((v) => v.trim()).filter(Boolean);

export const parseKrpList = (csv: Uint8Array): ParsedList => {
  const text = decodeText(csv);
  const lines = text.split(/\r?\n/);
  const published = lines.map((l) => /^#\s*published(?:_at)?\s*[:=]\s*(\S+)/i.exec(l)?.[1]).find(Boolean);
  const body = lines.filter((l) => !l.startsWith('#')).join('\n');
  const headerLine = body.split('\n').find((l) => l.trim() !== '') ?? '';
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const [head, ...rows] = readCsv(body, file, { delimiter });
  const columns = (head ?? []).map((h) => h.trim().toLowerCase());
  for (const required of ['id', 'type', 'name']) {
    if (!columns.includes(required)) throw new ListFormatError(file, `header has no "${required}" column`);
  }
  const unknown = columns.filter((c) => !(krpColumns as readonly string[]).includes(c));
  if (unknown.length > 0) throw new ListFormatError(file, `unknown column ${unknown.join(', ')}`);
  const seen = new Set<string>();
  const entities = rows.map((row, i): ListEntity => {
    const line = i + 2;
    if (row.length !== columns.length) throw new ListFormatError(file, `row ${line} has ${row.length} fields, expected ${columns.length}`);
    const cell = (c: (typeof krpColumns)[number]): string => (row[columns.indexOf(c)] ?? '').trim();
    const id = cell('id');
    const name = cell('name');
    const type = cell('type').toUpperCase();
    if (!id || !name) throw new ListFormatError(file, `row ${line} has no id or name`);
    if (seen.has(id)) throw new ListFormatError(file, `row ${line}: id ${id} appears twice`);
    seen.add(id);
    if (!['PERSON', 'ORGANIZATION', ''].includes(type)) throw new ListFormatError(file, `row ${line}: type "${type}" is not PERSON or ORGANIZATION`);
    const birthDates = many(cell('birth_dates')).map((d) => {
      const parsed = parseLooseDate(d);
      if (parsed.length === 0) throw new ListFormatError(file, `row ${line}: birth date "${d}" is not a date`);
      return parsed;
    });
    return finishEntity({
      source: 'KRP',
      sourceId: id,
      kind: (type || 'UNKNOWN') as EntityKind,
      name,
      aliases: many(cell('aliases')).map((a) => ({ name: a })),
      birthDates: birthDates.flat(),
      nationalities: many(cell('nationalities')),
      identifiers: many(cell('identifiers')).map((v) => {
        const [idType = '', value = '', country] = v.split(':').map((p) => p.trim());
        if (!idType || !value) throw new ListFormatError(file, `row ${line}: identifier "${v}" is not type:value[:country]`);
        return country ? { type: idType, value, country } : { type: idType, value };
      }),
      addresses: many(cell('addresses')),
      programs: many(cell('programs')),
      remarks: cell('remarks'),
    });
  });
  return { source: 'KRP', dataset: 'krp', publishedAt: published ?? null, fileHash: hashFiles([csv]), files: [file], entities };
};
