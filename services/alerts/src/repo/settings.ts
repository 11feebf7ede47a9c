import { DEFAULT_THRESHOLD } from '@tunne/screening';
import { evaluationMaxDaysDefault, listSources, type FourEyesOffRequest, type ListSource, type ScreeningSettings, type ScreeningSettingsBody } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';

/**
 * An organisation that has not chosen: every list, the engine's default similarity, no notifications, four-eyes on
 * for sanction and PEP alerts and "needs evaluation" for at most 30 days (issue 25 §3).
 */
export const defaultSettings = (): ScreeningSettings => ({
  sources: [...listSources], threshold: DEFAULT_THRESHOLD, notify_teams_id: null, four_eyes_sanction: true, evaluation_max_days: evaluationMaxDaysDefault, updated_at: null,
  four_eyes_off_request: null,
});

/** The organisation's request to switch four-eyes off that waits for another admin, if any (issue 25 §3). */
export const pendingFourEyesOff = async (tx: Tx): Promise<FourEyesOffRequest | null> => {
  const [row] = await tx<{ id: string; requested_by: string; requested_at: Date }[]>`
    select id, requested_by, requested_at from alerts.four_eyes_off_requests where state = 'PENDING'`;
  return row ? { id: row.id, requested_by: row.requested_by, requested_at: row.requested_at.toISOString() } : null;
};

export const readSettings = async (tx: Tx): Promise<ScreeningSettings> => {
  const [row] = await tx<{ sources: ListSource[]; threshold: string; notify_teams_id: string | null; four_eyes_sanction: boolean; evaluation_max_days: number; updated_at: Date }[]>`
    select sources, threshold, notify_teams_id, four_eyes_sanction, evaluation_max_days, updated_at from alerts.settings`;
  const request = await pendingFourEyesOff(tx);
  if (!row) return { ...defaultSettings(), four_eyes_off_request: request };
  return {
    sources: row.sources,
    threshold: Number(row.threshold),
    notify_teams_id: row.notify_teams_id,
    four_eyes_sanction: row.four_eyes_sanction,
    evaluation_max_days: row.evaluation_max_days,
    updated_at: row.updated_at.toISOString(),
    four_eyes_off_request: request,
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

/**
 * An admin's save that would switch four-eyes off (issue 25 §3): recorded as a request another admin decides; the
 * setting stays on meanwhile. A request already waiting stays (its requester stays the one who asked). Returns whether
 * a new request was made.
 */
export const requestFourEyesOff = async (tx: Tx, usersId: string): Promise<boolean> => {
  const made = await tx`insert into alerts.four_eyes_off_requests (requested_by) values (${usersId})
    on conflict (organisations_id) where state = 'PENDING' do nothing`;
  return made.count > 0;
};

/** Four-eyes switched on again (or kept on): a request to switch it off is withdrawn. */
export const withdrawFourEyesOff = async (tx: Tx): Promise<void> => {
  await tx`update alerts.four_eyes_off_requests set state = 'WITHDRAWN', decided_at = clock_timestamp() where state = 'PENDING'`;
};

/**
 * Another admin decides on the pending request: APPROVED switches four-eyes off, REFUSED keeps it on. 409
 * FOUR_EYES_OFF_NOT_PENDING when none waits, 409 FOUR_EYES_SAME_USER for the one who asked.
 */
export const decideFourEyesOff = async (tx: Tx, usersId: string, approve: boolean, reason: string | null): Promise<FourEyesOffRequest> => {
  const [row] = await tx<{ id: string; requested_by: string; requested_at: Date }[]>`
    select id, requested_by, requested_at from alerts.four_eyes_off_requests where state = 'PENDING' for update`;
  if (!row) throw new AppError('FOUR_EYES_OFF_NOT_PENDING', 'No request to switch four-eyes off waits for approval');
  if (row.requested_by === usersId) throw new AppError('FOUR_EYES_SAME_USER', 'Another admin must decide on switching four-eyes off');
  await tx`update alerts.four_eyes_off_requests set state = ${approve ? 'APPROVED' : 'REFUSED'}, decided_by = ${usersId},
    decided_at = clock_timestamp(), reason = ${reason} where id = ${row.id}`;
  if (approve) await tx`update alerts.settings set four_eyes_sanction = false, users_id = ${usersId}, updated_at = now()`;
  return { id: row.id, requested_by: row.requested_by, requested_at: row.requested_at.toISOString() };
};
