import { describe, expect, it } from 'vitest';
import { FileProblem } from './file-problem.ts';
import { importReadLimits } from './read-file.ts';
import { parseXlsx } from './read-xlsx.ts';
import { emptyCells, workbookBytes, zipBytes } from './test-support.ts';
import type { XlsxLimits } from './xlsx-parts.ts';
import { readZipDirectory } from './zip.ts';

const limits: XlsxLimits = { ...importReadLimits, maxRecords: 10, maxCells: 1_000, maxTextChars: 10_000, maxCellChars: 100 };

const refusal = async (work: Promise<unknown>): Promise<FileProblem> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof FileProblem) return error;
    throw error;
  }
  throw new Error('the file was not refused');
};

const inlineRow = (cells: readonly string[]) =>
  `<row>${cells.map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;

describe('parseXlsx', () => {
  it('reads the first tab in the workbook\'s order: shared and inline strings, numbers, booleans, errors, dates, formulas', async () => {
    const bytes = workbookBytes({
      sharedStrings: '<sst><si><t>Nimi</t></si><si><r><t>Åsa </t></r><r><rPr><b/></rPr><t>Öberg</t></r><rPh><t>ignored</t></rPh></si></sst>',
      styles: '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="[Red]&quot;pvm&quot; yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="0.00&quot; d&quot;"/></numFmts>'
        + '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>',
      sheet: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t xml:space="preserve">Muuta &amp; &#228;</t></is></c></row>'
        + '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3" s="1"><v>43968</v></c><c r="C3" s="2"><v>43968.5</v></c><c r="D3" s="3"><v>2</v></c>'
        + '<c r="E3" t="b"><v>1</v></c><c r="F3" t="e"><v>#N/A</v></c><c r="G3"><f>HYPERLINK("http://evil.example","x")</f><v>0</v></c>'
        + '<c r="H3" t="str"><f t="shared" ref="H3:H4" si="0">A3&amp;"!"</f><v>Åsa Öberg!</v></c><c r="I3"><v>1.50</v></c></row>'
        + '<row r="4"><c r="A4" t="str"><v>=1+1</v></c><c r="H4" t="str"><f t="shared" si="0"/><v>x</v></c><c r="J4"/></row>'
        + '<row r="5"><c r="A5"/><c r="B5" t="s"><v>99</v></c></row>',
    });
    expect(await parseXlsx(bytes, limits)).toEqual([
      ['Nimi', '', 'Muuta & ä'],
      ['Åsa Öberg', '2020-05-17', '2020-05-17T12:00:00.000Z', '2', 'true', '#N/A', '=HYPERLINK("http://evil.example","x")', '=A3&"!"', '1.5'],
      // A cell sharing a formula reads as the formula's cell, as exceljs gave it; trailing empty cells are left out.
      ['=1+1', '', '', '', '', '', '', '=H3'],
    ]);
  });

  it('reads prefixed element names, the 1904 date system and rows without references', async () => {
    const bytes = workbookBytes({
      workbookPr: 'date1904="1"',
      styles: '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>',
      sheet: '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>'
        + '<x:row><x:c t="inlineStr"><x:is><x:t>a</x:t></x:is></x:c><x:c s="1"><x:v>0</x:v></x:c></x:row>'
        + '<x:row><x:c t="inlineStr"><x:is><x:t><![CDATA[<b>]]></x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>',
    });
    expect(await parseXlsx(bytes, limits)).toEqual([['a', '1904-01-01'], ['<b>']]);
  });

  it('stops after maxRecords rows with text and reads nothing after them', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => inlineRow([`r${i}`])).join('');
    // Whatever follows the rows needed is never read: broken XML there is no error.
    const bytes = workbookBytes({ sheet: `<worksheet><sheetData><row/>${rows}<c t="inlineStr"><is><t>${'x'.repeat(200)}</t></is></c><!DOCTYPE x></sheetData></worksheet>` });
    const read = await parseXlsx(bytes, limits);
    expect(read).toHaveLength(10);
    expect(read[9]).toEqual(['r9']);
  });

  it('refuses millions of empty cells at the cell limit, however well they compress', async () => {
    const bytes = workbookBytes({ sheet: emptyCells(20, 100) });
    const problem = await refusal(parseXlsx(bytes, limits));
    expect(problem.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(problem.message).toMatch(/more than 1000 cells/);
  });

  it('refuses a cell past the column limit and rows padded into too many cells', async () => {
    expect((await refusal(parseXlsx(workbookBytes({ sheet: '<row><c r="XFE1" t="b"><v>1</v></c></row>' }), limits))).message).toMatch(/more than 16384 columns/);
    const wide = Array.from({ length: 5 }, (_, i) => `<row><c r="ZZ${i + 1}" t="b"><v>1</v></c></row>`).join('');
    expect((await refusal(parseXlsx(workbookBytes({ sheet: wide }), limits))).code).toBe('IMPORT_FILE_TOO_LARGE');
  });

  it('refuses a shared string used over and over beyond the text limit, and one over the cell length', async () => {
    const reused = `<row>${'<c t="s"><v>0</v></c>'.repeat(150)}</row>`;
    const overText = await refusal(parseXlsx(workbookBytes({ sharedStrings: `<sst><si><t>${'a'.repeat(99)}</t></si></sst>`, sheet: reused }), limits));
    expect(overText.message).toMatch(/too much text/);
    const overCell = await refusal(parseXlsx(workbookBytes({ sharedStrings: `<sst><si><t>${'a'.repeat(101)}</t></si></sst>`, sheet: '' }), limits));
    expect(overCell.message).toMatch(/more than 100 characters/);
  });

  it('refuses a document type declaration (no entity is ever expanded)', async () => {
    const bytes = workbookBytes({ sheet: '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol">]><worksheet><sheetData/></worksheet>' });
    expect((await refusal(parseXlsx(bytes, limits))).code).toBe('IMPORT_FILE_UNREADABLE');
  });

  it('stops inflating a part that unpacks to more than its declared size', async () => {
    const bytes = workbookBytes({ sheet: emptyCells(1, 200_000), declaredSizes: { 'xl/worksheets/sheet2.xml': 1000 } });
    const problem = await refusal(parseXlsx(bytes, { ...limits, maxCells: 10_000_000 }));
    expect(problem.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(problem.message).toMatch(/more than its declared 1000 bytes/);
  });

  it('refuses what is not a workbook', async () => {
    expect((await refusal(parseXlsx(zipBytes([{ name: 'a.txt', data: 'a' }]), limits))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await refusal(parseXlsx(Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3]), limits))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // A part whose deflate stream is broken (0xff opens a block of the reserved type).
    const corrupt = workbookBytes({ sheet: '' });
    corrupt.fill(0xff, 30 + '[Content_Types].xml'.length, 30 + '[Content_Types].xml'.length + 4);
    const start = Buffer.from(corrupt).indexOf(Buffer.from('_rels/.rels')) + '_rels/.rels'.length;
    corrupt.fill(0xff, start, start + 4);
    expect((await refusal(parseXlsx(corrupt, limits))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const workbook = workbookBytes({ sheet: '' });
    const truncated = workbook.subarray(0, workbook.byteLength - 30);
    expect((await refusal(parseXlsx(truncated, limits))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('readZipDirectory', () => {
  const bomb = (declared: number, compressed: string) => zipBytes([{ name: 'xl/worksheets/sheet1.xml', data: compressed, declaredSize: declared }]);

  it('refuses before inflating a declared total over the limit or a ratio no workbook has', () => {
    const overTotal = (() => {
      try {
        readZipDirectory(bomb(importReadLimits.maxTotalBytes + 1, 'x'.repeat(1_000_000)), importReadLimits);
      } catch (error) {
        return error as FileProblem;
      }
      return null;
    })();
    expect(overTotal?.code).toBe('IMPORT_FILE_TOO_LARGE');
    expect(overTotal?.message).toMatch(/unpacks to more than 100 MB/);
    expect(() => readZipDirectory(bomb(50 * 1024 * 1024, 'x'), importReadLimits)).toThrow(/compressed \d+ times over/);
    // Small parts compress as they like (an empty sheet is mostly markup).
    expect(readZipDirectory(bomb(1024 * 1024, 'x'), importReadLimits).get('xl/worksheets/sheet1.xml')?.size).toBe(1024 * 1024);
  });

  it('refuses more parts than a workbook has, two parts of one name and an encrypted part', () => {
    const many = zipBytes(Array.from({ length: 11 }, (_, i) => ({ name: `p${i}`, data: '' })));
    expect(() => readZipDirectory(many, { ...importReadLimits, maxEntries: 10 })).toThrow(/more than 10 parts/);
    expect(() => readZipDirectory(zipBytes([{ name: 'a', data: '1' }, { name: 'a', data: '2' }]), importReadLimits)).toThrow(/two parts named a/);
    const encrypted = zipBytes([{ name: 'a', data: '1' }]);
    const central = Buffer.from(encrypted).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted[central + 8] = 0x01;
    expect(() => readZipDirectory(encrypted, importReadLimits)).toThrow(/encrypted/);
  });
});
