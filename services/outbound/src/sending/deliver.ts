import { publicPath, type Language, type OutboundSettings } from '@tunne/contracts';
import { AppError, isAppError, type Tx } from '@tunne/platform';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { freezeGuard } from '../freeze.ts';
import { addEvent, type ItemKind } from '../repo/events.ts';
import { issueLinkToken } from '../repo/links.ts';
import { readSettings } from '../repo/settings.ts';
import { identificationMail } from '../mail/identification-texts.ts';
import { logoAddress, organisationMail } from '../mail/organisation-mail.ts';
import { formatDate, letterMail, requestMail } from '../mail/texts.ts';
import { eddHold } from './edd-guard.ts';
import { assertNoSanctionsCheckPending } from './sanctions-check.ts';

export type DeliveryReason = 'send' | 'resend' | 'reminder';

export interface DeliveryTarget {
  kind: ItemKind;
  organisationsId: string;
  id: string;
  reason: DeliveryReason;
  /** Who caused it (the staff member); null or absent: the system (a scheduled send, a reminder). */
  usersId?: string | null;
}

/** delivered: a new link was mailed; skipped: nothing to do (answered, opened, already sent, gone); frozen: the customer is frozen. */
export type DeliveryOutcome = 'delivered' | 'skipped' | 'frozen';

/** The kinds delivered by a link mail: requests, letters and identifications. */
export type DeliverableKind = Extract<ItemKind, 'request' | 'letter' | 'identification'>;

const tables: Record<DeliverableKind, string> = { request: 'requests', letter: 'letters', identification: 'identifications' };

/** The item's table (outbound.requests, outbound.letters, outbound.identifications) as an identifier fragment. */
export const itemTable = (tx: Tx, kind: ItemKind) => {
  const table = tables[kind as DeliverableKind];
  if (!table) throw new Error(`not a deliverable kind: ${kind}`);
  return tx(table);
};

/** What delivery reads of an item, any kind. */
export interface DeliverableItem {
  kind: ItemKind;
  id: string;
  organisations_id: string;
  customers_id: string;
  email: string;
  language: Language;
  state: string;
  sent_at: Date | null;
  /** The mail's cover text (see coverText): never an internal note. */
  note: string | null;
  /** Identifications: the person staff expect (the mail greets them by name); null for the other kinds. */
  name: string | null;
}

/**
 * The mail's cover text (tipping-off, AMLR art. 73): a request's description ("cover text to the recipient"), an
 * identification's note (its mail cover text); a letter has none. A request's or letter's `note` is the staff's own
 * internal note and never leaves the organisation.
 */
const coverText = (tx: Tx, kind: ItemKind) =>
  kind === 'request' ? tx`description` : kind === 'identification' ? tx`note` : tx`null::text`;

export const readDeliverable = async (tx: Tx, kind: ItemKind, id: string, lock = false): Promise<DeliverableItem | null> => {
  const forUpdate = lock ? tx`for update` : tx``;
  const name = kind === 'identification' ? tx`name` : tx`null::text as name`;
  const [row] = await tx<Omit<DeliverableItem, 'kind'>[]>`
    select id, organisations_id, customers_id, email, language, ${coverText(tx, kind)} as note, state, sent_at, ${name}
    from outbound.${itemTable(tx, kind)} where id = ${id} ${forUpdate}`;
  return row ? { ...row, kind } : null;
};

/** How many days the item's link is valid (validtime_after_request / _letter / _identification). */
export const validDays = (kind: ItemKind, settings: OutboundSettings): number =>
  kind === 'identification' ? settings.validtime_after_identification : kind === 'request' ? settings.validtime_after_request : settings.validtime_after_letter;

/**
 * Whether the reason still applies: a first send only to an unsent draft, a resend or reminder only while the item
 * waits on the recipient (state error: a request not answered, a letter not opened). So a job that runs late, twice
 * or after the recipient acted does nothing.
 */
export const isDeliverable = (item: DeliverableItem, reason: DeliveryReason): boolean =>
  reason === 'send' ? item.state === 'draft' && item.sent_at === null : item.state === 'error' && item.sent_at !== null;

/** The public page's address without the token: the organisation's own host, else the app's. */
export const publicItemUrl = (deps: Pick<OutboundPortsDeps, 'publicUrl'>, settings: OutboundSettings, item: Pick<DeliverableItem, 'kind' | 'organisations_id' | 'customers_id' | 'id'>): string =>
  `${(settings.host ?? deps.publicUrl).replace(/\/+$/, '')}${publicPath(item.kind === 'request' ? 'requests' : item.kind === 'identification' ? 'identifications' : 'letters', item.organisations_id, item.customers_id, item.id)}`;

