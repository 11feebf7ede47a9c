import {
  customerEddState, eddFileMaxCount, eddTextMaxLength, eddTriggerKey, freezeDefaultAuthority, type CustomerEdd, type EddEvent, type EddEventAction,
  type EddFile, type EddFileKind, type EddFreeze, type EddState, type EddTrigger, type FreezeLiftRequest, type FreezeNotification,
  type RiskBreakdownLine,
} from '@tunne/contracts';
import { AppError, type Principal, type Tx, type UploadedFile } from '@tunne/platform';
import type { EddMark } from '../ports.ts';
import { pendingRemovals } from './edd-removals.ts';

/**
 * Enhanced due diligence (issue #11 §2): the answers, their files, senior management's decision, the freezes of
 * confirmed sanctions hits, and the history of all of it. Every function runs in the caller's transaction, so row-level
 * security keeps each user to the customers they see; the recalculation runs them as the organisation.
 */

interface EddRow {
  customers_id: string;
  purpose: string | null;
  source_of_funds: string | null;
  source_of_wealth: string | null;
  state: EddState;
  revision: number;
  filled_by: string[];
  submitted_at: Date | null;
  decided_by: string | null;
  decided_at: Date | null;
  refusal_reason: string | null;
  waiver_reason: string | null;
  approved_triggers: string[];
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** The triggers of the stored score (its EDD line); none before the first calculation. */
const storedTriggers = (breakdown: readonly RiskBreakdownLine[] | undefined): EddTrigger[] => {
  const line = breakdown?.find((l) => l.details.type === 'EDD');
  return line?.details.type === 'EDD' ? line.details.triggers : [];
};

const currentTriggers = async (tx: Tx, customersId: string): Promise<EddTrigger[]> => {
  const [row] = await tx<{ breakdown: RiskBreakdownLine[] }[]>`select breakdown from risk.customers where customers_id = ${customersId}`;
  return storedTriggers(row?.breakdown);
};

const lockEdd = async (tx: Tx, customersId: string): Promise<EddRow> => {
  await tx`insert into risk.edd (customers_id) values (${customersId}) on conflict do nothing`;
  const [row] = await tx<EddRow[]>`select customers_id, purpose, source_of_funds, source_of_wealth, state, revision, filled_by, submitted_at,
      decided_by, decided_at, refusal_reason, waiver_reason, approved_triggers
    from risk.edd where customers_id = ${customersId} for update`;
  if (!row) throw new AppError('RESTRICTED_ACCESS', 'Customer not found or no rights to the data');
  return row;
};

const activeFiles = (tx: Tx, customersId: string) => tx<(Omit<EddFile, 'uploaded_at'> & { uploaded_at: Date })[]>`
  select id, kind, name, mime, size, uploaded_by, uploaded_at from risk.edd_files
   where customers_id = ${customersId} and removed_at is null order by uploaded_at, id`;

const addEvent = async (tx: Tx, customersId: string, action: EddEventAction, usersId: string | null, reason: string | null, snapshot: object): Promise<void> => {
  await tx`insert into risk.edd_events (customers_id, action, users_id, reason, snapshot)
    values (${customersId}, ${action}, ${usersId}::uuid, ${reason}, (${JSON.stringify(snapshot)}::text)::jsonb)`;
};

/** What a decision or change was about: the answers and the documents as they were. */
const snapshotOf = async (tx: Tx, customersId: string, row: Pick<EddRow, 'purpose' | 'source_of_funds' | 'source_of_wealth' | 'revision'>) => ({
  revision: row.revision,
  purpose: row.purpose,
  source_of_funds: row.source_of_funds,
  source_of_wealth: row.source_of_wealth,
  files: (await activeFiles(tx, customersId)).map((f) => ({ id: f.id, kind: f.kind, name: f.name, size: f.size })),
  triggers: (await currentTriggers(tx, customersId)).map(eddTriggerKey),
});

/** Who changed the EDD since the last decision: a change after a decision starts the list again. */
const fillers = (row: EddRow, usersId: string): string[] =>
  row.state === 'PENDING' ? [...new Set([...row.filled_by, usersId])] : [usersId];

export const readEdd = async (tx: Tx, customersId: string): Promise<CustomerEdd> => {
  const [[row], files, events, [freeze], triggers, removals] = await Promise.all([
    tx<EddRow[]>`select customers_id, purpose, source_of_funds, source_of_wealth, state, revision, filled_by, submitted_at, decided_by,
        decided_at, refusal_reason, waiver_reason, approved_triggers from risk.edd where customers_id = ${customersId}`,
    activeFiles(tx, customersId),
    tx<(Omit<EddEvent, 'created_at'> & { created_at: Date })[]>`select id, action, users_id, reason, created_at from risk.edd_events
      where customers_id = ${customersId} order by created_at desc, id desc limit 200`,
    tx<(Omit<EddFreeze, 'frozen_at' | 'lifted_at' | 'lift_request' | 'notification'> & { frozen_at: Date; lifted_at: Date | null })[]>`
      select id, alerts_id, frozen_at, lifted_by, lifted_at, lift_reason from risk.freezes
       where customers_id = ${customersId} and lifted_at is null order by frozen_at desc limit 1`,
    currentTriggers(tx, customersId),
    pendingRemovals(tx, customersId),
  ]);
  const [liftRequest, notification] = freeze ? await Promise.all([pendingLiftRequest(tx, customersId), latestNotification(tx, freeze.id)]) : [null, null];
  return {
    customers_id: customersId,
    required: triggers.length > 0,
    triggers,
    removals,
    state: row?.state ?? 'EMPTY',
    purpose: row?.purpose ?? null,
    source_of_funds: row?.source_of_funds ?? null,
    source_of_wealth: row?.source_of_wealth ?? null,
    files: files.map((f) => ({ ...f, uploaded_at: f.uploaded_at.toISOString() })),
    revision: row?.revision ?? 0,
    filled_by: row?.filled_by ?? [],
    submitted_at: iso(row?.submitted_at ?? null),
    decided_by: row?.decided_by ?? null,
    decided_at: iso(row?.decided_at ?? null),
    refusal_reason: row?.refusal_reason ?? null,
    waiver_reason: row?.waiver_reason ?? null,
    frozen: freeze ? {
      ...freeze, frozen_at: freeze.frozen_at.toISOString(), lifted_at: iso(freeze.lifted_at), lift_request: liftRequest, notification,
    } : null,
    history: events.map((e) => ({ ...e, created_at: e.created_at.toISOString() })),
  };
};

const assertRevision = (row: EddRow, revision: number): void => {
  if (row.revision !== revision) throw new AppError('EDD_CHANGED', 'The enhanced due diligence was changed meanwhile: reload it');
};

export interface EddAnswers {
  purpose: string;
  source_of_funds: string;
  source_of_wealth: string;
}

/**
 * Fills in or changes the answers and submits them for approval. The same answers again change nothing unless they
 * were refused (then they are submitted again). Another user's change since `revision` answers EDD_CHANGED.
 */
export const saveEddAnswers = async (tx: Tx, customersId: string, usersId: string, answers: EddAnswers, revision: number): Promise<void> => {
  const row = await lockEdd(tx, customersId);
  assertRevision(row, revision);
  const text = { purpose: answers.purpose.trim(), source_of_funds: answers.source_of_funds.trim(), source_of_wealth: answers.source_of_wealth.trim() };
  const same = row.purpose === text.purpose && row.source_of_funds === text.source_of_funds && row.source_of_wealth === text.source_of_wealth;
  if (same && (row.state === 'PENDING' || row.state === 'APPROVED')) return;
  const next = { ...row, ...text, revision: row.revision + 1 };
  await tx`update risk.edd set purpose = ${text.purpose}, source_of_funds = ${text.source_of_funds}, source_of_wealth = ${text.source_of_wealth},
      state = 'PENDING', revision = ${next.revision}, filled_by = ${fillers(row, usersId)}::uuid[], submitted_at = clock_timestamp(),
      refusal_reason = null, updated_at = clock_timestamp()
    where customers_id = ${customersId}`;
  await addEvent(tx, customersId, 'SUBMITTED', usersId, null, await snapshotOf(tx, customersId, next));
};

/**
 * Fills in the source of funds alone (a recipient's answer to an information request, issue 13), as saveEddAnswers
 * does for the whole form: the same text again changes nothing; a change of answers already filled in (pending,
 * approved or refused) goes back to waiting for approval. While the rest is not filled in, the text is kept and the
 * state stays as it is, as documentsChanged does: staff fill in the rest and submit it.
 */
export const saveEddSourceOfFunds = async (tx: Tx, customersId: string, usersId: string | null, text: string): Promise<void> => {
  const value = text.trim();
  if (!value || value.length > eddTextMaxLength) {
    throw new AppError('VALIDATION_FAILED', `The source of funds takes 1–${eddTextMaxLength} characters`, '/sof');
  }
  const row = await lockEdd(tx, customersId);
  if (row.source_of_funds === value) return;
  const filled = row.purpose !== null;
  const next = { ...row, source_of_funds: value, revision: row.revision + 1 };
  const filledBy = usersId ? fillers(row, usersId) : row.state === 'PENDING' ? row.filled_by : [];
  await tx`update risk.edd set source_of_funds = ${value}, revision = ${next.revision}, filled_by = ${filledBy}::uuid[],
      state = ${filled ? 'PENDING' : row.state}, submitted_at = ${filled ? new Date() : row.submitted_at},
      refusal_reason = ${filled ? null : row.refusal_reason}, updated_at = clock_timestamp()
    where customers_id = ${customersId}`;
  await addEvent(tx, customersId, 'SUBMITTED', usersId, null, await snapshotOf(tx, customersId, next));
};

/** A change of the documents: answers already there go back to waiting for approval. */
const documentsChanged = async (tx: Tx, row: EddRow, usersId: string, action: 'FILE_ADDED' | 'FILE_REMOVED', name: string): Promise<void> => {
  const filled = row.purpose !== null;
  const next = { ...row, revision: row.revision + 1 };
  await tx`update risk.edd set revision = ${next.revision}, filled_by = ${fillers(row, usersId)}::uuid[],
      state = ${filled ? 'PENDING' : row.state}, submitted_at = ${filled ? new Date() : row.submitted_at},
      refusal_reason = ${filled ? null : row.refusal_reason}, updated_at = clock_timestamp()
    where customers_id = ${row.customers_id}`;
  await addEvent(tx, row.customers_id, action, usersId, name, await snapshotOf(tx, row.customers_id, next));
};

export const addEddFile = async (tx: Tx, customersId: string, usersId: string, file: UploadedFile, kind: EddFileKind = 'SOURCE_OF_WEALTH'): Promise<void> => {
  const row = await lockEdd(tx, customersId);
  const [count] = await tx<{ n: number }[]>`select count(*)::int as n from risk.edd_files where customers_id = ${customersId} and removed_at is null`;
  if ((count?.n ?? 0) >= eddFileMaxCount) throw new AppError('EDD_TOO_MANY_FILES', `At most ${eddFileMaxCount} documents`, '/file');
  await tx`insert into risk.edd_files (customers_id, kind, name, mime, size, content, uploaded_by)
    values (${customersId}, ${kind}, ${file.name}, ${file.mime}, ${file.content.byteLength}, ${file.content}, ${usersId})`;
  await documentsChanged(tx, row, usersId, 'FILE_ADDED', file.name);
};

/** Takes a document out of the EDD; the file itself stays in the customer's record. False when there is no such file. */
export const removeEddFile = async (tx: Tx, customersId: string, usersId: string, fileId: string): Promise<boolean> => {
  const row = await lockEdd(tx, customersId);
  const [file] = await tx<{ name: string }[]>`update risk.edd_files set removed_at = clock_timestamp(), removed_by = ${usersId}
    where customers_id = ${customersId} and id = ${fileId} and removed_at is null returning name`;
  if (!file) return false;
  await documentsChanged(tx, row, usersId, 'FILE_REMOVED', file.name);
  return true;
};

export const getEddFile = async (tx: Tx, customersId: string, fileId: string): Promise<{ name: string; mime: string; content: Uint8Array } | null> => {
  const [file] = await tx<{ name: string; mime: string; content: Uint8Array }[]>`select name, mime, content from risk.edd_files
    where customers_id = ${customersId} and id = ${fileId} and removed_at is null`;
  return file ?? null;
};

/**
 * Senior management's decision on the revision the admin saw: only while waiting, and never by whoever filled it in.
 * An approval covers the triggers in force; a new one reopens it (syncEdd). An approval needs a document of the source
 * of funds and one of the source of wealth, or a waiver with its reason (issue 25 §3: 409 EDD_DOCUMENTS_MISSING).
 */
export const decideEdd = async (
  tx: Tx, customersId: string, usersId: string, revision: number,
  decision: { approve: true; waiverReason?: string | undefined } | { approve: false; reason: string },
): Promise<void> => {
  const row = await lockEdd(tx, customersId);
  if (row.state !== 'PENDING') throw new AppError('EDD_NOT_PENDING', 'The enhanced due diligence does not wait for approval');
  assertRevision(row, revision);
  if (row.filled_by.includes(usersId)) throw new AppError('EDD_SAME_USER', 'Another admin must decide on the enhanced due diligence');
  const waiver = decision.approve ? decision.waiverReason?.trim() || null : null;
  if (decision.approve && !waiver) {
    const kinds = new Set((await activeFiles(tx, customersId)).map((f) => f.kind));
    const missing = (['SOURCE_OF_FUNDS', 'SOURCE_OF_WEALTH'] as const).filter((k) => !kinds.has(k));
    if (missing.length > 0) {
      throw new AppError('EDD_DOCUMENTS_MISSING', `A document of each is needed, or a waiver with its reason: ${missing.join(', ')}`, '/waiver_reason');
    }
  }
  const triggers = (await currentTriggers(tx, customersId)).map(eddTriggerKey);
  const reason = decision.approve ? null : decision.reason.trim();
  await tx`update risk.edd set state = ${decision.approve ? 'APPROVED' : 'REFUSED'}, decided_by = ${usersId}, decided_at = clock_timestamp(),
      refusal_reason = ${reason}, waiver_reason = ${waiver}, approved_triggers = ${decision.approve ? triggers : row.approved_triggers}::text[],
      updated_at = clock_timestamp()
    where customers_id = ${customersId}`;
  await addEvent(tx, customersId, decision.approve ? 'APPROVED' : 'REFUSED', usersId, reason ?? waiver,
    { ...(await snapshotOf(tx, customersId, row)), ...(waiver ? { waiver_reason: waiver } : {}) });
};

// Lifting a freeze (issue 25 §1): one admin asks with a reason, another approves with theirs (four-eyes); the request,
// the decision and the notification to the authority are written once (risk migration 00030), each with an event.

/**
 * Who may approve a lift someone else asked for: an admin, never the requester. The one place that says so (a
 * "senior management" role narrows it later); the database refuses an approval by the requester as well.
 */
export const mayApproveFreezeLift = (principal: Pick<Principal, 'usersId' | 'isAdmin'>, request: Pick<FreezeLiftRequest, 'requested_by'>): boolean =>
  principal.isAdmin && principal.usersId !== request.requested_by;

const notFrozen = () => new AppError('EDD_NOT_FROZEN', 'The customer is not frozen');

/** The freezes in force, locked: requests and decisions on one customer run one at a time. */
const lockFreezes = (tx: Tx, customersId: string) => tx<{ id: string; alerts_id: string }[]>`
  select id, alerts_id from risk.freezes where customers_id = ${customersId} and lifted_at is null order by frozen_at desc for update`;

/** The lift request waiting for a decision, null when none. */
export const pendingLiftRequest = async (tx: Tx, customersId: string): Promise<FreezeLiftRequest | null> => {
  const [row] = await tx<(Omit<FreezeLiftRequest, 'requested_at'> & { requested_at: Date })[]>`
    select r.id, r.requested_by, r.requested_at, r.reason from risk.freeze_lift_requests r
     where r.customers_id = ${customersId}
       and not exists (select 1 from risk.freeze_lift_decisions d where d.organisations_id = r.organisations_id and d.requests_id = r.id)
     order by r.requested_at desc limit 1`;
  return row ? { ...row, requested_at: row.requested_at.toISOString() } : null;
};

const latestNotification = async (tx: Tx, freezesId: string): Promise<FreezeNotification | null> => {
  const [row] = await tx<(Omit<FreezeNotification, 'recorded_at'> & { recorded_at: Date })[]>`
    select id, authority, to_char(notified_on, 'YYYY-MM-DD') as notified_on, reference, recorded_by, recorded_at from risk.freeze_notifications
     where freezes_id = ${freezesId} order by recorded_at desc, id desc limit 1`;
  return row ? { ...row, recorded_at: row.recorded_at.toISOString() } : null;
};

/** An admin asks for the customer's freeze to be lifted, with the reason. The freeze stays until another admin approves. */
export const requestFreezeLift = async (tx: Tx, customersId: string, usersId: string, reason: string): Promise<void> => {
  const freezes = await lockFreezes(tx, customersId);
  if (freezes.length === 0) throw notFrozen();
  if (await pendingLiftRequest(tx, customersId)) throw new AppError('FREEZE_LIFT_PENDING', 'A lift of the freeze already waits for approval');
  // The request names the freezes it is about: its approval lifts these and no freeze that starts later.
  const [request] = await tx<{ id: string }[]>`insert into risk.freeze_lift_requests (customers_id, requested_by, reason, freezes_id)
    values (${customersId}, ${usersId}, ${reason.trim()}, ${freezes.map((f) => f.id)}::uuid[]) returning id`;
  await addEvent(tx, customersId, 'FREEZE_LIFT_REQUESTED', usersId, reason.trim(), { request_id: request!.id, alerts: freezes.map((f) => f.alerts_id) });
};

/**
 * Another admin decides on the waiting request (`requestId`: the one they saw). An approval lifts the freezes the
 * request was made about (those in force when it was asked), never one that started later: that one stays until a lift
 * of it is asked and approved. A refusal (or the requester withdrawing it) leaves the freeze. Both keep the request and
 * record the reason.
 */
export const decideFreezeLift = async (
  tx: Tx, customersId: string, principal: Pick<Principal, 'usersId' | 'isAdmin'>, requestId: string, approve: boolean, reason: string,
): Promise<void> => {
  const freezes = await lockFreezes(tx, customersId);
  if (freezes.length === 0) throw notFrozen();
  const request = await pendingLiftRequest(tx, customersId);
  if (!request || request.id !== requestId) throw new AppError('FREEZE_LIFT_NOT_PENDING', 'No such lift waits for approval: reload');
  if (approve && !mayApproveFreezeLift(principal, request)) {
    throw new AppError('FREEZE_LIFT_SAME_USER', 'Another admin must approve the lift of the freeze');
  }
  const text = reason.trim();
  await tx`insert into risk.freeze_lift_decisions (requests_id, customers_id, approved, decided_by, requested_by, reason)
    values (${request.id}, ${customersId}, ${approve}, ${principal.usersId}, ${request.requested_by}, ${text})`;
  if (!approve) {
    await addEvent(tx, customersId, 'FREEZE_LIFT_REFUSED', principal.usersId, text, { request_id: request.id, requested_by: request.requested_by });
    return;
  }
  // A request made before migration 00071 names no freezes: it is about those that had started by then.
  const lifted = await tx<{ alerts_id: string }[]>`update risk.freezes f set lifted_at = clock_timestamp(), lifted_by = ${principal.usersId},
      lift_reason = ${`${request.reason} / ${text}`.slice(0, 2000)}
    from risk.freeze_lift_requests r
    where r.id = ${request.id} and r.organisations_id = f.organisations_id
      and f.customers_id = ${customersId} and f.lifted_at is null
      and (case when r.freezes_id is null then f.frozen_at <= r.requested_at else f.id = any(r.freezes_id) end)
    returning f.alerts_id`;
  await addEvent(tx, customersId, 'FREEZE_LIFTED', principal.usersId, text, {
    request_id: request.id, requested_by: request.requested_by, request_reason: request.reason, alerts: lifted.map((f) => f.alerts_id),
  });
};

export interface FreezeNotificationInput {
  authority?: string | undefined;
  /** YYYY-MM-DD, not after `today`. */
  notified_on: string;
  reference: string;
}

/** Records the notification of the freeze in force to the authority (default Ulosottolaitos). A correction is a new record. */
export const recordFreezeNotification = async (tx: Tx, customersId: string, usersId: string, input: FreezeNotificationInput, today: string): Promise<void> => {
  const [freeze] = await lockFreezes(tx, customersId);
  if (!freeze) throw notFrozen();
  if (input.notified_on > today) throw new AppError('FREEZE_NOTIFIED_IN_FUTURE', 'The notification date cannot be in the future', '/notified_on');
  const authority = input.authority?.trim() || freezeDefaultAuthority;
  const reference = input.reference.trim();
  await tx`insert into risk.freeze_notifications (customers_id, freezes_id, authority, notified_on, reference, recorded_by)
    values (${customersId}, ${freeze.id}, ${authority}, ${input.notified_on}::date, ${reference}, ${usersId})`;
  await addEvent(tx, customersId, 'FREEZE_NOTIFIED', usersId, `${authority} ${input.notified_on} ${reference}`, {
    freezes_id: freeze.id, authority, notified_on: input.notified_on, reference,
  });
};

export interface EddInputs {
  customersId: string;
  triggers: readonly EddTrigger[];
  /** Sanction alerts silenced as TRUEPOSITIVE: each freezes the customer once. */
  sanctionAlerts: readonly string[];
}

/**
 * After a recalculation (as the organisation): every confirmed sanctions hit not seen before freezes its customer; an
 * approved EDD whose triggers now include one its approval did not cover waits for approval again.
 */
export const syncEdd = async (tx: Tx, inputs: readonly EddInputs[]): Promise<void> => {
  const hits = inputs.flatMap((i) => i.sanctionAlerts.map((alertsId) => ({ customersId: i.customersId, alertsId })));
  if (hits.length > 0) {
    const frozen = await tx<{ customers_id: string; alerts_id: string }[]>`insert into risk.freezes (customers_id, alerts_id)
      select v.customers_id, v.alerts_id from unnest(${hits.map((h) => h.customersId)}::uuid[], ${hits.map((h) => h.alertsId)}::uuid[])
        as v(customers_id, alerts_id)
      on conflict (organisations_id, alerts_id) do nothing returning customers_id, alerts_id`;
    for (const f of frozen) await addEvent(tx, f.customers_id, 'FROZEN', null, null, { alerts_id: f.alerts_id });
  }
  const triggered = inputs.filter((i) => i.triggers.length > 0);
  if (triggered.length === 0) return;
  const approved = await tx<{ customers_id: string; approved_triggers: string[] }[]>`select customers_id, approved_triggers from risk.edd
    where customers_id = any(${triggered.map((i) => i.customersId)}::uuid[]) and state = 'APPROVED'`;
  for (const row of approved) {
    const keys = triggered.find((i) => i.customersId === row.customers_id)!.triggers.map(eddTriggerKey);
    const added = keys.filter((key) => !row.approved_triggers.includes(key));
    if (added.length === 0) continue;
    await tx`update risk.edd set state = 'PENDING', revision = revision + 1, updated_at = clock_timestamp() where customers_id = ${row.customers_id}`;
    await addEvent(tx, row.customers_id, 'REOPENED', null, added.join(', '), { triggers: keys });
  }
};

/** What the register shows of these customers' EDD: required (the stored score's EDD line), the state, a freeze in force. */
export const eddMarks = async (tx: Tx, customerIds: readonly string[]): Promise<EddMark[]> => {
  if (customerIds.length === 0) return [];
  const rows = await tx<{ customers_id: string; required: boolean; state: EddState | null; frozen: boolean }[]>`
    select c.customers_id, c.breakdown @> '[{"type": "EDD"}]'::jsonb as required, e.state,
           exists (select 1 from risk.freezes f where f.organisations_id = c.organisations_id and f.customers_id = c.customers_id
                    and f.lifted_at is null) as frozen
      from risk.customers c
      left join risk.edd e on e.organisations_id = c.organisations_id and e.customers_id = c.customers_id
     where c.customers_id = any(${[...customerIds]}::uuid[])`;
  return rows.map((r) => ({ customersId: r.customers_id, eddState: customerEddState(r.required, r.state ?? 'EMPTY'), isFrozen: r.frozen }));
};
