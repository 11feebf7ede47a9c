import { defaultRiskScoreSettings, riskListSettings, riskPointSettings, riskReviewSettings, type RiskRecalculation, type RiskScoreSettings } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

type SettingsRow = Omit<RiskScoreSettings, 'updated_at'> & { updated_at: Date };

const columns = [...riskPointSettings, ...riskListSettings, ...riskReviewSettings, 'young_company_days', 'limit_low', 'limit_regular', 'limit_high'] as const;

/**
 * The organisation's settings; the defaults until an admin saves them. countries_high / countries_medium are the
 * organisation's own additions: the EU list of high-risk third countries is read apart (repo/eu-lists.ts).
 */
export const getSettings = async (tx: Tx): Promise<RiskScoreSettings> => {
  const [row] = await tx<SettingsRow[]>`select ${tx(columns)}, eu_list_max_age_days, updated_at from risk.settings`;
  if (!row) {
    return { ...defaultRiskScoreSettings, countries_high: [], countries_medium: [], countries: [], companytypes: [], industries: [], eu_list_max_age_days: null };
  }
  return { ...row, updated_at: row.updated_at.toISOString() };
};

export const saveSettings = async (tx: Tx, settings: Omit<RiskScoreSettings, 'updated_at'>): Promise<RiskScoreSettings> => {
  const values = { ...Object.fromEntries(columns.map((c) => [c, settings[c]])), eu_list_max_age_days: settings.eu_list_max_age_days ?? null };
  await tx`insert into risk.settings ${tx(values)}
    on conflict (organisations_id) do update set ${tx(values)}, users_id = excluded.users_id, updated_at = now()`;
  return getSettings(tx);
};

/** Starts (or restarts) the background recalculation of every customer of the organisation. */
export const startFullRecalculation = async (tx: Tx, cause: string): Promise<void> => {
  await tx`insert into risk.recalc_runs (cause) values (${cause})
    on conflict (organisations_id) do update set generation = risk.recalc_runs.generation + 1, after_id = null, processed = 0,
      cause = excluded.cause, started_at = now(), finished_at = null`;
};

export const getRecalculation = async (tx: Tx): Promise<RiskRecalculation> => {
  const [row] = await tx<{ processed: number; started_at: Date; finished_at: Date | null }[]>`
    select processed, started_at, finished_at from risk.recalc_runs`;
  return {
    running: !!row && row.finished_at === null,
    processed: row?.processed ?? 0,
    started_at: row?.started_at.toISOString() ?? null,
    finished_at: row?.finished_at?.toISOString() ?? null,
  };
};

/** Customers whose inputs changed: recalculated by the queue worker (outbox: same transaction as the change). */
export const queueRecalculation = async (
  tx: Tx, customerIds: readonly string[], cause: string, causedBy: (customersId: string) => readonly string[] = () => [],
): Promise<void> => {
  if (customerIds.length === 0) return;
  const ids = [...new Set(customerIds)];
  // Who caused it (issue 25 §3: who removed an EDD ground may not approve its removal), one text per customer: the
  // users' ids joined by commas (a uuid[] per row does not travel through unnest), merged with those queued before.
  const users = ids.map((id) => [...new Set(causedBy(id))].join(','));
  await tx`insert into risk.recalc_queue (customers_id, cause, caused_by)
    select v.id, ${cause}, case when v.users = '' then '{}'::uuid[] else string_to_array(v.users, ',')::uuid[] end
      from unnest(${ids}::uuid[], ${users}::text[]) as v(id, users)
    on conflict (organisations_id, customers_id) do update set cause = excluded.cause, queued_at = clock_timestamp(),
      caused_by = array(select distinct u from unnest(risk.recalc_queue.caused_by || excluded.caused_by) as u)`;
};
