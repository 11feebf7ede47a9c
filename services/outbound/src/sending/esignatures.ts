import type { MailMessage, Tx } from '@tunne/platform';
import { AppError } from '@tunne/platform';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { freezeGuard } from '../freeze.ts';
import { signatoryInviteMail } from '../mail/esignature-texts.ts';
import { logoAddress, organisationMail } from '../mail/organisation-mail.ts';
import { formatDate } from '../mail/texts.ts';
import { addEvent } from '../repo/events.ts';
import { signatoryUrl, type EsignatureRecord, type SignatoryRecord } from '../repo/esignatures.ts';
import { issueLinkToken } from '../repo/links.ts';
import { readSettings } from '../repo/settings.ts';

// Inviting signatories (issue 14): each gets a link of their own (item_kind 'signatory'), valid
// validtime_after_esignature days; a new one revokes the earlier. The mails are returned to be sent by the caller: in
// the staff's transaction (a failure rolls the send back) or after a signature committed (a failure is recorded and
// staff resend).

export interface SignatoryMail {
  signatoriesId: string;
  customersId: string;
  message: MailMessage;
}

/** The sender's name in mails: the organisation's outbound_email_name, else its name (read before the transaction). */
export const senderName = async (tx: Tx, profileName: string | null | undefined): Promise<string> =>
  (await readSettings(tx)).outbound_email_name ?? profileName ?? '';

/**
 * New links for the signatories (the caller locked the e-signature): status error (awaiting signature), sent_at the
 * first time, resent_at and resend_cnt + 1 after; an event each. Answers the mails to send.
 */
export const prepareInvites = async (
  deps: OutboundPortsDeps,
  tx: Tx,
  esignature: EsignatureRecord,
  signatories: readonly SignatoryRecord[],
  options: { usersId: string | null; sender: string; /** The profile's logo_url (the mail's header). */ logoPath?: string | null },
): Promise<SignatoryMail[]> => {
  const settings = await readSettings(tx);
  const now = clock(deps);
  const expiresAt = new Date(now.getTime() + settings.validtime_after_esignature * 24 * 3600 * 1000);
  const base = settings.host ?? deps.publicUrl;
  const mails: SignatoryMail[] = [];
  for (const signatory of signatories) {
    const token = await issueLinkToken(tx, { customersId: signatory.customers_id, kind: 'signatory', id: signatory.id }, expiresAt);
    const first = signatory.sent_at === null;
    await (first
      ? tx`update outbound.signatories set status = 'error', sent_at = ${now}, updated_at = now() where id = ${signatory.id}`
      : tx`update outbound.signatories set status = 'error', resent_at = ${now}, resend_cnt = resend_cnt + 1, updated_at = now() where id = ${signatory.id}`);
    await addEvent(tx, {
      customersId: signatory.customers_id, kind: 'signatory', id: signatory.id, type: first ? 'sent' : 'resent', usersId: options.usersId,
      data: { esignatures_id: esignature.id, signorder: signatory.signorder, expires_at: expiresAt.toISOString() },
    });
    const text = signatoryInviteMail(esignature.language, {
      sender: options.sender,
      document: esignature.signature_name,
      link: `${signatoryUrl(base, signatory)}#${token}`,
      expires: formatDate(expiresAt),
      notes: [esignature.note, signatory.note].filter((n): n is string => Boolean(n?.trim())),
      resend: !first,
    });
    mails.push({ signatoriesId: signatory.id, customersId: signatory.customers_id, message: organisationMail(settings, options.sender, { to: signatory.email, ...text }, {
        logoUrl: logoAddress(deps, settings, { logo_url: options.logoPath ?? null }), language: esignature.language,
      }) });
  }
  await tx`update outbound.esignatures set expires_at = greatest(coalesce(expires_at, ${expiresAt}), ${expiresAt}), updated_at = now()
    where id = ${esignature.id}`;
  return mails;
};

/** Sends in the staff's transaction: any failure is EMAIL_SEND_FAILED and rolls the whole send back. */
export const sendInvitesOrFail = async (deps: Pick<OutboundPortsDeps, 'mailer'>, mails: readonly SignatoryMail[]): Promise<void> => {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail.message);
    } catch {
      throw new AppError('EMAIL_SEND_FAILED', 'The mail could not be sent');
    }
  }
};

/**
 * Sends after the signature committed (the next order's invitations): a failure never loses the signature; it is
 * recorded on the signatory ('sent' with mail_failed) and staff resend from the card. A frozen customer's signatories
 * are not invited (freezeGuard: the e-signature is paused and the new links revoked).
 */
export const sendInvitesLogged = async (deps: OutboundPortsDeps, organisationsId: string, mails: readonly SignatoryMail[]): Promise<void> => {
  const frozen = new Set<string>();
  for (const customersId of new Set(mails.map((m) => m.customersId))) {
    if ((await freezeGuard(deps, organisationsId, customersId)) === 'frozen') frozen.add(customersId);
  }
  for (const mail of mails.filter((m) => !frozen.has(m.customersId))) {
    try {
      await deps.mailer.send(mail.message);
    } catch {
      await deps.db.tx({ organisationsId }, (tx) =>
        addEvent(tx, { customersId: mail.customersId, kind: 'signatory', id: mail.signatoriesId, type: 'sent', usersId: null, data: { mail_failed: true } }),
      ).catch(() => undefined);
    }
  }
};
