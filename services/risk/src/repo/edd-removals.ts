import { eddTriggerKey, type EddRemoval, type EddRemovalState, type EddTrigger, type RiskBreakdownLine } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';

/**
 * Retained EDD triggers (issue 25 §3): a trigger that disappears from the data — whatever caused it: a PEP record
 * deleted, a PEP answer or a country changed, a hit reclassified, a country delisted — stays in force (HIGH floor, EDD
 * required) until senior management approves its removal. The recalculation passes the retained triggers to the score
 * (calculateScore's `retained`), and records each disappearance here once. Every function runs in the caller's
 * transaction (the recalculation's: as the organisation).
 */

interface RemovalRow {
  id: string;
  customers_id: string;
  trigger_key: string;
  trigger: EddTrigger;
  state: EddRemovalState;
  detected_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
  caused_by: string[];
}

const toRemoval = (row: RemovalRow): EddRemoval => ({
  id: row.id,
  key: row.trigger_key,
  trigger: row.trigger,
  state: row.state,
  detected_at: row.detected_at.toISOString(),
  decided_by: row.decided_by,
  decided_at: row.decided_at?.toISOString() ?? null,
  reason: row.reason,
  caused_by: row.caused_by,
});

const addEvent = async (tx: Tx, customersId: string, action: 'REMOVAL_PENDING' | 'REMOVAL_APPROVED' | 'REMOVAL_WITHDRAWN',
  usersId: string | null, reason: string | null, trigger: EddTrigger): Promise<void> => {
  await tx`insert into risk.edd_events (customers_id, action, users_id, reason, snapshot)
    values (${customersId}, ${action}, ${usersId}::uuid, ${reason}, (${JSON.stringify({ trigger: eddTriggerKey(trigger), details: trigger })}::text)::jsonb)`;
};

/**
 * What the last calculation found in the data, per customer: the stored EDD line's triggers without the retained ones
 * (a customer without an EDD line is left out). With the pending removals this is what may not silently go.
 */
export const retainedCandidates = async (tx: Tx, customerIds: readonly string[]): Promise<Map<string, EddTrigger[]>> => {
  const out = new Map<string, EddTrigger[]>();
  if (customerIds.length === 0) return out;
  const [stored, pending] = await Promise.all([
    tx<{ customers_id: string; breakdown: RiskBreakdownLine[] }[]>`select customers_id, breakdown from risk.customers
      where customers_id = any(${[...customerIds]}::uuid[]) and breakdown @> '[{"type": "EDD"}]'::jsonb`,
    tx<{ customers_id: string; trigger: EddTrigger }[]>`select customers_id, trigger from risk.edd_removals
      where customers_id = any(${[...customerIds]}::uuid[]) and state = 'PENDING' order by detected_at, id`,
  ]);
  const add = (customersId: string, trigger: EddTrigger): void => {
    const list = out.get(customersId) ?? [];
    if (!list.some((t) => eddTriggerKey(t) === eddTriggerKey(trigger))) list.push(trigger);
    out.set(customersId, list);
  };
  for (const row of pending) add(row.customers_id, row.trigger);
  for (const row of stored) {
    const line = row.breakdown.find((l) => l.details.type === 'EDD');
    if (line?.details.type !== 'EDD') continue;
    const retained = new Set(line.details.retained ?? []);
    for (const trigger of line.details.triggers) if (!retained.has(eddTriggerKey(trigger))) add(row.customers_id, trigger);
  }
  return out;
};

export interface RemovalInputs {
  customersId: string;
  /** Triggers found in the data now. */
  found: readonly EddTrigger[];
  /** Triggers kept in force although gone from the data (calculateScore's result minus `found`). */
  retained: readonly EddTrigger[];
  /** Who made the changes calculated now (e.g. deleted the PEP record): none of them may approve a new removal. */
  causedBy?: readonly string[];
}

