import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtManualPath, createManualSource } from './manual.ts';
import { pdfPageTexts } from './pdf-text.ts';

describe('createManualSource', () => {
  it('serves the PDF the build wrote, read once', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tunne-manual-'));
    writeFileSync(builtManualPath('fi', dist), '%PDF-built');
    const manual = createManualSource({ distDir: dist });
    expect(Buffer.from(await manual('fi')).toString()).toBe('%PDF-built');
    writeFileSync(builtManualPath('fi', dist), '%PDF-changed');
    expect(Buffer.from(await manual('fi')).toString()).toBe('%PDF-built');
  });

  it('renders the guide when the build has not run, and keeps it', async () => {
    const manual = createManualSource({ distDir: mkdtempSync(join(tmpdir(), 'tunne-manual-')) });
    const first = await manual('en');
    expect((await pdfPageTexts(first))[0]).toContain('User guide');
    expect(await manual('en')).toBe(first);
  });

  it('tries again after a failed render', async () => {
    const guides = mkdtempSync(join(tmpdir(), 'tunne-guide-'));
    const manual = createManualSource({ distDir: guides, guideDir: guides });
    await expect(manual('fi')).rejects.toThrow();
    writeFileSync(join(guides, 'fi.md'), '# Opas\n\nTeksti.');
    expect((await pdfPageTexts(await manual('fi')))[0]).toContain('Opas');
  });
});
