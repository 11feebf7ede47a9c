import { outboundFileLimits, type LinkAddress, type PublicReceipt, type PublicRequestsPort, type RecipientMeta, type RequestAnswerBody } from '@tunne/contracts';
import { AppError, sniffFileType, cleanFileName, type Tx } from '@tunne/platform';
import { assertNotMarkup } from '../file-checks.ts';
import { applyAnswer } from '../answers/apply.ts';
import { askedPart, checkAnswer, reconcilePrefill } from '../answers/rules.ts';
import { buildRequestView, requestQuestions } from '../answers/view.ts';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { logoAddress, organisationMail } from '../mail/organisation-mail.ts';
import { receiptMail } from '../mail/texts.ts';
import { addEvent } from '../repo/events.ts';
import { addNotice } from '../repo/notices.ts';
import { mailOwner } from '../notices/owner-mail.ts';
import { countFiles, insertFile, listFiles, removeFile } from '../repo/files.ts';
import { findRequest, type RequestRecord } from '../repo/requests.ts';
import { readSettings } from '../repo/settings.ts';
import { linkAnswered, linkInvalid, withLink } from './link.ts';

/** The request behind a proven link, still waiting for its answer (else LINK_ALREADY_ANSWERED). */
const openRequest = async (tx: Tx, link: LinkAddress, lock = false): Promise<RequestRecord> => {
  const request = await findRequest(tx, link.id, lock);
  if (!request || request.customers_id !== link.customersId || request.state === 'draft') throw linkInvalid();
  if (request.answered_at || request.state !== 'error') throw linkAnswered();
  return request;
};

