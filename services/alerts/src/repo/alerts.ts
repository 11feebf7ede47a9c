import type {
  Alert, AlertCloseReason, AlertSummary, AlertDecision, AlertSubject, AlertDecisionAction, AlertMetadata, AlertSort, AlertTarget, AlertType, AlertView, CustomerType, Page, SilenceClass,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface AlertRow {
  id: string;
  subject: AlertSubject;
  customers_id: string;
  customer_name: string;
  customer_type: CustomerType;
  customer_is_removed: boolean;
  type: AlertType;
  target: AlertTarget;
  target_id: string;
  target_name: string;
  description: string;
  metadata: AlertMetadata;
  created_at: Date;
  updated_at: Date;
  silence_description: string | null;
  /** A day, 'YYYY-MM-DD'. */
  silence_valid_at: string | null;
  silenceclass: SilenceClass | null;
  silence_users_id: string | null;
  silence_created_at: Date | null;
  is_silenced: boolean;
  closed_at: Date | null;
  closed_reason: AlertCloseReason | null;
  closed_list_version: string | null;
  pending: DecisionRow | null;
}

/**
 * A decision as selected: valid_at a day, 'YYYY-MM-DD' (a pending request comes through to_jsonb, which writes a date
 * the same way, and its created_at as text).
 */
type DecisionRow = Omit<AlertDecision, 'created_at'> & { created_at: Date | string };

/** A silence holds while it has no end or its end day (valid_at) has not begun in Helsinki. */
const silencedExpr = (tx: Tx) => tx`(a.silenceclass is not null and (a.silence_valid_at is null or a.silence_valid_at > alerts.today()))`;

/**
 * An unresolved potential sanctions match (contracts isSanctionsCheckPending): a live sanction alert of a customer at
 * or above the threshold (0..1), neither confirmed nor silenced as not a match while that holds.
 */
export const sanctionsPendingExpr = (tx: Tx, threshold: number) => tx`(a.type = 'SANCTION' and a.subject = 'customer' and a.superseded_at is null
  and a.closed_at is null and a.score >= ${threshold}::numeric and a.silenceclass is distinct from 'TRUEPOSITIVE'
  and (a.silenceclass is distinct from 'FALSEPOSITIVE' or a.silence_valid_at <= alerts.today()))`;

/**
 * Whether the alert's customer is archived, asked from the register (the shared `access` schema, ADR 0003): the
 * caller's archived customers are few, read once per query from the register's visibility index.
 */
export const customerArchivedExpr = (tx: Tx) => tx`a.customers_id in (select v.id from access.archived_subjects() v)`;

const columns = (tx: Tx) => tx`a.id, a.subject, a.customers_id, a.customer_name, a.customer_type, ${customerArchivedExpr(tx)} as customer_is_removed, a.type, a.target,
  a.target_id, a.target_name, a.description, a.metadata, a.created_at, a.updated_at, a.silence_description,
  to_char(a.silence_valid_at, 'YYYY-MM-DD') as silence_valid_at, a.silenceclass, a.silence_users_id, a.silence_created_at, ${silencedExpr(tx)} as is_silenced,
  a.closed_at, a.closed_reason, a.closed_list_version,
  (select to_jsonb(d) from alerts.alert_decisions d where d.organisations_id = a.organisations_id and d.id = a.pending_decisions_id) as pending`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const toDecision = (row: DecisionRow): AlertDecision => ({
  id: row.id,
  alerts_id: row.alerts_id,
  action: row.action,
  silenceclass: row.silenceclass,
  description: row.description,
  valid_at: row.valid_at,
  users_id: row.users_id,
  request_id: row.request_id,
  closed_reason: row.closed_reason,
  list_version: row.list_version,
  created_at: iso(row.created_at)!,
});

const toAlert = (row: AlertRow): Alert => {
  const silence = row.silenceclass
    ? {
        description: row.silence_description ?? '',
        valid_at: row.silence_valid_at,
        silenceclass: row.silenceclass,
        users_id: row.silence_users_id,
        created_at: row.silence_created_at!.toISOString(),
      }
    : null;
  return {
    id: row.id,
    subject: row.subject,
    customers_id: row.customers_id,
    customer: { id: row.customers_id, name: row.customer_name, type: row.customer_type, is_removed: row.customer_is_removed },
    type: row.type,
    target: row.target,
    target_id: row.target_id === '' ? null : row.target_id,
    target_name: row.target_name,
    description: row.description,
    metadata: row.metadata,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_silenced: row.is_silenced,
    silence,
    silenceclass: silence?.silenceclass ?? null,
    valid_at: silence?.valid_at ?? null,
    users_id: silence?.users_id ?? null,
    closed: row.closed_at ? { at: row.closed_at.toISOString(), reason: row.closed_reason!, list_version: row.closed_list_version } : null,
    pending_silence: row.pending ? toDecision(row.pending) : null,
  };
};

export interface AlertFilter {
  view: AlertView;
  includeArchived: boolean;
  customersId?: string;
  page: number;
  size: number;
  /** description (default) or newest first. */
  sort?: AlertSort;
}

/**
 * The caller's alerts (RLS: organisation and restriction), sorted by description (spec §9), newest first within; or
 * newest first (the home page).
 */
export const listAlerts = async (tx: Tx, filter: AlertFilter): Promise<Page<Alert>> => {
  const where = tx`a.superseded_at is null
    ${filter.includeArchived ? tx`` : tx`and not ${customerArchivedExpr(tx)}`}
    ${filter.customersId ? tx`and a.customers_id = ${filter.customersId}` : tx``}
    ${filter.view === 'open' ? tx`and not ${silencedExpr(tx)} and a.closed_at is null`
      : filter.view === 'silenced' ? tx`and ${silencedExpr(tx)}`
        : filter.view === 'closed' ? tx`and a.closed_at is not null and not ${silencedExpr(tx)}` : tx``}`;
  const [count] = await tx<{ total: number }[]>`select count(*)::int as total from alerts.alerts a where ${where}`;
  const rows = await tx<AlertRow[]>`select ${columns(tx)} from alerts.alerts a where ${where}
    order by ${filter.sort === 'newest' ? tx`a.created_at desc, a.id` : tx`lower(a.description), a.created_at desc, a.id`}
    limit ${filter.size} offset ${(filter.page - 1) * filter.size}`;
  return { items: rows.map(toAlert), total: count?.total ?? 0, page: filter.page, size: filter.size };
};

export const getAlert = async (tx: Tx, id: string): Promise<Alert | null> => {
  const [row] = await tx<AlertRow[]>`select ${columns(tx)} from alerts.alerts a where a.id = ${id} and a.superseded_at is null`;
  return row ? toAlert(row) : null;
};

export interface DecisionInput {
  action: AlertDecisionAction;
  silenceclass?: SilenceClass | null;
  description?: string | null;
  /** A day, 'YYYY-MM-DD'. */
  valid_at?: string | null;
  users_id: string | null;
  request_id?: string | null;
}

/** Appends one decision to the alert's history (never changed afterwards). */
export const recordDecision = async (tx: Tx, alertsId: string, input: DecisionInput): Promise<string> => {
  const [row] = await tx<{ id: string }[]>`insert into alerts.alert_decisions (alerts_id, action, silenceclass, description, valid_at, users_id, request_id)
    values (${alertsId}, ${input.action}, ${input.silenceclass ?? null}, ${input.description ?? null}, ${input.valid_at ?? null}::date,
            ${input.users_id}, ${input.request_id ?? null})
    returning id`;
  return row!.id;
};

/** The alert's decisions, oldest first (RLS: only of alerts the caller sees). */
export const listDecisions = async (tx: Tx, alertsId: string): Promise<AlertDecision[]> => {
  const rows = await tx<DecisionRow[]>`select id, alerts_id, action, silenceclass, description, to_char(valid_at, 'YYYY-MM-DD') as valid_at, users_id, request_id,
      closed_reason, list_version, created_at
    from alerts.alert_decisions where alerts_id = ${alertsId} order by created_at, id`;
  return rows.map(toDecision);
};

/** Locks the live alert for a decision; null when it is not visible (or superseded). */
export const lockAlert = async (tx: Tx, id: string): Promise<Alert | null> => {
  const [locked] = await tx<{ id: string }[]>`select id from alerts.alerts where id = ${id} and superseded_at is null for update`;
  return locked ? getAlert(tx, id) : null;
};

export interface SilenceValues {
  description: string;
  /** The day the silence ends, 'YYYY-MM-DD'. */
  valid_at: string | null;
  silenceclass: SilenceClass;
}

/**
 * Puts a silence in force and records it: SILENCE, or CLASS_CHANGE when a silence of another class was in force
 * (`approvedBy`: the four-eyes approval; the silence stays in the requester's name).
 */
export const silenceAlert = async (tx: Tx, alert: Alert, usersId: string, body: SilenceValues, approval?: { requestId: string; approvedBy: string }): Promise<void> => {
  await tx`update alerts.alerts set silence_description = ${body.description}, silence_valid_at = ${body.valid_at}::date,
      silenceclass = ${body.silenceclass}, silence_users_id = ${usersId}, silence_created_at = now(), updated_at = now(),
      pending_decisions_id = null
    where id = ${alert.id} and superseded_at is null`;
  if (approval) {
    await recordDecision(tx, alert.id, { action: 'SILENCE_APPROVED', ...body, users_id: approval.approvedBy, request_id: approval.requestId });
    return;
  }
  const action = alert.is_silenced && alert.silenceclass !== body.silenceclass ? 'CLASS_CHANGE' : 'SILENCE';
  await recordDecision(tx, alert.id, { action, ...body, users_id: usersId });
};

/** Asks a second user to approve the silence (four-eyes); the alert stays as it is meanwhile. */
export const requestSilence = async (tx: Tx, alert: Alert, usersId: string, body: SilenceValues): Promise<void> => {
  const requestId = await recordDecision(tx, alert.id, { action: 'SILENCE_REQUESTED', ...body, users_id: usersId });
  await tx`update alerts.alerts set pending_decisions_id = ${requestId}, updated_at = now() where id = ${alert.id}`;
};

export const refuseSilence = async (tx: Tx, alert: Alert, usersId: string, requestId: string, description: string | null): Promise<void> => {
  await recordDecision(tx, alert.id, { action: 'SILENCE_REFUSED', description, users_id: usersId, request_id: requestId });
  await tx`update alerts.alerts set pending_decisions_id = null, updated_at = now() where id = ${alert.id}`;
};

/** Lifts the silence in force (`approval`: the four-eyes approval of a request to lift a confirmed match). */
export const unsilenceAlert = async (tx: Tx, alert: Alert, usersId: string, approval?: { requestId: string; approvedBy: string }): Promise<void> => {
  await tx`update alerts.alerts set silence_description = null, silence_valid_at = null, silenceclass = null,
      silence_users_id = null, silence_created_at = null, updated_at = now(), pending_decisions_id = null
    where id = ${alert.id} and superseded_at is null and silenceclass is not null`;
  if (approval) {
    await recordDecision(tx, alert.id, { action: 'UNSILENCE_APPROVED', silenceclass: alert.silenceclass, users_id: approval.approvedBy, request_id: approval.requestId });
    return;
  }
  await recordDecision(tx, alert.id, { action: 'UNSILENCE', silenceclass: alert.silenceclass, users_id: usersId });
};

/** Asks a second user to approve lifting a confirmed match (four-eyes); the match stays confirmed meanwhile. */
export const requestUnsilence = async (tx: Tx, alert: Alert, usersId: string, description: string | null): Promise<void> => {
  const requestId = await recordDecision(tx, alert.id, { action: 'UNSILENCE_REQUESTED', silenceclass: alert.silenceclass, description, users_id: usersId });
  await tx`update alerts.alerts set pending_decisions_id = ${requestId}, updated_at = now() where id = ${alert.id}`;
};

/**
 * Opens again every EVALUATION silence of the caller's organisation whose time ran out (its end day, or the
 * organisation's cap counted from the day it was set, has begun in Helsinki): the silence is lifted and REOPENED is
 * recorded (by nobody: the rule did it); a request waiting for approval stays. Returns the customers concerned.
 */
export const reopenExpiredEvaluations = async (tx: Tx): Promise<string[]> => {
  const rows = await tx<{ id: string; customers_id: string; subject: AlertSubject; valid_at: string | null }[]>`
    update alerts.alerts a set silence_description = null, silence_valid_at = null, silenceclass = null, silence_users_id = null,
        silence_created_at = null, updated_at = now()
      from (select x.id, to_char(x.silence_valid_at, 'YYYY-MM-DD') as valid_at from alerts.alerts x
              left join alerts.settings s on s.organisations_id = x.organisations_id
             where x.silenceclass = 'EVALUATION' and x.superseded_at is null
               and alerts.evaluation_end(x.silence_valid_at, x.silence_created_at, s.evaluation_max_days) <= alerts.today()
             for update of x) e
     where a.id = e.id
    returning a.id, a.customers_id, a.subject, e.valid_at`;
  for (const row of rows) {
    await recordDecision(tx, row.id, { action: 'REOPENED', silenceclass: 'EVALUATION', valid_at: row.valid_at, users_id: null });
  }
  return [...new Set(rows.filter((r) => r.subject === 'customer').map((r) => r.customers_id))];
};

/** The home page's counts as the caller sees them (RLS), active customers only. */
export const alertSummary = async (tx: Tx, threshold: number): Promise<AlertSummary> => {
  const [row] = await tx<AlertSummary[]>`
    select count(*) filter (where not ${silencedExpr(tx)} and a.closed_at is null)::int as open,
           count(*) filter (where a.subject = 'customer' and a.type in ('SANCTION', 'PEP') and a.silenceclass = 'TRUEPOSITIVE' and a.closed_at is null)::int as confirmed_matches,
           count(distinct a.customers_id) filter (where ${sanctionsPendingExpr(tx, threshold)})::int as sanctions_pending_customers,
           count(*) filter (where a.pending_decisions_id is not null)::int as awaiting_approval
      from alerts.alerts a
     where a.superseded_at is null and not ${customerArchivedExpr(tx)}`;
  return row ?? { open: 0, confirmed_matches: 0, sanctions_pending_customers: 0, awaiting_approval: 0 };
};
