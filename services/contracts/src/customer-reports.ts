import type { CustomerType, RiskLevel } from './customers.ts';
import type { LinkedCustomer, Task } from './related/index.ts';

/**
 * Small read-only calls over the customer register (docs/customer-register-api.md, "Reports and look-ups"):
 * a customer's e-mail addresses and links, the task follow-up, and the organisation report for the home screen.
 * Every number and row is what the caller may see (organisation and restriction, enforced by row-level security).
 */

/** GET /api/v2.5/user/customers/{id}/unique-emails: email, contact_email, monitor_emails, distinct (case-insensitive), in that order. */
export type CustomerUniqueEmails = string[];

/** GET /api/v2.5/user/customers/{id}/links: the linked customers, as the card's linked_customers section lists them. */
export type CustomerLink = LinkedCustomer;

/** One task's state on a customer; a task never marked is pending (is_done false, done_at null). */
export interface TaskState {
  tasks_id: string;
  is_done: boolean;
  done_at: string | null;
}

/** A non-archived customer with tasks, and the state of every task of the catalogue on it (catalogue order). */
export interface TaskFollowUpCustomer {
  id: string;
  name: string;
  type: CustomerType;
  businessid: string | null;
  users_id: string | null;
  teams_id: string | null;
  tasks: TaskState[];
}

/**
 * GET /api/v2.5/user/customers/tasks-overview: the task follow-up (spec §2 /tasks): the organisation's task
 * catalogue (by name) and the non-archived customers that have tasks (by name, at most `taskFollowUpMaxCustomers`).
 */
export interface TasksOverview {
  tasks: Task[];
  customers: TaskFollowUpCustomer[];
  /** Customers with tasks in all; more than `customers.length` only when the list was cut at the maximum. */
  total: number;
}

/** The same ceiling as the `has-tasks` customer list (spec §7: size=10000). */
export const taskFollowUpMaxCustomers = 10000;

/** Risk levels as counted by the report; `none` is a customer without a risk score yet. */
export type RiskLevelCount = Record<RiskLevel | 'none', number>;

/**
 * GET /api/v2.5/user/reports: counts for the home screen. Customers are the non-archived ones; the KYC clock
 * colours follow spec §4 (red past the alarm, yellow within a month before it); todos are the caller's own
 * (responsible or created by them, as GET /api/v2.5/user/todos lists them) on non-archived customers.
 */
export interface OrganisationReport {
  customers: {
    total: number;
    by_type: Record<CustomerType, number>;
    by_risk: RiskLevelCount;
    kycclock_alarming: { yellow: number; red: number };
    monitored: number;
  };
  todos: {
    open: number;
    overdue: number;
  };
  /** ISO time the counts were taken. */
  generated_at: string;
}
