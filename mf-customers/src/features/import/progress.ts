import type { CustomerImportProgress } from '@tunne/contracts';

/** Share of the whole import each phase stands for (rows written take longest). */
const phaseSpan: Record<CustomerImportProgress['phase'], [from: number, to: number]> = {
  validate: [0, 30],
  duplicates: [30, 60],
  insert: [60, 100],
};

/** One percentage (0–100, whole numbers) across the three phases of the NDJSON progress lines. */
export const overallPercent = (progress: CustomerImportProgress | null): number => {
  if (!progress) return 0;
  const [from, to] = phaseSpan[progress.phase];
  const share = progress.total > 0 ? Math.min(1, progress.progress / progress.total) : 1;
  return Math.round(from + (to - from) * share);
};

export const isProgressLine = (value: unknown): value is CustomerImportProgress =>
  typeof value === 'object' && value !== null && 'phase' in value && 'progress' in value && 'total' in value;
