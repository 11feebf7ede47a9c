import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvBom, csvField, csvFormulaTriggers, csvRecord, escapeCsvCell } from './csv.ts';

type Separator = ',' | ';' | '\t';

/**
 * How spreadsheet programs read a CSV file with a separator of their own choosing. `lenient` is the common
 * reader (Python's csv, LibreOffice): a quote opens a quoted field only at the field's start, after the closing
 * quote the rest up to the separator is appended as is. `toggle` treats every quote as opening or closing
 * quoting (`""` inside quotes is one quote). Both end a record at CR or LF outside quotes.
 */
const readFields = (text: string, separator: Separator, model: 'lenient' | 'toggle'): string[] => {
  const fields: string[] = [];
  let field = '';
  let state: 'start' | 'unquoted' | 'quoted' | 'after-quote' = 'start';
  const end = () => {
    fields.push(field);
    field = '';
    state = 'start';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (state === 'quoted') {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') state = 'after-quote';
      else field += char;
    } else if (char === separator || char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      end();
    } else if (char === '"' && (state === 'start' || model === 'toggle')) {
      state = 'quoted';
    } else {
      field += char;
      if (state === 'start') state = 'unquoted';
    }
  }
  if (field || state !== 'start') end();
  return fields;
};

/** The records of a file read with the writer's own separator (RFC 4180, which the writer follows). */
const readRecords = (text: string, separator: Separator): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
};

const startsWithTrigger = (field: string) => csvFormulaTriggers.some((trigger) => field.startsWith(trigger));
/** A number as String() writes it (-10, -1.5e-7): a value, not a formula, and left as it is (issue 26). */
const plainNumber = (field: string) => /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(field);
/**
 * A field a reader out of step got from a number cell of ours joined with what followed it ("-10;next"): a number
 * then a list separator is no formula a spreadsheet can run (outside a function call `,` and `;` take references or
 * arguments, never a number) — it is shown as text. Anything else starting with a trigger is dangerous.
 */
const numberThenSeparator = (field: string) => /^\s*"?-?\d+(\.\d+)?(e[+-]?\d+)?"?\s*([,;\t]|$)/i.test(field);

/** Cells made of the characters that matter here: triggers, separators, quotes, line breaks, a letter, a space. */
const awkwardCell = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'", 'a', ' '), maxLength: 12 });
const anyCell = fc.oneof(awkwardCell, fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant('Safe Oy,=cmd|\' /C calc\'!A0'));

describe('escapeCsvCell', () => {
  it('prefixes a formula trigger at the start with an apostrophe', () => {
    expect(escapeCsvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(escapeCsvCell('+358 40 123')).toBe("'+358 40 123");
    expect(escapeCsvCell('-1')).toBe("'-1");
    expect(escapeCsvCell('@cmd')).toBe("'@cmd");
    expect(escapeCsvCell('\t=1')).toBe("'\t'=1");
    expect(escapeCsvCell('\r=1')).toBe("'\r'=1");
  });

  it('leaves plain numbers alone, also negative ones (issue 26: -10 days was exported as \'-10)', () => {
    expect(escapeCsvCell(-5)).toBe('-5');
    expect(escapeCsvCell(-10.5)).toBe('-10.5');
    expect(escapeCsvCell(-3n)).toBe('-3');
    expect(escapeCsvCell(Number.NEGATIVE_INFINITY)).toBe("'-Infinity");
    expect(csvRecord(['Oy', -10, 0, 2.5], ';')).toBe('Oy;"-10";0;2.5\r\n');
    // Text that looks like a number is text a user typed: still neutralised.
    expect(escapeCsvCell('-10')).toBe("'-10");
  });

  it('prefixes a trigger right after a comma, semicolon, tab or line break inside the cell', () => {
    expect(escapeCsvCell("Safe Oy,=cmd|' /C calc'!A0")).toBe("Safe Oy,'=cmd|' /C calc'!A0");
    expect(escapeCsvCell('a;+1')).toBe("a;'+1");
    expect(escapeCsvCell('rivi\n@x')).toBe("rivi\n'@x");
    expect(escapeCsvCell(',"=x')).toBe(`,"'=x`);
    expect(escapeCsvCell('Myynti, -20 %')).toBe("Myynti, '-20 %");
    expect(escapeCsvCell('Oy Ab -osasto')).toBe('Oy Ab -osasto');
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
});

describe('csvField', () => {
  it('always quotes a neutralised cell, and any cell with a comma, semicolon, quote, tab or line break', () => {
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
    expect(csvField(-5)).toBe('"-5"');
    expect(csvField(5)).toBe('5');
    expect(csvField('-5')).toBe(`"'-5"`);
    expect(csvField("Safe Oy,=cmd|' /C calc'!A0")).toBe(`"Safe Oy,'=cmd|' /C calc'!A0"`);
    expect(csvField('Pilkku, "Lainaus" Oy')).toBe('"Pilkku, ""Lainaus"" Oy"');
    expect(csvField('Puoli; Piste')).toBe('"Puoli; Piste"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('rivi\r\nvaihto')).toBe('"rivi\r\nvaihto"');
    expect(csvField('a|b', '|')).toBe('"a|b"');
  });

  it('leaves plain text, numbers and dates unquoted', () => {
    expect(csvField('Öljysataman Huolto Oy')).toBe('Öljysataman Huolto Oy');
    expect(csvField(42)).toBe('42');
    expect(csvField(new Date('2024-01-02T03:04:05.000Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(csvField(null)).toBe('');
    expect(csvRecord(['a', 'b,c', '=d'])).toBe(`a;"b,c";"'=d"\r\n`);
  });

  it('reads back as the neutralised cells with the writer\'s separator', () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyCell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), fc.constantFrom<Separator>(';', ',', '\t'), (rows, separator) => {
        const text = rows.map((row) => csvRecord(row, separator)).join('');
        const records = readRecords(text, separator);
        expect(records).toEqual(rows.map((row) => row.map((cell) => escapeCsvCell(cell))));
        expect(records.flat().filter((field) => startsWithTrigger(field) && !plainNumber(field))).toEqual([]);
      }),
    );
  });

  // A reader out of step with the quoting may end a record inside what we wrote as one, so a field of its own
  // can hold our CRLF; what must never happen is a field that is a formula once its leading whitespace is trimmed.
  it('gives no field that is a formula (leading whitespace trimmed) to a reader splitting on , ; or TAB, in step or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(anyCell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        // Written as the export writes (`;`) or with commas; read with any separator.
        fc.constantFrom<Separator>(';', ','),
        fc.constantFrom<Separator>(';', ',', '\t'),
        fc.constantFrom('lenient' as const, 'toggle' as const),
        (rows, written, read, model) => {
          const text = rows.map((row) => csvRecord(row, written)).join('');
          const dangerous = readFields(text, read, model).filter((field) => /^\s*[=+\-@]/.test(field) && !numberThenSeparator(field));
          expect(dangerous).toEqual([]);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
