import { customerQueryKey } from './calls.ts';
import { invalidateSharedQuery } from './shared-query.ts';

/**
 * A customer card's sections are separate React roots (each remote mounts its own): one that changed something
 * tells the others through a window event (`tunne:<topic>-changed`), scoped to the customer and a topic. The card's
 * header (mf-customers) reads the customer again on every topic; a section reads again what its topic covers.
 */

/**
 * What changed for the customer:
 * - 'risk': the risk score or what feeds it (risk answers, a manual risk assessment, an EDD saved, approved, refused
 *   or a freeze lifted, an identification or a request answer that scores); the header's risk light, the score panel
 *   and the EDD section read again.
 * - 'kycclock': the KYC clock was started, stopped or moved (the KYC clock dialog, an assessment whose rating starts it).
 * - 'records': related records (owners, beneficiaries, PEPs, responsible persons, bank accounts, todos) were added or
 *   changed by another module (a request answer, an identification); their card lists read again.
 * - 'customer': the customer's own data (basic data, assignment, monitoring, tags, archived or restored).
 */
export type CustomerTopic = 'risk' | 'kycclock' | 'records' | 'customer';

export const customerTopics: readonly CustomerTopic[] = ['risk', 'kycclock', 'records', 'customer'];

const eventName = (topic: CustomerTopic) => `tunne:${topic}-changed`;

export const announceCustomerChange = (topic: CustomerTopic, customerId: string): void => {
  // What the page read of the customer (shared-query) is stale now: every listener reads it again.
  invalidateSharedQuery(customerQueryKey(customerId));
  window.dispatchEvent(new CustomEvent(eventName(topic), { detail: { customerId } }));
};

/** Calls `handler` when `topic` changes for the customer; returns the function that stops listening. */
export const onCustomerChange = (topic: CustomerTopic, customerId: string, handler: () => void): (() => void) => {
  const listener = (event: Event) => {
    if ((event as CustomEvent<{ customerId: string }>).detail?.customerId === customerId) handler();
  };
  window.addEventListener(eventName(topic), listener);
  return () => window.removeEventListener(eventName(topic), listener);
};

/**
 * Calls `handler` once when any of `topics` changes for the customer; announcements made together (e.g. 'risk' and
 * 'records' after a request answer) are coalesced into one call. Returns the function that stops listening.
 */
export const onCustomerChanges = (topics: readonly CustomerTopic[], customerId: string, handler: () => void): (() => void) => {
  let pending = false;
  let stopped = false;
  const coalesced = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      if (!stopped) handler();
    });
  };
  const stops = topics.map((topic) => onCustomerChange(topic, customerId, coalesced));
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
};
