// npm run build (services/identity): the user guide (docs/user-guide/{fi,en}.md) rendered to dist/manual-{fi,en}.pdf,
// which GET /api/v2.5/user/manual serves.
import { mkdir, writeFile } from 'node:fs/promises';
import { log } from '@tunne/platform';
import { builtManualPath, distDir, manualLanguages, renderGuide } from './manual.ts';

await mkdir(distDir, { recursive: true });
for (const language of manualLanguages) {
  const pdf = await renderGuide(language);
  await writeFile(builtManualPath(language), pdf);
  log.info('user guide built', { path: builtManualPath(language), kilobytes: Math.round(pdf.length / 1024) });
}
