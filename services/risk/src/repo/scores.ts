import type { Page, RiskBreakdownLine, RiskLevel, RiskNaReason, RiskScore, RiskScoreHistoryEntry } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import type { CustomerAccess } from '../ports.ts';
import type { ScoreResultWithEdd } from '../score/calculate.ts';

interface ScoreRow {
  customers_id: string;
  points: number | null;
  level: RiskLevel | null;
  na_reason: RiskNaReason | null;
  unanswered_mandatory: number;
  breakdown: RiskBreakdownLine[];
  calculated_at: Date | null;
}

const toScore = (row: ScoreRow): RiskScore => ({
  customers_id: row.customers_id,
  calculated_at: row.calculated_at?.toISOString() ?? null,
  level: row.level ?? 'NA',
  points: row.points ?? 0,
  na_reason: row.na_reason,
  unanswered_mandatory: row.unanswered_mandatory,
  breakdown: row.breakdown,
});

/** The customer's current score; null when risk has never calculated it. */
export const getScore = async (tx: Tx, customersId: string): Promise<RiskScore | null> => {
  const [row] = await tx<ScoreRow[]>`select customers_id, points, level, na_reason, unanswered_mandatory, breakdown, calculated_at
    from risk.customers where customers_id = ${customersId}`;
  return row && row.calculated_at ? toScore(row) : null;
};

interface HistoryRow extends Omit<ScoreRow, 'customers_id' | 'calculated_at'> {
  id: string;
  calculated_at: Date;
  cause: string;
}

const toEntry = (row: HistoryRow): RiskScoreHistoryEntry => ({
  id: row.id,
  calculated_at: row.calculated_at.toISOString(),
  level: row.level ?? 'NA',
  points: row.points ?? 0,
  na_reason: row.na_reason,
  unanswered_mandatory: row.unanswered_mandatory,
  breakdown: row.breakdown,
  cause: row.cause,
});

/** The score in force at `at` (the last one calculated by then, to the millisecond the API shows); null before the first. */
export const scoreAt = async (tx: Tx, customersId: string, at: Date): Promise<RiskScoreHistoryEntry | null> => {
  const [row] = await tx<HistoryRow[]>`select id::text, points, level, na_reason, unanswered_mandatory, breakdown, calculated_at, cause
    from risk.score_history where customers_id = ${customersId} and date_trunc('milliseconds', calculated_at) <= ${at}
    order by calculated_at desc, id desc limit 1`;
  return row ? toEntry(row) : null;
};

/** Every change of the customer's score, newest first. */
export const scoreHistory = async (tx: Tx, customersId: string, page: number, size: number): Promise<Page<RiskScoreHistoryEntry>> => {
  const [rows, [count]] = await Promise.all([
    tx<HistoryRow[]>`select id::text, points, level, na_reason, unanswered_mandatory, breakdown, calculated_at, cause
      from risk.score_history where customers_id = ${customersId} order by calculated_at desc, id desc limit ${size} offset ${(page - 1) * size}`,
    tx<{ n: number }[]>`select count(*)::int as n from risk.score_history where customers_id = ${customersId}`,
  ]);
  return { items: rows.map(toEntry), total: count?.n ?? 0, page, size };
};

/** The row the customer's risk data hangs on, made after the customers service confirmed the caller sees the customer. */
export const ensureCustomer = async (tx: Tx, customersId: string): Promise<void> => {
  await tx`select risk.ensure_customer(${customersId})`;
};

/** Key-sorted JSON, so a breakdown read back from jsonb compares equal to the one just calculated. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : v);

export interface CalculatedScore extends ScoreResultWithEdd {
  access: CustomerAccess;
}

/**
 * Stores a batch of calculated scores (as the organisation): the current score on risk.customers, and a history row for each customer whose points, level or breakdown changed. Returns those customers.
 */
export const writeScores = async (tx: Tx, scores: readonly CalculatedScore[], cause: string): Promise<string[]> => {
  if (scores.length === 0) return [];
  const ids = scores.map((s) => s.access.customersId);
  const previous = await tx<ScoreRow[]>`select customers_id, points, level, na_reason, unanswered_mandatory, breakdown, calculated_at
    from risk.customers where customers_id = any(${ids}::uuid[])`;
  const before = new Map(previous.map((row) => [row.customers_id, row]));
  const changed = scores.filter((s) => {
    const row = before.get(s.access.customersId);
    return !row || row.calculated_at === null || row.points !== s.points || row.level !== s.level || row.na_reason !== s.na_reason
      || canonical(row.breakdown) !== canonical(s.breakdown);
  });
  const breakdowns = scores.map((s) => JSON.stringify(s.breakdown));
  await tx`insert into risk.customers (customers_id, points, level, na_reason, unanswered_mandatory, breakdown, calculated_at)
    select v.id, v.points, v.level, v.na_reason, v.unanswered, v.breakdown::jsonb, now()
      from unnest(${ids}::uuid[], ${scores.map((s) => s.points)}::int[], ${scores.map((s) => s.level)}::text[],
                  ${scores.map((s) => s.na_reason)}::text[], ${scores.map((s) => s.unanswered_mandatory)}::int[], ${breakdowns}::text[])
           as v(id, points, level, na_reason, unanswered, breakdown)
    on conflict (organisations_id, customers_id) do update set points = excluded.points, level = excluded.level, na_reason = excluded.na_reason,
      unanswered_mandatory = excluded.unanswered_mandatory, breakdown = excluded.breakdown, calculated_at = excluded.calculated_at`;
  if (changed.length > 0) {
    await tx`insert into risk.score_history (organisations_id, customers_id, calculated_at, points, level, na_reason, unanswered_mandatory,
        breakdown, cause)
      select risk.caller_organisation(), v.id, now(), v.points, v.level, v.na_reason, v.unanswered, v.breakdown::jsonb, ${cause}
        from unnest(${changed.map((s) => s.access.customersId)}::uuid[], ${changed.map((s) => s.points)}::int[],
                    ${changed.map((s) => s.level)}::text[], ${changed.map((s) => s.na_reason)}::text[],
                    ${changed.map((s) => s.unanswered_mandatory)}::int[], ${changed.map((s) => JSON.stringify(s.breakdown))}::text[])
             as v(id, points, level, na_reason, unanswered, breakdown)`;
  }
  return changed.map((s) => s.access.customersId);
};
