import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { log, type Database } from '@tunne/platform';
import { importListFolder, type ImportReport } from './import.ts';

/**
 * Production refresh of the official list files (optional; the default is the offline folder import).
 *
 * LIST_SOURCES names each file and where to download it, whitespace-separated `<folder>/<file>=<url>` pairs, e.g.
 *   ofac/sdn.csv=https://www.treasury.gov/ofac/downloads/sdn.csv ofac/alt.csv=https://... un/consolidated.xml=https://...
 * The file names are what the importer recognises the formats by. Files of one folder form one set: a set is
 * imported only when every one of its files arrived, so a list is never stored without, say, its aliases.
 * URLs are https; plain http is accepted only for this machine (127.x.x.x, localhost, [::1]), e.g. a local mirror
 * or a test server.
 */
export interface ListSourceFile {
  path: string;
  url: string;
}

const loopbackHost = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

const allowedUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHost.test(url.hostname));
};

export const parseListSources = (value: string | undefined): ListSourceFile[] => {
  if (!value?.trim()) return [];
  return value.trim().split(/\s+/).map((pair) => {
    const at = pair.indexOf('=');
    const path = normalize(pair.slice(0, at));
    const url = pair.slice(at + 1);
    if (at < 1 || path.startsWith('..') || path.startsWith('/') || !allowedUrl(url)) {
      throw new Error(`LIST_SOURCES: expected <folder>/<file>=https://... (http:// only for localhost), got "${pair}"`);
    }
    return { path, url };
  });
};

export interface FetchOptions {
  attempts?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Milliseconds before retry n (1-based); exponential by default. */
  backoffMs?: (attempt: number) => number;
}

const download = async (file: ListSourceFile, options: FetchOptions): Promise<Uint8Array> => {
  const attempts = options.attempts ?? 3;
  const get = options.fetch ?? fetch;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await get(file.url, { signal: AbortSignal.timeout(options.timeoutMs ?? 120_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await new Promise((done) => setTimeout(done, options.backoffMs?.(attempt) ?? 1000 * 4 ** (attempt - 1)));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
};

/** Downloads every configured file (with retries) and imports the complete sets; failures are logged and reported. */
export const fetchAndImportLists = async (db: Database, files: readonly ListSourceFile[], options: FetchOptions = {}): Promise<ImportReport> => {
  const report: ImportReport = { stored: [], skipped: [] };
  const sets = new Map<string, ListSourceFile[]>();
  for (const file of files) sets.set(dirname(file.path), [...(sets.get(dirname(file.path)) ?? []), file]);
  for (const [folder, set] of sets) {
    const dir = mkdtempSync(join(tmpdir(), 'tunne-lists-'));
    try {
      let complete = true;
      for (const file of set) {
        try {
          const bytes = await download(file, options);
          mkdirSync(dirname(join(dir, file.path)), { recursive: true });
          writeFileSync(join(dir, file.path), bytes);
        } catch (error) {
          complete = false;
          const reason = `download failed: ${error instanceof Error ? error.message : String(error)}`;
          report.skipped.push({ file: file.path, reason });
          log.error('list download failed', { file: file.path, error: reason });
        }
      }
      if (!complete) continue;
      const one = await importListFolder(db, join(dir, folder), 'download');
      report.stored.push(...one.stored);
      report.skipped.push(...one.skipped);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return report;
};