/** The day the reminder job first looks at the item: a day after sending, when the organisation sends reminders at all. */
const firstReminderAt = (settings: OutboundSettings, now: Date): Date | null =>
  settings.resend_strategy === 'NONE' || settings.resend_maxcnt === 0 ? null : new Date(now.getTime() + 24 * 3600 * 1000);

/**
 * Sends the item in the open transaction (the caller locked it and checked isDeliverable): a new link (earlier ones
 * revoked), the timestamps and counts, an event and the mail. A mail failure rolls all of it back (EMAIL_SEND_FAILED).
 */
export const deliverInTx = async (
  deps: OutboundPortsDeps,
  tx: Tx,
  item: DeliverableItem,
  options: { reason: DeliveryReason; usersId: string | null; sender: string; /** The profile's logo_url (the mail's header). */ logoPath?: string | null },
): Promise<void> => {
  const settings = await readSettings(tx);
  const now = clock(deps);
  const days = validDays(item.kind, settings);
  const expiresAt = new Date(now.getTime() + days * 24 * 3600 * 1000);
  const token = await issueLinkToken(tx, { customersId: item.customers_id, kind: item.kind, id: item.id }, expiresAt);
  const first = item.sent_at === null;
  const reminderAt = firstReminderAt(settings, now);
  const table = itemTable(tx, item.kind);
  await (first
    ? tx`update outbound.${table} set state = 'error', sent_at = ${now}, send_at = null, expires_at = ${expiresAt},
        next_reminder_at = ${reminderAt}, updated_at = now() where id = ${item.id}`
    : tx`update outbound.${table} set state = 'error', resent_at = ${now}, resend_cnt = resend_cnt + 1, expires_at = ${expiresAt},
        updated_at = now() where id = ${item.id}`);
  const type = options.reason === 'reminder' ? 'reminded' : first ? 'sent' : 'resent';
  await addEvent(tx, { customersId: item.customers_id, kind: item.kind, id: item.id, type, usersId: options.usersId, data: { expires_at: expiresAt.toISOString() } });
  const input = {
    sender: settings.outbound_email_name ?? options.sender,
    link: `${publicItemUrl(deps, settings, item)}#${token}`,
    expires: formatDate(expiresAt),
    note: item.note,
    reminder: options.reason === 'reminder',
  };
  const mail = item.kind === 'request'
    ? requestMail(item.language, input)
    : item.kind === 'identification' ? identificationMail(item.language, { ...input, name: item.name ?? '' }) : letterMail(item.language, input);
  try {
    const brand = { logoUrl: logoAddress(deps, settings, { logo_url: options.logoPath ?? null }), language: item.language };
    await deps.mailer.send(organisationMail(settings, input.sender, { to: item.email, ...mail }, brand));
  } catch {
    throw new AppError('EMAIL_SEND_FAILED', 'The mail could not be sent');
  }
};

/**
 * Sends, resends or reminds one item (the scheduled-send and reminder jobs call this; the staff routes do the same
 * through deliverInTx): one transaction, and nothing at all when the item was answered, opened, already sent or
 * removed meanwhile. A frozen customer gets nothing ('frozen'); nor, held alike, one with a pending sanctions check or
 * an EDD required or refused that no admin overrode for the item (issue 25 §3).
 */
export const deliverItem = async (deps: OutboundPortsDeps, target: DeliveryTarget): Promise<DeliveryOutcome> => {
  const tenancy = { organisationsId: target.organisationsId };
  const item = await deps.db.tx(tenancy, (tx) => readDeliverable(tx, target.kind, target.id));
  if (!item || !isDeliverable(item, target.reason)) return 'skipped';
  if ((await freezeGuard(deps, target.organisationsId, item.customers_id)) === 'frozen') return 'frozen';
  try {
    await assertNoSanctionsCheckPending(deps, target.organisationsId, item.customers_id);
  } catch (error) {
    // A pending sanctions check holds the item as a freeze does (it is sent once the match is decided).
    if (isAppError(error) && error.code === 'SANCTIONS_CHECK_PENDING') return 'frozen';
    throw error;
  }
  // An EDD required or refused holds the item the same way (sent once approved, or an admin overrides it).
  if ((await eddHold(deps, target.organisationsId, item)) === 'held') return 'frozen';
  const profile = await deps.organisations.profile(target.organisationsId);
  if (!profile) return 'skipped';
  return deps.db.tx(tenancy, async (tx) => {
    const current = await readDeliverable(tx, target.kind, target.id, true);
    if (!current || !isDeliverable(current, target.reason)) return 'skipped';
    await deliverInTx(deps, tx, current, { reason: target.reason, usersId: target.usersId ?? null, sender: profile.name, logoPath: profile.logo_url });
    return 'delivered';
  });
};