/** A file the recipient sends, checked again by content here (the public service sniffed it too). */
export const checkIncomingFile = (file: { name: string; mime: string; bytes: Uint8Array }): { name: string; mime: string; content: Uint8Array } => {
  if (file.bytes.byteLength === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
  if (file.bytes.byteLength > outboundFileLimits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'The file is too large');
  const mime = sniffFileType(file.bytes, file.mime);
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF, images, Office documents and plain text can be attached', '/file');
  assertNotMarkup(mime, file.bytes);
  return { name: cleanFileName(file.name), mime, content: file.bytes };
};

/** The recipient's side of requests (OutboundPublicPorts.requests). */
export const publicRequests = (deps: OutboundPortsDeps): PublicRequestsPort => ({
  view: async (link) => {
    const { request, settings, files } = await withLink(deps, link, 'request', async (tx) => {
      const found = await openRequest(tx, link);
      return { request: found, settings: await readSettings(tx), files: await listFiles(tx, 'request', link.id, 'answer') };
    });
    const profile = await deps.organisations.profile(link.organisationsId);
    return buildRequestView(deps, request, { profile, settings, files });
  },

  saveDraft: async (link, draft) => {
    await withLink(deps, link, 'request', async (tx) => {
      const request = await openRequest(tx, link, true);
      await tx`update outbound.requests set draft = ${tx.json(askedPart(request, draft) as never)}, updated_at = now() where id = ${link.id}`;
      await addEvent(tx, { customersId: request.customers_id, kind: 'request', id: link.id, type: 'draft_saved', usersId: null });
    });
  },

  addFile: async (link, incoming) => {
    const file = checkIncomingFile(incoming);
    return withLink(deps, link, 'request', async (tx) => {
      const request = await openRequest(tx, link, true);
      if ((await countFiles(tx, 'request', link.id)) >= outboundFileLimits.maxFiles) throw new AppError('TOO_MANY_FILES', 'Too many files', '/file');
      const stored = await insertFile(tx, { customersId: request.customers_id, kind: 'request', itemId: link.id, role: 'answer', ...file });
      await addEvent(tx, { customersId: request.customers_id, kind: 'request', id: link.id, type: 'file_added', usersId: null, data: { files_id: stored.id, sha256: stored.sha256 } });
      return stored;
    });
  },

  removeFile: async (link, filesId) => {
    await withLink(deps, link, 'request', async (tx) => {
      const request = await openRequest(tx, link, true);
      if (!/^[0-9a-f-]{36}$/.test(filesId) || !(await removeFile(tx, 'request', link.id, filesId, 'answer'))) {
        throw new AppError('FILE_NOT_FOUND', 'File not found');
      }
      await addEvent(tx, { customersId: request.customers_id, kind: 'request', id: link.id, type: 'file_removed', usersId: null, data: { files_id: filesId } });
    });
  },

  submit: async (link, body, meta) => {
    // The submit claims the request first: a double click or a second tab gets LINK_ALREADY_ANSWERED, not a second
    // write into the customer. A claim older than a few minutes is a crashed submit and may be taken over.
    const { request, answerFiles } = await withLink(deps, link, 'request', async (tx) => {
      const found = await openRequest(tx, link, true);
      const claimed = await tx`update outbound.requests set submitting_at = now()
        where id = ${link.id} and (submitting_at is null or submitting_at < now() - interval '5 minutes') returning id`;
      if (claimed.length === 0) throw linkAnswered();
      return { request: found, answerFiles: await countFiles(tx, 'request', link.id) };
    });
    try {
      return await submitClaimed(deps, link, request, body, meta, answerFiles);
    } finally {
      await deps.db.tx({ organisationsId: link.organisationsId }, (tx) => tx`update outbound.requests set submitting_at = null where id = ${link.id}`);
    }
  },
});

/** The submit once claimed: checks, applies (unless the organisation reviews answers first), stores, confirms. */
const submitClaimed = async (
  deps: OutboundPortsDeps, link: LinkAddress, request: RequestRecord, body: RequestAnswerBody, meta: RecipientMeta, answerFiles: number,
): Promise<PublicReceipt> => {
  // What the customer has now: the prefilled rows are checked against it, and staff compare the answer with it.
  const scope = { organisationsId: request.organisations_id, restrictiontype: 'NONE' as const, ...(request.users_id ? { usersId: request.users_id } : {}) };
  const snapshot = await deps.customers.records.snapshot(scope, request.customers_id);
  const before = snapshot
    ? { basic: snapshot.basic, owners: snapshot.owners, actualbeneficiaries: snapshot.actualbeneficiaries, peps: snapshot.peps, responsiblepersons: snapshot.responsiblepersons }
    : {};
  const answer: RequestAnswerBody = reconcilePrefill(request, askedPart(request, body), before);
  checkAnswer(request, answer, { answerFiles, questions: await requestQuestions(deps, request), customerCountry: snapshot?.basic.country ?? null });
  // The background answers the customer had, for staff's comparison (issue 26).
  const earlier = request.ask_riskquestions && deps.risk.answers ? await deps.risk.answers(scope, request.customers_id) : null;
  const stored = earlier ? { ...before, riskanswers: earlier } : before;
  const profile = await deps.organisations.profile(link.organisationsId);
  const awaits = profile?.use_requests_accept ?? false;
  if (!awaits) await applyAnswer(deps, request, answer, request.users_id);
  const answeredAt = clock(deps);
  await withLink(deps, link, 'request', async (tx) => {
    const current = await openRequest(tx, link, true);
    await tx`update outbound.requests set answer = ${tx.json(answer as never)}, answer_before = ${tx.json(stored as never)},
        answered_at = ${answeredAt}, draft = null, state = ${awaits ? 'wait' : 'done'}, applied_at = ${awaits ? null : answeredAt},
        next_reminder_at = null, updated_at = now()
      where id = ${link.id}`;
    await addEvent(tx, {
      customersId: current.customers_id, kind: 'request', id: link.id, type: 'answered', usersId: null,
      data: { ipaddress: meta.ipaddress, user_agent: meta.userAgent?.slice(0, 300) ?? null, awaits_acceptance: awaits },
    });
    if (!awaits) await addEvent(tx, { customersId: current.customers_id, kind: 'request', id: link.id, type: 'applied', usersId: null });
    // The request's owner learns of the answer (issue 26): a notice on their home page, and a mail below.
    if (current.users_id) await addNotice(tx, { usersId: current.users_id, kind: 'request', itemId: link.id, type: 'answered' });
  });
  const settings = await deps.db.tx({ organisationsId: link.organisationsId }, (tx) => readSettings(tx));
  // The receipt mail is a courtesy: the answer is stored whether or not it goes out.
  const sender = settings.outbound_email_name ?? profile?.name ?? '';
  const brand = { logoUrl: logoAddress(deps, settings, profile), language: request.language };
  await deps.mailer.send(organisationMail(settings, sender, { to: request.email, ...receiptMail(request.language, sender) }, brand)).catch(() => undefined);
  await mailOwner(deps, link.organisationsId, request.users_id, { kind: 'request', customersId: request.customers_id, itemId: request.id, customerName: request.customer_name });
  return { answered_at: answeredAt.toISOString(), awaits_acceptance: awaits };
};
