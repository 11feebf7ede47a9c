import { helsinkiDate, type ReviewCycle } from '@tunne/contracts';
import { AppError, type Database, type Tx } from '@tunne/platform';

/**
 * The review cycle on the KYC clock (issue #11 §5, AMLR art. 26): the risk service tells the register how long each
 * customer's next review may wait (kycclock_max_months, from the risk level and the organisation's settings), and
 * the register keeps every alarm within it. Migration 00015 holds the columns and the defaults.
 */

/**
 * The latest alarm day the customer's review cycle allows counted from `today` (default: today in Helsinki),
 * 'YYYY-MM-DD'; null when the caller does not see the customer.
 */
export const latestReviewDate = async (tx: Tx, id: string, today?: string): Promise<string | null> => {
  const from = today === undefined ? tx`customers.today()` : tx`${today}::date`;
  const [row] = await tx<{ latest: string }[]>`
    select to_char((${from} + make_interval(months => coalesce(kycclock_max_months, 12)))::date, 'YYYY-MM-DD') as latest
      from customers.customers where id = ${id}`;
  return row?.latest ?? null;
};

/** Refuses a KYC clock day later than the customer's review cycle allows (12 months until first graded). */
export const checkReviewDate = async (tx: Tx, id: string, alarmAt: string): Promise<void> => {
  const latest = await latestReviewDate(tx, id);
  if (latest !== null && alarmAt > latest) {
    throw new AppError('KYCCLOCK_ALARM_TOO_LATE', `The next review may be at most ${latest}`, '/kycclock_alarm_at');
  }
};

/**
 * Issue 25 §7: a HIGH customer's review cycle, or that of one who needs enhanced due diligence, cannot be stopped
 * (KYCCLOCK_OFF_HIGH_RISK); migration 00055's trigger switches such a clock on whatever path writes the level.
 */
export const checkClockMayStop = async (tx: Tx, id: string): Promise<void> => {
  const [row] = await tx<{ high: boolean }[]>`
    select (riskscores_level = 'HIGH' or edd_state is not null) as high from customers.customers where id = ${id} for update`;
  if (row?.high) throw new AppError('KYCCLOCK_OFF_HIGH_RISK', 'The review cycle of a HIGH or EDD customer cannot be stopped');
};

/**
 * Written by the risk service after each calculation, as the organisation: stores each customer's review cycle and
 * brings a running clock's alarm forward when it lies beyond it (a rise in risk, a shortened setting); never moves
 * one later. Only rows that change are written (each change is in the customer's audit trail). Returns the rows.
 */
export const writeReviewCycles = async (db: Database, organisationsId: string, cycles: readonly ReviewCycle[], now: Date = new Date()): Promise<number> => {
  if (cycles.length === 0) return 0;
  // The cycle is counted in Helsinki days from the day `now` falls on there.
  const latest = (tx: Tx) => tx`(${helsinkiDate(now)}::date + make_interval(months => v.months))::date`;
  const result = await db.tx({ organisationsId }, (tx) => tx`
    update customers.customers c set
        kycclock_max_months = v.months,
        kycclock_alarm_at = case
          when c.is_kycclock and (c.kycclock_alarm_at is null or c.kycclock_alarm_at > ${latest(tx)})
          then ${latest(tx)} else c.kycclock_alarm_at end
      from unnest(${cycles.map((r) => r.customersId)}::uuid[], ${cycles.map((r) => r.months)}::int[]) as v(id, months)
     where c.id = v.id
       and (c.kycclock_max_months is distinct from v.months
            or (c.is_kycclock and (c.kycclock_alarm_at is null or c.kycclock_alarm_at > ${latest(tx)})))`);
  return result.count;
};
