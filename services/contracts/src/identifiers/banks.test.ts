/** BICs of the recorded bank directories (/work/shared/data/banks, read in place) validate. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isValidBic } from './index.ts';

// services/contracts/src/identifiers -> repo root (/work/main) -> sibling ../shared
const repoRoot = new URL('../../../../', import.meta.url);
const banksDir = fileURLToPath(new URL('../shared/data/banks/', repoRoot));

const collectBics = (node: unknown, out: string[]): void => {
  if (Array.isArray(node)) for (const item of node) collectBics(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.toLowerCase() === 'bic' && typeof value === 'string' && value.trim() !== '') out.push(value);
      else collectBics(value, out);
    }
  }
};

describe('bank directories', () => {
  it.skipIf(!existsSync(banksDir))('every BIC in shared/data/banks is valid', () => {
    const bics: string[] = [];
    for (const file of readdirSync(banksDir).filter((f) => f.startsWith('generated_') || f.startsWith('manual_'))) {
      collectBics(JSON.parse(readFileSync(`${banksDir}${file}`, 'utf8')), bics);
    }
    expect(bics.length).toBeGreaterThan(100);
    expect(bics.filter((bic) => !isValidBic(bic))).toEqual([]);
  });
});
