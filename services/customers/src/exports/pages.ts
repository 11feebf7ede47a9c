import type { CustomerListItem } from '@tunne/contracts';
import { tenancyOf, type Database, type Principal } from '@tunne/platform';
import {
  isKeysetView, itemsByIds, keysetPage, orderedIds, type CustomerFilters, type KeysetPage, type ListKeyset,
} from '../repo/customer-list.ts';

/**
 * Rows per page of an export, each page its own transaction: some 10–30 ms on the embedded database, which serves
 * one query at a time (finding 8 of issue 10), so a 100,000-row CSV never holds other requests for longer.
 */
export const exportPageSize = 500;

/**
 * The caller's whole filtered, sorted view, page by page, for the CSV and the PDF. No transaction stays open between
 * pages (nor while the client reads): the table's views sorted by a plain column continue from the last row's sort value
 * (keyset); a name search or tag view, and the table sorted by name or risk level (whose keyset PostgreSQL cannot bound
 * by index under RLS, see keysetSorts), take their ids in order in one pass and read their rows by id in pages.
 * Rows changed or removed meanwhile show as they are when their page is read.
 */
export async function* exportPages(
  db: Database,
  principal: Principal,
  filters: CustomerFilters,
  size: number = exportPageSize,
): AsyncGenerator<CustomerListItem[]> {
  const tenancy = tenancyOf(principal);
  if (!isKeysetView(filters)) {
    const ids = await db.tx(tenancy, (tx) => orderedIds(tx, principal.usersId, filters, principal.restrictiontype));
    for (let start = 0; start < ids.length; start += size) {
      const items = await db.tx(tenancy, (tx) => itemsByIds(tx, ids.slice(start, start + size)));
      if (items.length > 0) yield items;
    }
    return;
  }
  let after: ListKeyset | null = null;
  do {
    const from = after;
    const page: KeysetPage = await db.tx(tenancy, (tx) => keysetPage(tx, principal.usersId, filters, from, size));
    if (page.items.length > 0) yield page.items;
    after = page.next;
  } while (after);
}
