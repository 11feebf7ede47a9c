import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Language } from '@tunne/contracts';
import { renderManual, type ManualLanguage } from './render.ts';

export const manualLanguages = ['fi', 'en'] as const satisfies readonly ManualLanguage[];

/** Finnish for Finnish users, English for everyone else (spec §2 Menu: "Finnish or English PDF by language"). */
export const manualLanguage = (language: Language | string | null | undefined): ManualLanguage => (language === 'fi' ? 'fi' : 'en');

export const manualFileName: Record<ManualLanguage, string> = { fi: 'tunne-kayttoopas.pdf', en: 'tunne-user-guide.pdf' };

/** The markdown sources (docs/user-guide/) and where `npm run build` writes the PDFs (services/identity/dist/). */
export const guideDir = fileURLToPath(new URL('../../../../docs/user-guide/', import.meta.url));
export const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
export const builtManualPath = (language: ManualLanguage, dir = distDir): string => join(dir, `manual-${language}.pdf`);

export const renderGuide = async (language: ManualLanguage, options: { dir?: string; date?: Date } = {}): Promise<Uint8Array> =>
  renderManual(await readFile(join(options.dir ?? guideDir, `${language}.md`), 'utf8'), { language, date: options.date ?? new Date() });

export type ManualSource = (language: ManualLanguage) => Promise<Uint8Array>;

/**
 * The manual as built at build time; rendered from the guide when the build did not run (development, tests). Either
 * way read once per process and kept in memory (a few tens of kilobytes per language).
 */
export const createManualSource = (options: { distDir?: string; guideDir?: string } = {}): ManualSource => {
  const cache = new Map<ManualLanguage, Promise<Uint8Array>>();
  const load = async (language: ManualLanguage): Promise<Uint8Array> => {
    try {
      return new Uint8Array(await readFile(builtManualPath(language, options.distDir)));
    } catch {
      return renderGuide(language, { ...(options.guideDir ? { dir: options.guideDir } : {}) });
    }
  };
  return (language) => {
    let pdf = cache.get(language);
    if (!pdf) {
      pdf = load(language);
      // A failed render is not kept: the next request tries again.
      pdf.catch(() => cache.delete(language));
      cache.set(language, pdf);
    }
    return pdf;
  };
};
