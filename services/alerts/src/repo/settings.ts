import { DEFAULT_THRESHOLD } from '@tunne/screening';
import { listSources, type ListSource, type ScreeningSettings, type ScreeningSettingsBody } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/** An organisation that has not chosen: every list, the engine's default similarity. */
export const defaultSettings = (): ScreeningSettings => ({ sources: [...listSources], threshold: DEFAULT_THRESHOLD, updated_at: null });

export const readSettings = async (tx: Tx): Promise<ScreeningSettings> => {
  const [row] = await tx<{ sources: ListSource[]; threshold: string; updated_at: Date }[]>`
    select sources, threshold, updated_at from alerts.settings`;
  if (!row) return defaultSettings();
  return { sources: row.sources, threshold: Number(row.threshold), updated_at: row.updated_at.toISOString() };
};

export const writeSettings = async (tx: Tx, body: ScreeningSettingsBody): Promise<ScreeningSettings> => {
  // Stored in the spec's order, whatever order the caller sent.
  const sources = listSources.filter((s) => body.sources.includes(s));
  await tx`insert into alerts.settings (sources, threshold) values (${sources}, ${body.threshold})
    on conflict (organisations_id) do update set sources = excluded.sources, threshold = excluded.threshold,
      users_id = excluded.users_id, updated_at = now()`;
  return readSettings(tx);
};
