import { eidLevels, type EidLevel, type EidLevelChange, type EidLevelChanges } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { readSettings } from './settings.ts';

// Lowering the minimum eID level of assurance needs a second admin (issue 25 §3, §5): the request, the decision, and
// the level written only when another admin approves. Raising stays immediate (writeSettings).

interface ChangeRow {
  id: string;
  eid_min_level: EidLevel;
  previous_level: EidLevel;
  reason: string;
  requested_by: string;
  requested_at: Date;
  state: EidLevelChange['state'];
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
}

const toChange = (r: ChangeRow): EidLevelChange => ({
  ...r,
  requested_at: r.requested_at.toISOString(),
  decided_at: r.decided_at?.toISOString() ?? null,
});

/** Whether `next` is below `current` (a weakening). */
export const lowersEidLevel = (current: EidLevel, next: EidLevel): boolean => eidLevels.indexOf(next) < eidLevels.indexOf(current);

/** At most this many decided requests are listed. */
const historyLimit = 20;

/** The level in force, the request waiting (if any) and the latest decided ones (RLS: the caller's organisation). */
export const readEidLevelChanges = async (tx: Tx): Promise<EidLevelChanges> => {
  const rows = await tx<ChangeRow[]>`
    select id, eid_min_level, previous_level, reason, requested_by, requested_at, state, decided_by, decided_at, decision_reason
      from outbound.eid_level_changes order by requested_at desc, id limit ${historyLimit + 1}`;
  const pending = rows.find((r) => r.state === 'PENDING');
  return {
    current: (await readSettings(tx)).eid_min_level,
    pending: pending ? toChange(pending) : null,
    history: rows.filter((r) => r.state !== 'PENDING').slice(0, historyLimit).map(toChange),
  };
};

/** An admin asks for a lower level: 409 EID_LEVEL_NOT_LOWER when it is not lower, EID_LEVEL_CHANGE_PENDING when one waits. */
export const requestEidLevelChange = async (tx: Tx, usersId: string, level: EidLevel, reason: string): Promise<EidLevelChange> => {
  const current = (await readSettings(tx)).eid_min_level;
  if (!lowersEidLevel(current, level)) throw new AppError('EID_LEVEL_NOT_LOWER', 'The level asked for is not lower than the one in force: raise it in the settings', '/eid_min_level');
  const [waiting] = await tx`select 1 from outbound.eid_level_changes where state = 'PENDING' for update`;
  if (waiting) throw new AppError('EID_LEVEL_CHANGE_PENDING', 'A request to lower the level already waits for a decision');
  const [row] = await tx<ChangeRow[]>`
    insert into outbound.eid_level_changes (organisations_id, eid_min_level, previous_level, reason, requested_by)
    values ((select outbound.caller_organisation()), ${level}, ${current}, ${reason.trim()}, ${usersId})
    returning id, eid_min_level, previous_level, reason, requested_by, requested_at, state, decided_by, decided_at, decision_reason`;
  return toChange(row!);
};

/**
 * Another admin decides on the waiting request: approved, the level is written; refused, nothing changes. The
 * requester cannot decide (409 EID_LEVEL_SAME_USER); a request not waiting (or unknown) is 409 EID_LEVEL_NOT_PENDING.
 */
export const decideEidLevelChange = async (
  tx: Tx, usersId: string, requestId: string, approve: boolean, reason: string,
): Promise<EidLevelChange> => {
  const [row] = await tx<ChangeRow[]>`
    select id, eid_min_level, previous_level, reason, requested_by, requested_at, state, decided_by, decided_at, decision_reason
      from outbound.eid_level_changes where id = ${requestId} for update`;
  if (!row || row.state !== 'PENDING') throw new AppError('EID_LEVEL_NOT_PENDING', 'The request no longer waits for a decision');
  if (row.requested_by === usersId) throw new AppError('EID_LEVEL_SAME_USER', 'Another admin must decide on your request');
  const [decided] = await tx<ChangeRow[]>`
    update outbound.eid_level_changes set state = ${approve ? 'APPROVED' : 'REFUSED'}, decided_by = ${usersId}, decided_at = now(),
        decision_reason = ${reason.trim()}
      where id = ${requestId}
    returning id, eid_min_level, previous_level, reason, requested_by, requested_at, state, decided_by, decided_at, decision_reason`;
  if (approve) {
    await tx`update outbound.settings set eid_min_level = ${row.eid_min_level}, updated_at = now()`;
  }
  return toChange(decided!);
};
