import type { Context } from 'hono';
import type { SecurityEventType } from '@tunne/contracts';
import type { Principal } from './auth/principal.ts';
import type { ClientAddressOf } from './http/client-address.ts';
import { log } from './log.ts';

export type SecurityEventDetails = Record<string, string | number | boolean>;

/** One entry of the security log: who did what to whom, when (the database's clock) and from where. */
export interface SecurityEvent {
  organisationsId: string;
  /** The actor; null when nobody is logged in yet (a failed login names its target instead). */
  usersId?: string | null;
  /** Whom the event concerns when that is not the actor (the user whose permissions an admin changed). */
  targetUsersId?: string | null;
  type: SecurityEventType;
  address?: string | null;
  /** Ids, flags and counts only: never a password, token, code, identity code, name or search text. */
  details?: SecurityEventDetails;
}

/**
 * The security log (issue 10, ASVS V16): stored by the identity service, written by every service through this
 * port. `record` never throws into the request: a failure is logged (without the event's contents) and the
 * request goes on.
 */
export interface SecurityLog {
  record: (event: SecurityEvent) => Promise<void>;
  /** The client's address as this deployment's trusted proxies define it (see clientAddressResolver). */
  addressOf: ClientAddressOf;
}

// Defence in depth: a detail whose name says secret or personal is dropped, whatever the caller meant.
const forbiddenDetail = /pass|token|jwt|secret|code|ssn|hetu|email|name|query|search|tel|phone/i;
const maxDetailLength = 200;

/** The details that may be stored: safe names, scalar values, strings cut to 200 characters. */
export const safeDetails = (details: SecurityEventDetails | undefined): SecurityEventDetails => {
  const safe: SecurityEventDetails = {};
  for (const [key, value] of Object.entries(details ?? {})) {
    if (forbiddenDetail.test(key)) continue;
    if (typeof value === 'string') safe[key] = value.slice(0, maxDetailLength);
    else if (typeof value === 'number' || typeof value === 'boolean') safe[key] = value;
  }
  return safe;
};

/** Wraps a store so that recording can never fail a request. */
export const neverThrowing = (store: (event: SecurityEvent) => Promise<void>): SecurityLog['record'] => async (event) => {
  try {
    await store({ ...event, details: safeDetails(event.details) });
  } catch (error) {
    log.error('security event not recorded', {
      type: event.type,
      error: (error as Error).name,
      pgCode: String((error as { code?: unknown }).code ?? ''),
    });
  }
};

/** For services and tests without a store: records nothing. */
export const noSecurityLog: SecurityLog = { record: async () => undefined, addressOf: () => 'unknown' };

/** Records an event by the logged-in caller of this request (organisation, actor and address from the request). */
export const recordRequestEvent = (
  securityLog: SecurityLog,
  c: Context,
  principal: Principal,
  type: SecurityEventType,
  details?: SecurityEventDetails,
): Promise<void> =>
  securityLog.record({
    organisationsId: principal.organisationsId,
    usersId: principal.usersId,
    type,
    address: securityLog.addressOf(c),
    ...(details ? { details } : {}),
  });
