import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { ListFormatError, type ParsedList } from '../types.ts';
import { decodeText, gunzip, isGzip } from './common.ts';
import { parseEuXml } from './eu.ts';
import { looksLikeEuFsfCsv, parseEuCsv } from './eu-csv.ts';
import { looksLikeKrpCsv, parseKrpList } from './krp.ts';
import { parseOfacCsv } from './ofac-csv.ts';
import { parseOfacEnhancedXml } from './ofac-enhanced.ts';
import { parseFtmJsonl } from './ftm.ts';
import { parseSenzingJsonl } from './senzing.ts';
import { parseTradeGovCsl } from './trade-gov-csl.ts';
import { parseUkOfsiCsv } from './uk-ofsi.ts';
import { parseUkSanctionsListXml } from './uk-sanctions-list.ts';
import { parseUnXml } from './un.ts';

export interface ImportResult {
  lists: ParsedList[];
  skipped: { file: string; reason: string }[];
}

const walk = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.isFile() ? Promise.resolve([join(dir, e.name)]) : Promise.resolve([]))),
  );
  return files.flat().sort();
};

const ofacSets = {
  OFAC: { sdn: 'sdn.csv', add: 'add.csv', alt: 'alt.csv', comments: 'sdn_comments.csv' },
  OFAC_NONSDN: { sdn: 'cons_prim.csv', add: 'cons_add.csv', alt: 'cons_alt.csv', comments: 'cons_comments.csv' },
} as const;

/** OFAC's CSV files carry no date; a folder named like a date (".../2024-05-03/sdn.csv") is taken as the list date. */
const dateFromFolder = (path: string): string | null => /^\d{4}-\d{2}-\d{2}$/.exec(basename(dirname(path)))?.[0] ?? null;

type Parser = (bytes: Uint8Array) => ParsedList;

/** Decides from the file's first bytes which list format it is; undefined with a reason when it is none. */
const recognise = (name: string, bytes: Uint8Array): { parse: Parser } | { reason: string } => {
  const lower = name.toLowerCase();
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return { parse: (b) => parseOfacEnhancedXml(b) };
  const head = decodeText((isGzip(bytes) ? gunzip(bytes, name) : bytes).subarray(0, 4096));
  if (/^\s*</.test(head)) {
    if (head.includes('<CONSOLIDATED_LIST')) return { parse: parseUnXml };
    if (head.includes('<sanctionsData')) return { parse: (b) => parseOfacEnhancedXml(b) };
    if (head.includes('<Designations')) return { parse: parseUkSanctionsListXml };
    if (/<export[^>]*fsd\/export/.test(head) || head.includes('<sanctionEntity')) return { parse: parseEuXml };
    return { reason: 'XML file of no known list format' };
  }
  if (/^\s*\{/.test(head)) {
    const first = head.split('\n')[0] ?? '';
    if (/"schema"\s*:/.test(first) && /"properties"\s*:/.test(first)) return { parse: parseFtmJsonl };
    if (/"DATA_SOURCE"\s*:/.test(first) && /"RECORD_ID"\s*:/.test(first)) return { parse: parseSenzingJsonl };
    return { reason: 'JSON of no known list format (FollowTheMoney or Senzing lines expected)' };
  }
  if (/^Last Updated,/.test(head) && /\nName 6,Name 1,/.test(head)) return { parse: parseUkOfsiCsv };
  if (/^"?_id"?,"?source"?,/.test(head) || /^"?source"?,"?entity_number"?,/.test(head)) return { parse: (b) => parseTradeGovCsl(b) };
  if (looksLikeKrpCsv(head)) return { parse: parseKrpList };
  if (/^"Name"\t"Street_Address"/.test(head)) return { reason: 'BIS Denied Persons tab file: the trade.gov consolidated list holds the same rows' };
  if (looksLikeEuFsfCsv(head)) return { parse: parseEuCsv };
  if (/^"?fileGenerationDate/i.test(head) || lower.includes('eu_fsf_csv')) return { reason: 'EU FSF CSV of another layout than v1 (Date_file;Entity_logical_id;...): use the FSF XML' };
  return { reason: 'not a list file of a known format' };
};

/**
 * Reads a folder (recursively), recognises list files by name and content and parses them; one ParsedList per
 * list found (several versions of one list are all returned, see selectLatestLists). Files that are not lists,
 * or that are broken, are reported in `skipped` with the reason instead of failing the whole import.
 */
export const importListsFromDirectory = async (dir: string): Promise<ImportResult> => {
  const paths = await walk(dir);
  const rel = (p: string): string => relative(dir, p);
  const lists: ParsedList[] = [];
  const skipped: ImportResult['skipped'] = [];
  const consumed = new Set<string>();

  for (const [source, names] of Object.entries(ofacSets) as [keyof typeof ofacSets, (typeof ofacSets)[keyof typeof ofacSets]][]) {
    const folders = new Set(paths.filter((p) => Object.values(names).includes(basename(p).toLowerCase() as never)).map(dirname));
    for (const folder of folders) {
      const at = (n: string): string | undefined => paths.find((p) => dirname(p) === folder && basename(p).toLowerCase() === n);
      const set = { sdn: at(names.sdn), add: at(names.add), alt: at(names.alt), comments: at(names.comments) };
      const used = Object.values(set).filter((p): p is string => p !== undefined);
      used.forEach((p) => consumed.add(p));
      if (!set.sdn) {
        used.forEach((p) => skipped.push({ file: rel(p), reason: `${basename(p)} without ${names.sdn} in the same folder` }));
        continue;
      }
      try {
        const read = async (p: string | undefined): Promise<Uint8Array | undefined> => (p ? readFile(p) : undefined);
        const [sdn, add, alt, comments] = await Promise.all([read(set.sdn), read(set.add), read(set.alt), read(set.comments)]);
        const parsed = parseOfacCsv({ sdn: sdn as Uint8Array, add, alt, comments }, source);
        lists.push({ ...parsed, files: used.map(rel), publishedAt: parsed.publishedAt ?? dateFromFolder(set.sdn) });
      } catch (error) {
        if (!(error instanceof ListFormatError)) throw error;
        used.forEach((p) => skipped.push({ file: rel(p), reason: error.message }));
      }
    }
  }

  for (const path of paths) {
    if (consumed.has(path)) continue;
    try {
      const bytes = await readFile(path);
      const recognised = recognise(basename(path), bytes);
      if ('reason' in recognised) {
        skipped.push({ file: rel(path), reason: recognised.reason });
        continue;
      }
      lists.push({ ...recognised.parse(bytes), files: [rel(path)] });
    } catch (error) {
      if (!(error instanceof ListFormatError)) throw error;
      skipped.push({ file: rel(path), reason: error.message });
    }
  }
  lists.sort((a, b) => a.source.localeCompare(b.source) || (a.publishedAt ?? '').localeCompare(b.publishedAt ?? ''));
  return { lists, skipped };
};

/**
 * The newest list of each source and dataset (a later publishedAt wins; an undated list loses to a dated one;
 * between equals the one with more entities). Lists of other datasets of the same source are all kept.
 */
export const selectLatestLists = (lists: readonly ParsedList[]): ParsedList[] => {
  const best = new Map<string, ParsedList>();
  for (const list of lists) {
    const key = `${list.source}|${list.dataset ?? ''}`;
    const current = best.get(key);
    const newer =
      !current ||
      (list.publishedAt ?? '') > (current.publishedAt ?? '') ||
      ((list.publishedAt ?? '') === (current.publishedAt ?? '') && list.entities.length > current.entities.length);
    if (newer) best.set(key, list);
  }
  return [...best.values()];
};
