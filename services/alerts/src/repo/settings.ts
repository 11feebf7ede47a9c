import { DEFAULT_THRESHOLD } from '@tunne/screening';
import { evaluationMaxDaysDefault, listSources, type ListSource, type ScreeningSettings, type ScreeningSettingsBody } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

/**
 * An organisation that has not chosen: every list, the engine's default similarity, no notifications, four-eyes on
 * for sanction and PEP alerts and "needs evaluation" for at most 30 days (issue 25 §3).
 */
export const defaultSettings = (): ScreeningSettings => ({
  sources: [...listSources], threshold: DEFAULT_THRESHOLD, notify_teams_id: null, four_eyes_sanction: true, evaluation_max_days: evaluationMaxDaysDefault, updated_at: null,
});

export const readSettings = async (tx: Tx): Promise<ScreeningSettings> => {
  const [row] = await tx<{ sources: ListSource[]; threshold: string; notify_teams_id: string | null; four_eyes_sanction: boolean; evaluation_max_days: number; updated_at: Date }[]>`
    select sources, threshold, notify_teams_id, four_eyes_sanction, evaluation_max_days, updated_at from alerts.settings`;
  if (!row) return defaultSettings();
  return {
    sources: row.sources,
    threshold: Number(row.threshold),
    notify_teams_id: row.notify_teams_id,
    four_eyes_sanction: row.four_eyes_sanction,
    evaluation_max_days: row.evaluation_max_days,
    updated_at: row.updated_at.toISOString(),
  };
};

/** Stores the settings; a body without notify_teams_id, four_eyes_sanction or evaluation_max_days keeps what was chosen before. */
export const writeSettings = async (tx: Tx, body: ScreeningSettingsBody): Promise<ScreeningSettings> => {
  // Stored in the spec's order, whatever order the caller sent.
  const sources = listSources.filter((s) => body.sources.includes(s));
  const keepTeam = body.notify_teams_id === undefined;
  const keepFourEyes = body.four_eyes_sanction === undefined;
  const keepDays = body.evaluation_max_days === undefined;
  await tx`insert into alerts.settings (sources, threshold, notify_teams_id, four_eyes_sanction, evaluation_max_days)
    values (${sources}, ${body.threshold}, ${body.notify_teams_id ?? null}, ${body.four_eyes_sanction ?? true}, ${body.evaluation_max_days ?? evaluationMaxDaysDefault})
    on conflict (organisations_id) do update set sources = excluded.sources, threshold = excluded.threshold,
      notify_teams_id = case when ${keepTeam} then alerts.settings.notify_teams_id else excluded.notify_teams_id end,
      four_eyes_sanction = case when ${keepFourEyes} then alerts.settings.four_eyes_sanction else excluded.four_eyes_sanction end,
      evaluation_max_days = case when ${keepDays} then alerts.settings.evaluation_max_days else excluded.evaluation_max_days end,
      users_id = excluded.users_id, updated_at = now()`;
  return readSettings(tx);
};
