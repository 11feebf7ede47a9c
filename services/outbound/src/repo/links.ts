import { randomBytes } from 'node:crypto';
import type { Tx } from '@tunne/platform';
import type { ItemKind } from './events.ts';
import { sha256Hex } from './files.ts';

export interface LinkItem {
  customersId: string;
  kind: ItemKind;
  id: string;
}

/** A new link for the item (256 random bits, base64url); every earlier link of the item is revoked. Only the hash is kept. */
export const issueLinkToken = async (tx: Tx, item: LinkItem, expiresAt: Date): Promise<string> => {
  await revokeLinkTokens(tx, item);
  const token = randomBytes(32).toString('base64url');
  await tx`insert into outbound.link_tokens (token_hash, organisations_id, customers_id, item_kind, item_id, expires_at)
    values (${sha256Hex(token)}, (select outbound.caller_organisation()), ${item.customersId}, ${item.kind}, ${item.id}, ${expiresAt})`;
  return token;
};

export const revokeLinkTokens = async (tx: Tx, item: Pick<LinkItem, 'kind' | 'id'>): Promise<void> => {
  await tx`update outbound.link_tokens set revoked_at = now()
    where item_kind = ${item.kind} and item_id = ${item.id} and revoked_at is null`;
};

export type LinkCheck = 'ok' | 'invalid' | 'expired';

/**
 * Whether the token opens this item: its hash must name exactly this organisation's (RLS), customer, kind and item,
 * unrevoked and unexpired. Any mismatch is 'invalid' alike; only an expired, otherwise right link says so.
 */
export const checkLinkToken = async (tx: Tx, item: LinkItem, token: string, now: Date): Promise<LinkCheck> => {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
  const [row] = await tx<{ expires_at: Date; revoked_at: Date | null }[]>`
    select expires_at, revoked_at from outbound.link_tokens
    where token_hash = ${sha256Hex(token)} and customers_id = ${item.customersId} and item_kind = ${item.kind} and item_id = ${item.id}`;
  if (!row || row.revoked_at) return 'invalid';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  await tx`update outbound.link_tokens set last_used_at = now() where token_hash = ${sha256Hex(token)}`;
  return 'ok';
};
