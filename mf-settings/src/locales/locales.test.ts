import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingsSectionIds } from '@tunne/contracts';
import { translations } from '../translations.ts';

const flatten = (value: unknown, prefix = ''): Record<string, string> =>
  typeof value === 'string'
    ? { [prefix]: value }
    : Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key)));

const languages = { fi: flatten(translations.fi), en: flatten(translations.en), se: flatten(translations.se) };
const keys = (texts: Record<string, string>) => new Set(Object.keys(texts).map((key) => key.replace(/_(one|other)$/, '')));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('settings locales', () => {
  it('have the same keys in fi, en and se', () => {
    expect(Object.keys(languages.en).sort()).toEqual(Object.keys(languages.fi).sort());
    expect(Object.keys(languages.se).sort()).toEqual(Object.keys(languages.fi).sort());
  });

  it('have no empty texts', () => {
    for (const texts of Object.values(languages)) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('name and describe every section', () => {
    const known = keys(languages.fi);
    for (const id of [...settingsSectionIds, 'security', 'security-log']) {
      for (const part of ['title', 'description', 'keywords']) expect(known.has(`sections.${id}.${part}`), id).toBe(true);
    }
  });

  it('have every literal key the sources use', () => {
    const known = keys(languages.fi);
    const root = [join(process.cwd(), 'src/'), join(process.cwd(), 'mf-settings/src/')].find((dir) => existsSync(join(dir, 'Root.tsx')))!;
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!known.has(match[1]!)) missing.push(`${file.slice(root.length)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

});
