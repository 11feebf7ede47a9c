import { isAppError, log, type Tx } from '@tunne/platform';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { freezeGuard } from '../freeze.ts';
import type { ItemKind } from '../repo/events.ts';
import { readSettings } from '../repo/settings.ts';
import { deliverInTx, isDeliverable, itemTable, readDeliverable, type DeliveryReason } from '../sending/deliver.ts';
import { nextReminderAt } from './strategy.ts';
import { eddHold } from '../sending/edd-guard.ts';
import { assertNoSanctionsCheckPending } from '../sending/sanctions-check.ts';

/**
 * Scheduled sends (LATER) and reminders, exactly once with any number of app instances (docs/adr/0004): each due item
 * is handled in one transaction of its organisation that locks its row with `for update skip locked`, checks it is
 * still due, mails it (deliverInTx, the same code as deliverItem and the staff routes) and moves it on
 * (sent_at / resend_cnt, next_reminder_at). Another instance skips the locked row, or finds it no longer due.
 */

export interface DueItem {
  organisations_id: string;
  kind: ItemKind;
  id: string;
  reason: Extract<DeliveryReason, 'send' | 'reminder'>;
}

/** 'delivered': mailed; 'moved': not yet due or no longer due, next look set; 'skipped': another instance has it, or nothing to do; 'frozen'. */
export type DueOutcome = 'delivered' | 'moved' | 'skipped' | 'frozen';

/** Items one run takes of each kind and reason; the rest wait for the next run. */
const runSize = 200;
const dayMs = 24 * 3600 * 1000;

/** Requests, letters and identifications (outbound.due_items answers those three kinds). */
const table = (tx: Tx, kind: ItemKind) => itemTable(tx, kind);

/** Locks the row if it is still due and no other instance holds it; false otherwise. */
const lockDue = async (tx: Tx, item: DueItem, now: Date): Promise<boolean> => {
  const due = item.reason === 'send'
    ? tx`send_at <= ${now} and sent_at is null and state = 'draft'`
    : tx`next_reminder_at <= ${now}`;
  const rows = await tx`select id from outbound.${table(tx, item.kind)} where id = ${item.id} and ${due} for update skip locked`;
  return rows.length > 0;
};

const setNextLook = async (tx: Tx, item: DueItem, at: Date | null): Promise<void> => {
  await tx`update outbound.${table(tx, item.kind)} set next_reminder_at = ${at} where id = ${item.id}`;
};

/** When to look again after the item's mail went out (or now, for an item found waiting): the strategy's due time. */
const scheduleNext = async (tx: Tx, item: DueItem): Promise<Date | null> => {
  const settings = await readSettings(tx);
  const [row] = await tx<{ sent_at: Date | null; resent_at: Date | null; resend_cnt: number }[]>`
    select sent_at, resent_at, resend_cnt from outbound.${table(tx, item.kind)} where id = ${item.id}`;
  const next = row?.sent_at ? nextReminderAt(settings, { sent_at: row.sent_at, resent_at: row.resent_at, resend_cnt: row.resend_cnt }) : null;
  await setNextLook(tx, item, next);
  return next;
};

/**
 * Handles one due item. The other services' ports run first, outside the item's transaction (each opens its own, and
 * the embedded database has one connection): a frozen customer gets nothing (freezeGuard).
 */
