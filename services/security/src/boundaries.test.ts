import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module boundaries (scripts/boundaries.js) hold: each fixture is linted, with the repository's eslint.config.js,
 * as if it were the file its first line names. The crossings must fail on no-restricted-imports, the allowed imports
 * must pass clean, so the allow-lists neither let a crossing through nor refuse what the architecture wants.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/boundaries', import.meta.url));
const eslint = new ESLint({ cwd: root });

const lintFixture = async (file: string) => {
  const code = readFileSync(join(fixtures, file), 'utf8');
  const lintedAs = /^\/\/ linted as: (\S+)/.exec(code)?.[1];
  if (!lintedAs) throw new Error(`${file}: the first line must say which file it is linted as`);
  const [result] = await eslint.lintText(code, { filePath: join(root, lintedAs) });
  return result!.messages.map((m) => m.ruleId);
};

const files = readdirSync(fixtures).filter((f) => f.endsWith('.ts'));

describe('module boundaries', () => {
  it.each(files.filter((f) => !f.startsWith('allowed-')))('refuses the crossing in %s', async (file) => {
    expect(await lintFixture(file)).toContain('no-restricted-imports');
  }, 30_000);

  it.each(files.filter((f) => f.startsWith('allowed-')))('lets %s through', async (file) => {
    expect(await lintFixture(file)).toEqual([]);
  }, 30_000);
});
