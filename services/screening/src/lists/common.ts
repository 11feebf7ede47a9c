import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { gunzipSync } from 'fflate';
import { normaliseCountry } from '../countries.ts';
import { ListFormatError, type ListEntity } from '../types.ts';

/** sha256 over the files in the given (fixed) order. */
export const hashFiles = (files: readonly Uint8Array[]): string => {
  const hash = createHash('sha256');
  for (const f of files) hash.update(f);
  return hash.digest('hex');
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/** UTF-8 (BOM dropped); older list files (OFSI 2018) are Windows-1252, which is used when the bytes are not UTF-8. */
export const decodeText = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = windows1252.decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

export const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

export const gunzip = (bytes: Uint8Array, file: string): Uint8Array => {
  try {
    return gunzipSync(bytes);
  } catch (error) {
    throw new ListFormatError(file, `broken gzip data (${(error as Error).message})`);
  }
};

/**
 * Parses CSV text strictly: an unclosed quote (the usual sign of a cut-off file) or a row with another number of
 * fields than `columns` is a ListFormatError. OFAC files end with an 0x1A end-of-file byte, which is dropped.
 */
export const readCsv = (
  text: string,
  file: string,
  options: { columns?: number; delimiter?: string; fromLine?: number } = {},
): string[][] => {
  const trimmed = text.trimEnd();
  const body = trimmed.endsWith('\u001a') ? trimmed.slice(0, -1) : text;
  let rows: string[][];
  try {
    rows = parseCsv(body, {
      delimiter: options.delimiter ?? ',',
      relax_column_count: true,
      skip_empty_lines: true,
      from_line: options.fromLine ?? 1,
    });
  } catch (error) {
    throw new ListFormatError(file, `not readable as CSV (${(error as Error).message})`);
  }
  if (options.columns !== undefined) {
    const bad = rows.findIndex((r) => r.length !== options.columns);
    if (bad >= 0) {
      throw new ListFormatError(file, `row ${bad + (options.fromLine ?? 1)} has ${rows[bad]?.length} fields, expected ${options.columns}`);
    }
  }
  return rows;
};

/**
 * An XML element as fast-xml-parser gives it here: every child element in an array (a leaf element is its text),
 * attributes prefixed by '@', mixed text under '#text'.
 */
export type XmlValue = XmlNode | string;
export interface XmlNode {
  [key: string]: XmlValue[] | string | undefined;
}

/** Validates the whole document first, so a cut-off file fails instead of yielding the entities before the cut. */
export const readXml = (bytes: Uint8Array, file: string): XmlNode => {
  const text = decodeText(bytes);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ListFormatError(file, `invalid XML at line ${valid.err.line}: ${valid.err.msg}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    removeNSPrefix: true,
    isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  });
  return parser.parse(text) as XmlNode;
};

/** Child elements by name, leaf elements wrapped as nodes with their text. */
export const nodes = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const value = node?.[name];
  if (!Array.isArray(value)) return [];
  return value.map((v) => (typeof v === 'string' ? { '#text': v } : v));
};

export const firstNode = (node: XmlNode | undefined, name: string): XmlNode | undefined => nodes(node, name)[0];

/** Text of an element, trimmed ('' when absent or empty). */
export const textOf = (node: XmlNode | undefined): string => {
  const value = node?.['#text'];
  return typeof value === 'string' ? value.trim() : '';
};

export const childText = (node: XmlNode | undefined, name: string): string => textOf(firstNode(node, name));

export const childTexts = (node: XmlNode | undefined, name: string): string[] =>
  nodes(node, name).map(textOf).filter((t) => t !== '');

export const attr = (node: XmlNode | undefined, name: string): string => {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value.trim() : '';
};

export const uniq = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** OFAC writes "-0-" (with a trailing space) for empty fields. */
export const emptyToUndefined = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v === undefined || v === '' || v === '-0-' ? undefined : v;
};

/** Tidies an entity before it is returned: trims, drops empty and duplicate values, resolves country names. */
export const finishEntity = (entity: ListEntity): ListEntity => {
  const names = new Set([entity.name.trim()]);
  const aliases: ListEntity['aliases'] = [];
  for (const alias of entity.aliases) {
    const name = alias.name.replace(/\s+/g, ' ').trim();
    if (name === '' || names.has(name)) continue;
    names.add(name);
    aliases.push(alias.weak ? { name, weak: true } : { name });
  }
  const identifiers = new Map<string, ListEntity['identifiers'][number]>();
  for (const id of entity.identifiers) {
    const value = id.value.trim();
    if (value === '') continue;
    const country = id.country ? normaliseCountry(id.country) : undefined;
    identifiers.set(`${id.type}|${value}`, country ? { type: id.type, value, country } : { type: id.type, value });
  }
  const out: ListEntity = {
    source: entity.source,
    sourceId: entity.sourceId,
    kind: entity.kind,
    name: entity.name.replace(/\s+/g, ' ').trim(),
    aliases,
    birthDates: uniq(entity.birthDates),
    nationalities: uniq(entity.nationalities.map((n) => n.trim()).filter((n) => n !== '').map(normaliseCountry)),
    identifiers: [...identifiers.values()],
    addresses: uniq(entity.addresses.map((a) => a.replace(/\s+/g, ' ').trim()).filter((a) => a !== '')),
    programs: uniq(entity.programs.map((p) => p.trim()).filter((p) => p !== '')),
  };
  if (entity.remarks?.trim()) out.remarks = entity.remarks.trim();
  return out;
};