/** Records new disappearances (PENDING) and withdraws the pending removals of triggers that came back. */
export const syncRemovals = async (tx: Tx, inputs: readonly RemovalInputs[]): Promise<void> => {
  const concerned = inputs.filter((i) => i.retained.length > 0 || i.found.length > 0);
  if (concerned.length === 0) return;
  const pending = await tx<{ id: string; customers_id: string; trigger_key: string; trigger: EddTrigger }[]>`
    select id, customers_id, trigger_key, trigger from risk.edd_removals
     where customers_id = any(${concerned.map((i) => i.customersId)}::uuid[]) and state = 'PENDING' for update`;
  for (const input of concerned) {
    const own = pending.filter((p) => p.customers_id === input.customersId);
    const foundKeys = new Set(input.found.map(eddTriggerKey));
    for (const back of own.filter((p) => foundKeys.has(p.trigger_key))) {
      await tx`update risk.edd_removals set state = 'WITHDRAWN' where id = ${back.id} and customers_id = ${input.customersId}`;
      await addEvent(tx, input.customersId, 'REMOVAL_WITHDRAWN', null, null, back.trigger);
    }
    const waiting = new Set(own.map((p) => p.trigger_key));
    for (const gone of input.retained.filter((t) => !waiting.has(eddTriggerKey(t)))) {
      const causedBy = [...new Set(input.causedBy ?? [])];
      await tx`insert into risk.edd_removals (customers_id, trigger_key, trigger, caused_by)
        values (${input.customersId}, ${eddTriggerKey(gone)}, ${JSON.stringify(gone)}::text::jsonb, ${causedBy}::uuid[])`;
      // The history names who removed it (the first of them; null: the data changed without a user, e.g. a delisting).
      await addEvent(tx, input.customersId, 'REMOVAL_PENDING', causedBy[0] ?? null, null, gone);
    }
  }
};

/** The customer's removals waiting for approval, oldest first. */
export const pendingRemovals = async (tx: Tx, customersId: string): Promise<EddRemoval[]> => {
  const rows = await tx<RemovalRow[]>`select id, customers_id, trigger_key, trigger, state, detected_at, decided_by, decided_at, reason, caused_by
    from risk.edd_removals where customers_id = ${customersId} and state = 'PENDING' order by detected_at, id`;
  return rows.map(toRemoval);
};

/** Every removal waiting for approval in the organisation the caller sees (the approvals inbox), oldest first. */
export const pendingRemovalsOfOrganisation = async (tx: Tx, limit = 200): Promise<(EddRemoval & { customers_id: string })[]> => {
  const rows = await tx<RemovalRow[]>`select id, customers_id, trigger_key, trigger, state, detected_at, decided_by, decided_at, reason, caused_by
    from risk.edd_removals where state = 'PENDING' order by detected_at, id limit ${limit}`;
  return rows.map((row) => ({ ...toRemoval(row), customers_id: row.customers_id }));
};

/**
 * Senior management approves a removal: the trigger goes at the next calculation (the caller recalculates at once).
 * 409 EDD_REMOVAL_NOT_PENDING when it was approved or withdrawn meanwhile; 404 when there is none; 409 EDD_SAME_USER
 * for one who caused it (deleted the PEP record, changed the country): a second person decides.
 */
export const approveRemoval = async (tx: Tx, customersId: string, removalId: string, usersId: string, reason: string): Promise<void> => {
  const [row] = await tx<{ state: EddRemovalState; trigger: EddTrigger; caused_by: string[] }[]>`select state, trigger, caused_by
    from risk.edd_removals where customers_id = ${customersId} and id = ${removalId} for update`;
  if (!row) throw new AppError('NOT_FOUND', 'No such removal');
  if (row.state !== 'PENDING') throw new AppError('EDD_REMOVAL_NOT_PENDING', 'The removal does not wait for approval');
  if (row.caused_by.includes(usersId)) throw new AppError('EDD_SAME_USER', 'Who removed the ground cannot approve its removal: another person decides');
  await tx`update risk.edd_removals set state = 'APPROVED', decided_by = ${usersId}, decided_at = clock_timestamp(), reason = ${reason.trim()}
    where customers_id = ${customersId} and id = ${removalId}`;
  await addEvent(tx, customersId, 'REMOVAL_APPROVED', usersId, reason.trim(), row.trigger);
};
