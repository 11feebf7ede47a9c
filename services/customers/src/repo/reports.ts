import {
  taskFollowUpMaxCustomers,
  type CustomerType,
  type OrganisationReport,
  type RiskLevel,
  type TaskFollowUpCustomer,
  type TasksOverview,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { listTasks } from '../related/repo/tasks.ts';

// Read-only look-ups over the register. Every query reads through row-level security: the organisation and the
// caller's restriction (NONE / TEAM / USER) are the database's, never a where clause here.

/** The customer's e-mail fields as stored, or null when the caller may not see the customer. */
export const customerEmails = async (
  tx: Tx,
  id: string,
): Promise<{ email: string | null; contact_email: string | null; monitor_emails: string[] } | null> => {
  const [row] = await tx<{ email: string | null; contact_email: string | null; monitor_emails: string[] }[]>`
    select email, contact_email, monitor_emails from customers.customers where id = ${id}`;
  return row ?? null;
};

/** Distinct addresses, compared case-insensitively; the first spelling is kept and the order is the input's. */
export const distinctEmails = (candidates: readonly (string | null | undefined)[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const candidate of candidates) {
    const email = candidate?.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
};

interface TaskStateRow {
  customers_id: string;
  name: string;
  type: CustomerType;
  businessid: string | null;
  users_id: string | null;
  teams_id: string | null;
  tasks_id: string;
  is_done: boolean;
  done_at: Date | null;
}

/**
 * The task follow-up: one query for the states that exist (a customer "has tasks" when any row exists, as in the
 * `has-tasks` list tool), grouped here; catalogue tasks never marked on a customer are pending.
 */
export const tasksOverview = async (tx: Tx): Promise<TasksOverview> => {
  const tasks = await listTasks(tx);
  const [rows, [count]] = await Promise.all([
    tx<TaskStateRow[]>`select c.id as customers_id, c.name, c.type, c.businessid, c.users_id, c.teams_id,
        ct.tasks_id, ct.is_done, ct.done_at
      from (select c.organisations_id, c.id, c.name, c.type, c.businessid, c.users_id, c.teams_id
              from customers.customers c
             where not c.is_removed
               and exists (select 1 from customers.customer_tasks x where x.organisations_id = c.organisations_id and x.customers_id = c.id)
             order by lower(c.name), c.id
             limit ${taskFollowUpMaxCustomers}) c
      join customers.customer_tasks ct on ct.organisations_id = c.organisations_id and ct.customers_id = c.id
      order by lower(c.name), c.id`,
    tx<{ total: number }[]>`select count(*)::int as total from customers.customers c
      where not c.is_removed
        and exists (select 1 from customers.customer_tasks x where x.organisations_id = c.organisations_id and x.customers_id = c.id)`,
  ]);
  const customers = new Map<string, { row: TaskStateRow; states: Map<string, TaskStateRow> }>();
  for (const row of rows) {
    const entry = customers.get(row.customers_id) ?? { row, states: new Map<string, TaskStateRow>() };
    entry.states.set(row.tasks_id, row);
    customers.set(row.customers_id, entry);
  }
  const items: TaskFollowUpCustomer[] = [...customers.values()].map(({ row, states }) => ({
    id: row.customers_id,
    name: row.name,
    type: row.type,
    businessid: row.businessid,
    users_id: row.users_id,
    teams_id: row.teams_id,
    tasks: tasks.map((task) => {
      const state = states.get(task.id);
      return { tasks_id: task.id, is_done: state?.is_done ?? false, done_at: state?.done_at?.toISOString() ?? null };
    }),
  }));
  return { tasks, customers: items, total: count?.total ?? 0 };
};

interface CustomerCounts {
  total: number;
  business: number;
  person: number;
  low: number;
  regular: number;
  high: number;
  na: number;
  none: number;
  kyc_yellow: number;
  kyc_red: number;
  monitored: number;
}

/**
 * The home screen's counts in two scans (customers, the caller's todos). The KYC clock colours are spec §4's:
 * red from the alarm day on, yellow when it is at most one calendar month ahead (days in Helsinki, as kycClockLight).
 */
export const organisationReport = async (tx: Tx, usersId: string): Promise<OrganisationReport> => {
  const [[customers], [todos]] = await Promise.all([
    tx<CustomerCounts[]>`select count(*)::int as total,
        count(*) filter (where c.type = 'business')::int as business,
        count(*) filter (where c.type = 'person')::int as person,
        count(*) filter (where c.riskscores_level = 'LOW')::int as low,
        count(*) filter (where c.riskscores_level = 'REGULAR')::int as regular,
        count(*) filter (where c.riskscores_level = 'HIGH')::int as high,
        count(*) filter (where c.riskscores_level = 'NA')::int as na,
        count(*) filter (where c.riskscores_level is null)::int as none,
        count(*) filter (where c.is_kycclock and c.kycclock_alarm_at > customers.today()
          and c.kycclock_alarm_at <= (customers.today() + interval '1 month')::date)::int as kyc_yellow,
        count(*) filter (where c.is_kycclock and c.kycclock_alarm_at <= customers.today())::int as kyc_red,
        count(*) filter (where c.is_monitored)::int as monitored
      from customers.customers c where not c.is_removed`,
    tx<{ open: number; overdue: number }[]>`select count(*)::int as open,
        count(*) filter (where t.deadline_at < customers.today())::int as overdue
      from customers.todos t
      join customers.customers c on c.organisations_id = t.organisations_id and c.id = t.customers_id
      where (t.responsible_users_id = ${usersId} or t.users_id = ${usersId}) and not t.is_done and not c.is_removed`,
  ]);
  const counts = customers!;
  const byRisk: Record<RiskLevel | 'none', number> = {
    LOW: counts.low,
    REGULAR: counts.regular,
    HIGH: counts.high,
    NA: counts.na,
    none: counts.none,
  };
  return {
    customers: {
      total: counts.total,
      by_type: { business: counts.business, person: counts.person },
      by_risk: byRisk,
      kycclock_alarming: { yellow: counts.kyc_yellow, red: counts.kyc_red },
      monitored: counts.monitored,
    },
    todos: { open: todos?.open ?? 0, overdue: todos?.overdue ?? 0 },
    generated_at: new Date().toISOString(),
  };
};
