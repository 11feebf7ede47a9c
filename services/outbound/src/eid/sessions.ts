import type { EidIdentity, EidMethod, Language } from '@tunne/contracts';
import { AppError, isAppError, type Tx } from '@tunne/platform';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { addEvent } from '../repo/events.ts';

// A strong identification's round trip (issue 14): the relying party's secrets are kept here between the redirect to
// the provider and the return, bound to one item (an identification or a signatory), for ten minutes and one use.

export type EidItemKind = 'identification' | 'signatory';

export interface EidItem {
  kind: EidItemKind;
  customersId: string;
  id: string;
}

/** How long a started identification may take, and how long a completed one may wait for the signature. */
export const eidSessionMinutes = 10;

const minutes = (n: number) => n * 60 * 1000;

/** The strong-identification methods with a provider now (never the local ones). */
export const configuredEidMethods = (deps: Pick<OutboundPortsDeps, 'eid'>): EidMethod[] => deps.eid?.methods() ?? [];

/**
 * Starts a strong identification for the item: the method must be one the item allows and a provider serves
 * (EID_METHOD_UNAVAILABLE otherwise). Answers the provider's address to send the browser to.
 */
export const startEid = async (
  deps: Pick<OutboundPortsDeps, 'eid' | 'now'>,
  tx: Tx,
  item: EidItem & { method: EidMethod; allowed: readonly EidMethod[]; language: Language },
): Promise<{ url: string }> => {
  if (!deps.eid || !item.allowed.includes(item.method) || !deps.eid.methods().includes(item.method)) {
    throw new AppError('EID_METHOD_UNAVAILABLE', 'This identification method is not available', '/method');
  }
  const { url, pending } = await deps.eid.start({ method: item.method, language: item.language });
  const now = clock(deps);
  await tx`insert into outbound.eid_sessions (organisations_id, customers_id, item_kind, item_id, method, state, nonce, code_verifier, expires_at)
    values ((select outbound.caller_organisation()), ${item.customersId}, ${item.kind}, ${item.id}, ${item.method}, ${pending.state},
      ${pending.nonce}, ${pending.code_verifier}, ${new Date(now.getTime() + minutes(eidSessionMinutes))})`;
  await addEvent(tx, { customersId: item.customersId, kind: item.kind, id: item.id, type: 'eid_started', usersId: null, data: { method: item.method } });
  return { url };
};

/** The state parameter of the provider's answer (?code=…&state=… or ?error=…&state=…). */
const stateOf = (callback: string): string | null => {
  const query = callback.startsWith('?') ? callback.slice(1) : callback;
  const state = new URLSearchParams(query).get('state');
  return state && state.length <= 200 ? state : null;
};

/**
 * Finishes the round trip the callback belongs to: the session must be this item's, unexpired and not yet finished
 * (EID_INVALID otherwise, so a replayed or foreign answer is refused). The session is closed whatever the provider
 * says; a cancelled or failed identification is recorded as identify_failed.
 */
export const finishEid = async (deps: Pick<OutboundPortsDeps, 'eid' | 'now'>, tx: Tx, item: EidItem & { callback: string }): Promise<EidIdentity> => {
  const state = stateOf(item.callback);
  if (!deps.eid || !state) throw new AppError('EID_INVALID', 'The identification could not be completed');
  const [session] = await tx<{ id: string; method: EidMethod; state: string; nonce: string; code_verifier: string; expires_at: Date }[]>`
    select id, method, state, nonce, code_verifier, expires_at from outbound.eid_sessions
    where item_kind = ${item.kind} and item_id = ${item.id} and customers_id = ${item.customersId} and state = ${state}
      and completed_at is null
    for update`;
  if (!session || session.expires_at.getTime() <= clock(deps).getTime()) {
    throw new AppError('EID_INVALID', 'The identification could not be completed');
  }
  let identity: EidIdentity;
  try {
    identity = await deps.eid.finish({
      method: session.method,
      callback: item.callback,
      pending: { state: session.state, nonce: session.nonce, code_verifier: session.code_verifier },
    });
  } catch (error) {
    // Closed in a transaction of its own: the caller's rolls back with the error.
    const code = isAppError(error) ? error.code : 'EID_PROCESSING';
    throw Object.assign(isAppError(error) ? error : new AppError('EID_PROCESSING', 'The identification service did not answer'), {
      closeSession: { id: session.id, code },
    });
  }
  await tx`update outbound.eid_sessions set completed_at = now(), identity = ${tx.json(identity as never)} where id = ${session.id}`;
  return identity;
};

/**
 * Records a failed round trip (the error finishEid threw carries the session): the session is closed so the same
 * answer cannot be tried again, and the item's history says it failed. Call in a new transaction of the link's
 * organisation.
 */
export const closeFailedEid = async (tx: Tx, item: EidItem, error: unknown): Promise<void> => {
  const close = (error as { closeSession?: { id: string; code: string } } | null)?.closeSession;
  if (!close) return;
  await tx`update outbound.eid_sessions set completed_at = now(), used_at = now() where id = ${close.id} and completed_at is null`;
  await addEvent(tx, { customersId: item.customersId, kind: item.kind, id: item.id, type: 'identify_failed', usersId: null, data: { code: close.code } });
};

/**
 * The identity a finished, unused round trip gave the item within the last ten minutes (a signatory confirms the
 * signature after identifying), or null.
 */
export const completedEid = async (deps: Pick<OutboundPortsDeps, 'now'>, tx: Tx, item: EidItem, lock = false): Promise<{ sessionId: string; identity: EidIdentity } | null> => {
  const since = new Date(clock(deps).getTime() - minutes(eidSessionMinutes));
  const forUpdate = lock ? tx`for update` : tx``;
  const [row] = await tx<{ id: string; identity: EidIdentity }[]>`
    select id, identity from outbound.eid_sessions
    where item_kind = ${item.kind} and item_id = ${item.id} and customers_id = ${item.customersId}
      and completed_at is not null and completed_at > ${since} and used_at is null and identity is not null
    order by completed_at desc limit 1 ${forUpdate}`;
  return row ? { sessionId: row.id, identity: row.identity } : null;
};

/** Marks a finished round trip used (its identity went into an identification or a signature). */
export const useEid = async (tx: Tx, sessionId: string): Promise<void> => {
  await tx`update outbound.eid_sessions set used_at = now() where id = ${sessionId}`;
};
