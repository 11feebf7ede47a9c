import type { LinkAddress } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import type { ItemKind } from '../repo/events.ts';
import { checkLinkToken } from '../repo/links.ts';
import { freezeGuard } from '../freeze.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const linkInvalid = () => new AppError('LINK_INVALID', 'The link is not valid');
export const linkAnswered = () => new AppError('LINK_ALREADY_ANSWERED', 'The request has already been answered');

/**
 * Runs fn as the link's organisation once the token proves the link: its hash names exactly this customer's item of
 * this kind, unrevoked and unexpired. Every mismatch is LINK_INVALID alike (nothing says which part was wrong); a
 * right but expired link is LINK_EXPIRED. A frozen customer's link is LINK_INVALID like any revoked one (freezeGuard
 * revokes it; the recipient sees the neutral "link no longer valid", never why: issue 25 §1, no tipping-off).
 */
export const withLink = async <T>(deps: OutboundPortsDeps, link: LinkAddress, kind: ItemKind, fn: (tx: Tx) => Promise<T>): Promise<T> => {
  if (![link.organisationsId, link.customersId, link.id].every((id) => uuid.test(id)) || typeof link.token !== 'string') throw linkInvalid();
  // Before the link's transaction: the register's port runs its own (the embedded database has one connection).
  if ((await freezeGuard(deps, link.organisationsId, link.customersId)) === 'frozen') throw linkInvalid();
  return deps.db.tx({ organisationsId: link.organisationsId }, async (tx) => {
    const check = await checkLinkToken(tx, { customersId: link.customersId, kind, id: link.id }, link.token, clock(deps));
    if (check === 'invalid') throw linkInvalid();
    if (check === 'expired') throw new AppError('LINK_EXPIRED', 'The link has expired');
    return fn(tx);
  });
};

/** The link's organisation as a transaction tenancy, for work after the link was checked. */
export const linkTenancy = (link: LinkAddress) => ({ organisationsId: link.organisationsId });