export const handleDueItem = async (deps: OutboundPortsDeps, item: DueItem, now: Date): Promise<DueOutcome> => {
  const tenancy = { organisationsId: item.organisations_id };
  const at = { ...deps, now: () => now };
  const found = await deps.db.tx(tenancy, (tx) => readDeliverable(tx, item.kind, item.id));
  if (!found) return 'skipped';
  // A frozen customer gets nothing: freezeGuard stops its reminders for good, revokes its links and holds its
  // scheduled sends (held_by_freeze_at, an item event) so that no run picks them up again until the freeze is lifted.
  if ((await freezeGuard(deps, item.organisations_id, found.customers_id)) === 'frozen') return 'frozen';
  // A held item stays due: a scheduled send asks again at each run, a reminder looks again in a day.
  const hold = async (): Promise<DueOutcome> => {
    if (item.reason === 'reminder') {
      await deps.db.tx(tenancy, async (tx) => {
        if (await lockDue(tx, item, now)) await setNextLook(tx, item, new Date(now.getTime() + dayMs));
      });
    }
    return 'frozen';
  };
  try {
    await assertNoSanctionsCheckPending(deps, item.organisations_id, found.customers_id);
  } catch (error) {
    // A pending sanctions check holds the item until the match is decided.
    if (!isAppError(error) || error.code !== 'SANCTIONS_CHECK_PENDING') throw error;
    return hold();
  }
  // So does an EDD required or refused (issue 25 §3), checked again now, not only when the send was scheduled: the
  // item goes once the EDD is approved, or an admin has overridden it for the item.
  if ((await eddHold(deps, item.organisations_id, found)) === 'held') return hold();
  const profile = await deps.organisations.profile(item.organisations_id);
  if (!profile) return 'skipped';

  return deps.db.tx(tenancy, async (tx): Promise<DueOutcome> => {
    if (!(await lockDue(tx, item, now))) return 'skipped';
    const current = await readDeliverable(tx, item.kind, item.id, true);
    if (!current) return 'skipped';
    if (item.reason === 'reminder') {
      // Answered, opened or accepted meanwhile, or the link has expired: no more reminders.
      const [row] = await tx<{ expires_at: Date | null; resent_at: Date | null; resend_cnt: number }[]>`
        select expires_at, resent_at, resend_cnt from outbound.${table(tx, item.kind)} where id = ${item.id}`;
      if (!row || !isDeliverable(current, 'reminder') || (row.expires_at !== null && row.expires_at <= now)) {
        await setNextLook(tx, item, null);
        return 'moved';
      }
      const due = nextReminderAt(await readSettings(tx), { sent_at: current.sent_at!, resent_at: row.resent_at, resend_cnt: row.resend_cnt });
      if (!due || due > now) {
        await setNextLook(tx, item, due);
        return 'moved';
      }
    } else if (!isDeliverable(current, 'send')) {
      return 'skipped';
    }
    // The mail goes out before the commit: a failed mail rolls the whole step back, and the next run tries again.
    await deliverInTx(at, tx, current, { reason: item.reason, usersId: null, sender: profile.name, logoPath: profile.logo_url });
    await scheduleNext(tx, item);
    return 'delivered';
  });
};

/** The due items of every organisation (a definer function: keys only). */
export const dueItems = (deps: Pick<OutboundPortsDeps, 'db'>, now: Date): Promise<DueItem[]> =>
  deps.db.tx(null, (tx) => tx<DueItem[]>`select organisations_id, kind, id, reason from outbound.due_items(${now}, ${runSize})`);

export interface OutboundRunResult {
  delivered: number;
  moved: number;
  skipped: number;
  frozen: number;
  failed: number;
}

/**
 * One run: every due scheduled send and reminder. An item that fails (its mail refused, a port down) is logged and
 * stays due for the next run; the others go on. Safe to run in several instances at once.
 */
export const runOutboundJobsOnce = async (deps: OutboundPortsDeps, now: Date = clock(deps), pace?: () => Promise<void>): Promise<OutboundRunResult> => {
  const result: OutboundRunResult = { delivered: 0, moved: 0, skipped: 0, frozen: 0, failed: 0 };
  for (const item of await dueItems(deps, now)) {
    try {
      result[await handleDueItem(deps, item, now)] += 1;
    } catch (error) {
      result.failed += 1;
      // Ids and the error's kind only: the item's address and texts are personal data, and an SMTP server's message
      // may quote the recipient's address.
      const code = isAppError(error) ? error.code : (error as { code?: unknown } | null)?.code;
      log.warn('outbound item not delivered', { kind: item.kind, id: item.id, reason: item.reason, error: typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown' });
    }
    if (pace) await pace();
  }
  return result;
};
