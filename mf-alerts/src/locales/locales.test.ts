import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evidenceCodes, listSources, silenceClasses, alertTargets } from '@tunne/contracts';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));

const languages = { fi: flatten(fi), en: flatten(en), se: flatten(se) };
const keys = (texts: Record<string, string>) => new Set(Object.keys(texts).map((key) => key.replace(/_(one|other)$/, '')));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

describe('alerts locales', () => {
  it('have the same keys in fi, en and se', () => {
    expect(Object.keys(languages.en).sort()).toEqual(Object.keys(languages.fi).sort());
    expect(Object.keys(languages.se).sort()).toEqual(Object.keys(languages.fi).sort());
  });

  it('have no empty texts', () => {
    for (const texts of Object.values(languages)) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('name every list, class, target and evidence code', () => {
    const known = keys(languages.fi);
    for (const source of listSources) expect(known.has(`sources.${source}`) && known.has(`sourcesShort.${source}`), source).toBe(true);
    for (const value of silenceClasses) expect(known.has(`silenceClass.${value}`), value).toBe(true);
    for (const value of alertTargets) expect(known.has(`target.${value}`), value).toBe(true);
    for (const value of evidenceCodes) expect(known.has(`evidence.${value}`), value).toBe(true);
  });

  it('have every literal key the sources use', () => {
    const known = keys(languages.fi);
    // happy-dom gives import.meta.url another scheme: find the sources from the working directory (package or repo root).
    const root = [join(process.cwd(), 'src/'), join(process.cwd(), 'mf-alerts/src/')].find((dir) => existsSync(join(dir, 'Root.tsx')))!;
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!known.has(match[1]!)) missing.push(`${file.slice(root.length)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the spec dialog titles', () => {
    expect([languages.fi['common.errorTitle'], languages.en['common.errorTitle'], languages.se['common.errorTitle']]).toEqual(['Virhe', 'Error', 'Fel']);
    expect([languages.fi['common.doneTitle'], languages.en['common.doneTitle'], languages.se['common.doneTitle']]).toEqual(['Valmis!', 'Done!', 'Klart!']);
  });
});
