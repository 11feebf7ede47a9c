import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { guideDir, manualLanguage, renderGuide } from './manual.ts';
import { pdfPageTexts } from './pdf-text.ts';
import { formatDate, renderManual } from './render.ts';

const date = new Date('2026-03-05T10:00:00Z');

describe('the user guide as a PDF', () => {
  it.each([
    ['fi', 'Käyttöopas', 'Päivitetty 05.03.2026', 'Sivu 2 / '],
    ['en', 'User guide', 'Updated 05.03.2026', 'Page 2 / '],
  ] as const)('renders the %s guide: title page, every section heading, page numbers', async (language, title, updated, pageTwo) => {
    const pdf = await renderGuide(language, { date });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPageTexts(pdf);
    // A real guide, not a placeholder: a title page and some 3–5 printed pages.
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages.length).toBeLessThanOrEqual(8);
    expect(pages[0]).toContain('Tunne');
    expect(pages[0]).toContain(title);
    expect(pages[0]).toContain(updated);
    expect(pages[1]).toContain(`${pageTwo}${pages.length}`);
    const markdown = await readFile(join(guideDir, `${language}.md`), 'utf8');
    const headings = [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!);
    expect(headings.length).toBeGreaterThanOrEqual(8);
    const text = pages.join('\n');
    for (const heading of headings) expect(text).toContain(heading);
    const document = await PDFDocument.load(pdf);
    expect(document.getTitle()).toBe(`Tunne – ${title}`);
  });

  it('lays out bold runs, lists, long words and letters outside the standard font', async () => {
    const pdf = await renderManual(
      [
        '# Testi',
        '',
        'Alku **lihava** ja *kursiivi* sekä ääkköset åÅäÄöÖ; Łódź ja 😀.',
        '',
        '- yksi',
        '- kaksi',
        '  1. sisempi',
        '',
        `${'x'.repeat(400)}`,
      ].join('\n'),
      { language: 'fi', date },
    );
    const [, body] = await pdfPageTexts(pdf);
    expect(body).toContain('Alku');
    expect(body).toContain('lihava');
    expect(body).toContain('åÅäÄöÖ; Lódz ja ?.');
    expect(body).toMatch(/yksi[\s\S]*kaksi[\s\S]*1\.[\s\S]*sisempi/);
    // The 400-character word is cut over several lines, none lost.
    expect(body!.match(/x+/g)!.join('')).toHaveLength(400);
  });

  it('picks Finnish for Finnish users and English for everyone else; dates as DD.MM.YYYY in Finnish time', () => {
    expect(['fi', 'en', 'se', 'no', 'dk', null].map(manualLanguage)).toEqual(['fi', 'en', 'en', 'en', 'en', 'en']);
    expect(formatDate(new Date('2026-12-31T22:30:00Z'))).toBe('01.01.2027');
  });
});
