import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvBom, csvFormulaTriggers, escapeCsvCell } from './csv.ts';

describe('escapeCsvCell', () => {
  it('prefixes formula triggers with an apostrophe', () => {
    expect(escapeCsvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(escapeCsvCell('+358 40 123')).toBe("'+358 40 123");
    expect(escapeCsvCell('-1')).toBe("'-1");
    expect(escapeCsvCell('@cmd')).toBe("'@cmd");
    expect(escapeCsvCell('\t=1')).toBe("'\t=1");
    expect(escapeCsvCell('\r=1')).toBe("'\r=1");
    expect(escapeCsvCell(-5)).toBe("'-5");
  });
  it('leaves other values as text', () => {
    expect(escapeCsvCell('Oy Yritys Ab')).toBe('Oy Yritys Ab');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell(42)).toBe('42');
    expect(escapeCsvCell(true)).toBe('true');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(undefined)).toBe('');
    expect(escapeCsvCell(new Date('2024-01-02T03:04:05.000Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(escapeCsvCell({ a: 1 })).toBe('{"a":1}');
    expect(escapeCsvCell(['=x'])).toBe('["=x"]');
  });
  it('exports the BOM', () => {
    expect(csvBom).toBe('\uFEFF');
  });
  it('never returns text that starts with a formula trigger', () => {
    const triggerStart = fc.tuple(fc.constantFrom(...csvFormulaTriggers), fc.string()).map(([t, s]) => t + s);
    fc.assert(
      fc.property(fc.oneof(fc.string(), triggerStart, fc.double(), fc.integer(), fc.bigInt(), fc.boolean(), fc.constant(null), fc.jsonValue()), (value) => {
        const out = escapeCsvCell(value);
        expect(csvFormulaTriggers.some((t) => out.startsWith(t))).toBe(false);
      }),
    );
  });
});
