import { neverThrowing, type ClientAddressOf, type Database, type SecurityLog } from '@tunne/platform';
import { insertSecurityEvent } from './repo/security-events.ts';

/**
 * The security log stored in identity.security_events, for this service and, through the gateway, for the others.
 * Each event is written in its own transaction as its organisation: call it outside any open transaction (the
 * embedded database has one connection).
 */
export const createSecurityLog = (db: Database, addressOf: ClientAddressOf): SecurityLog => ({
  record: neverThrowing((event) => db.tx({ organisationsId: event.organisationsId }, (tx) => insertSecurityEvent(tx, event))),
  addressOf,
});
