import { ListFormatError, type EntityKind, type ListEntity, type ParsedList } from '../types.ts';
import { decodeText, emptyToUndefined, finishEntity, hashFiles, readCsv } from './common.ts';
import { parseOfacRemarks } from './ofac-remarks.ts';

/**
 * OFAC's legacy CSV sets: sdn.csv + add.csv + alt.csv + sdn_comments.csv (SDN list) and cons_prim.csv +
 * cons_add.csv + cons_alt.csv + cons_comments.csv (consolidated non-SDN lists), same layouts:
 *   prim: ent_num, name, type, programs, title, call_sign, vessel_type, tonnage, GRT, vessel_flag, vessel_owner, remarks
 *   add:  ent_num, add_num, address, city/state/postal code, country, add_remarks
 *   alt:  ent_num, alt_num, alt_type, alt_name, alt_remarks
 *   comments: ent_num, remarks continued (remarks longer than 1000 characters are cut in prim and go on here)
 * "-0-" marks an empty field. Strong aliases are in alt; weak a.k.a.s only in the remarks.
 */
export interface OfacCsvFiles {
  sdn: Uint8Array;
  add?: Uint8Array;
  alt?: Uint8Array;
  comments?: Uint8Array;
}

const kinds: Record<string, EntityKind> = { individual: 'PERSON', vessel: 'VESSEL', aircraft: 'AIRCRAFT' };

const fileNames = (source: 'OFAC' | 'OFAC_NONSDN'): Record<keyof OfacCsvFiles, string> =>
  source === 'OFAC'
    ? { sdn: 'sdn.csv', add: 'add.csv', alt: 'alt.csv', comments: 'sdn_comments.csv' }
    : { sdn: 'cons_prim.csv', add: 'cons_add.csv', alt: 'cons_alt.csv', comments: 'cons_comments.csv' };

const entNum = (value: string | undefined, file: string, row: number): string => {
  const v = value?.trim() ?? '';
  if (!/^\d+$/.test(v)) throw new ListFormatError(file, `row ${row}: entity number "${v}" is not a number`);
  return v;
};

export const parseOfacCsv = (files: OfacCsvFiles, source: 'OFAC' | 'OFAC_NONSDN' = 'OFAC'): ParsedList => {
  const names = fileNames(source);
  const prim = readCsv(decodeText(files.sdn), names.sdn, { columns: 12 });
  const add = files.add ? readCsv(decodeText(files.add), names.add, { columns: 6 }) : [];
  const alt = files.alt ? readCsv(decodeText(files.alt), names.alt, { columns: 5 }) : [];
  const comments = files.comments ? readCsv(decodeText(files.comments), names.comments, { columns: 2 }) : [];

  const extraRemarks = new Map<string, string>();
  comments.forEach((r, i) => {
    const id = entNum(r[0], names.comments, i + 1);
    extraRemarks.set(id, (extraRemarks.get(id) ?? '') + (r[1] ?? ''));
  });
  const addresses = new Map<string, string[]>();
  add.forEach((r, i) => {
    const id = entNum(r[0], names.add, i + 1);
    const parts = [r[2], r[3], r[4]].map(emptyToUndefined).filter((p): p is string => p !== undefined);
    if (parts.length > 0) addresses.set(id, [...(addresses.get(id) ?? []), parts.join(', ')]);
  });
  const aliases = new Map<string, string[]>();
  alt.forEach((r, i) => {
    const id = entNum(r[0], names.alt, i + 1);
    const name = emptyToUndefined(r[3]);
    if (name) aliases.set(id, [...(aliases.get(id) ?? []), name]);
  });

  const entities: ListEntity[] = prim.map((r, i) => {
    const id = entNum(r[0], names.sdn, i + 1);
    const name = emptyToUndefined(r[1]);
    if (!name) throw new ListFormatError(names.sdn, `row ${i + 1}: entity ${id} has no name`);
    const kind = kinds[emptyToUndefined(r[2])?.toLowerCase() ?? ''] ?? 'ORGANIZATION';
    const remarks = [emptyToUndefined(r[11]), extraRemarks.get(id)].filter(Boolean).join('');
    const facts = parseOfacRemarks(remarks);
    const title = emptyToUndefined(r[4]);
    const callSign = emptyToUndefined(r[5]);
    const flag = emptyToUndefined(r[9]);
    return finishEntity({
      source,
      sourceId: id,
      kind,
      name,
      aliases: [...(aliases.get(id) ?? []).map((a) => ({ name: a })), ...facts.weakAliases.map((a) => ({ name: a, weak: true }))],
      birthDates: facts.birthDates,
      // A vessel's flag is the nearest thing to its nationality.
      nationalities: [...facts.nationalities, ...(kind === 'VESSEL' && flag ? [flag] : [])],
      identifiers: [...facts.identifiers, ...(callSign ? [{ type: 'Call Sign', value: callSign }] : [])],
      addresses: addresses.get(id) ?? [],
      programs: (emptyToUndefined(r[3]) ?? '').split(/\]\s*\[/).map((p) => p.replace(/[[\]]/g, '')),
      remarks: [title, remarks].filter(Boolean).join('; '),
    });
  });

  const used = (['sdn', 'add', 'alt', 'comments'] as const).filter((k) => files[k] !== undefined);
  return {
    source,
    dataset: source === 'OFAC' ? 'sdn' : 'consolidated',
    publishedAt: null,
    fileHash: hashFiles(used.map((k) => files[k] as Uint8Array)),
    files: used.map((k) => names[k]),
    entities,
  };
};
