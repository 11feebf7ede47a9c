import { Type } from '@sinclair/typebox';
import type { Context, Hono } from 'hono';
import {
  esignatureFileLimits, EsignatureBody, esignatureLight, IdParams, languages, MismatchDecisionBody, RemoveFileBody, SignatoryBody, Uuid,
  type Esignature, type Language,
} from '@tunne/contracts';
import {
  AppError, attachmentHeader, ok, readBody, readParams, recordRequestEvent, tenancyOf, type AuthEnv, type Tenancy, type Tx,
} from '@tunne/platform';
import type { OutboundDeps } from '../deps.ts';
import { clock } from '../deps.ts';
import { assertOfferedEidMethods } from '../eid/offered.ts';
import { ensureSignedDocument } from '../esignatures/complete.ts';
import { readPdfUpload } from '../esignatures/pdf-upload.ts';
import { addEvent, type OutboundEventType } from '../repo/events.ts';
import {
  deleteEsignature, deleteSignatory, findEsignature, findSignatory, insertEsignature, insertSignatory, listEsignatureFiles, listEsignatures,
  listSignatories, signedSha256, toSignatory, updateEsignatureDraft, updateSignatory, type EsignatureRecord,
} from '../repo/esignatures.ts';
import { countFiles, insertFile, removeFile } from '../repo/files.ts';
import { readSettings } from '../repo/settings.ts';
import { prepareInvites, senderName, sendInvitesOrFail } from '../sending/esignatures.ts';
import { assertEddAllowsSend, eddBlockOf } from '../sending/edd-guard.ts';
import { assertNoSanctionsCheckPending } from '../sending/sanctions-check.ts';
import { draftRoutes } from './draft-routes.ts';
import { fileDownload } from './item-files.ts';
import { notFound, readOptionalBody } from './shared.ts';

const SignatoryParams = Type.Object({ id: Uuid, signatories_id: Uuid }, { additionalProperties: false });
const CustomerEsignatureParams = Type.Object({ id: Uuid, esignatures_id: Uuid }, { additionalProperties: false });

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export const invalidStatus = (message = 'Not possible in the e-signature\'s status') => new AppError('ESIGNATURE_INVALID_STATUS', message);

/** The e-signature as staff see it (every signatory's ssn hidden where hide_ssn). */
export const readEsignature = async (deps: Pick<OutboundDeps, 'publicUrl'>, tx: Tx, id: string): Promise<Esignature> => {
  const e = await findEsignature(tx, id);
  if (!e) throw notFound('E-signature');
  const settings = await readSettings(tx);
  const base = settings.host ?? deps.publicUrl;
  const signatories = await listSignatories(tx, id);
  return {
    id: e.id,
    organizations_id: e.organisations_id,
    customers_id: e.customers_id,
    users_id: e.users_id,
    user_name: null,
    signature_name: e.signature_name,
    name: e.name,
    description: e.description,
    signtext: e.signtext,
    note: e.note,
    language: e.language,
    allow_passportreader: e.allow_passportreader,
    force_passportreader: e.force_passportreader,
    status: e.status,
    light: esignatureLight(e.status),
    created_at: e.created_at.toISOString(),
    sent_at: iso(e.sent_at),
    resent_at: iso(e.resent_at),
    resend_cnt: e.resend_cnt,
    signed_at: iso(e.signed_at),
    current_order: e.status === 'SIGNED' ? null : e.current_order,
    files: await listEsignatureFiles(tx, id),
    signatories: signatories.map((s) => toSignatory(s, e.status, base)),
    signed_sha256: e.status === 'SIGNED' ? await signedSha256(tx, id, e.language) : null,
  };
};

/** ?l= of the PDF link: one of the languages, else the e-signature's own. */
const languageParam = (c: Context): Language | undefined => {
  const value = c.req.query('l');
  if (value === undefined || value === '') return undefined;
  if (!(languages as readonly string[]).includes(value)) throw new AppError('VALIDATION_FAILED', 'Unknown language', '/l');
  return value as Language;
};

/**
 * E-signatures and their signatories, staff side (spec §3 E-signature, Signatory, §4, §7; issue 14): the card's list
 * (also as "signatures"), create and edit a DRAFT with its PDFs and signatories, send (the first signing order is
 * invited; again: a resend to those of the current order who have not signed), resend to one signatory, pause and
 * resume, and the final signed PDF in a language. Every action is an outbound.events row.
 */
export const esignatureRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;
  const base = '/api/v2.5/user/esignatures';

  const event = (tx: Tx, e: Pick<EsignatureRecord, 'customers_id' | 'id'>, type: OutboundEventType, usersId: string, data?: Record<string, unknown>) =>
    addEvent(tx, { customersId: e.customers_id, kind: 'esignature', id: e.id, type, usersId, ...(data ? { data } : {}) });

  /** The e-signature locked for a change of a DRAFT (ESIGNATURE_INVALID_STATUS otherwise). */
  const lockedDraft = async (tx: Tx, id: string): Promise<EsignatureRecord> => {
    const e = await findEsignature(tx, id, true);
    if (!e) throw notFound('E-signature');
    if (e.status !== 'DRAFT') throw invalidStatus('Only a draft can be changed');
    return e;
  };

  app.get('/api/v2.5/user/customers/:id/esignatures/:esignatures_id/signatories', async (c) => {
    const { id, esignatures_id: esignaturesId } = readParams(c, CustomerEsignatureParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      const e = await readEsignature(deps, tx, esignaturesId);
      if (e.customers_id !== id) throw notFound('E-signature');
      return e.signatories;
    }));
  });

  // The PDFs to sign: PDF only, checked by content and parsed, with their SHA-256 and page count.
  app.post(`${base}/:id/files`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    // A hidden or foreign e-signature answers 404 before the body is read.
    await db.tx(tenancy, async (tx) => {
      if (!(await findEsignature(tx, id))) throw notFound('E-signature');
    });
    const upload = await readPdfUpload(c);
    const created = await db.tx(tenancy, async (tx) => {
      const e = await lockedDraft(tx, id);
      if ((await countFiles(tx, 'esignature', id)) >= esignatureFileLimits.maxFiles) {
        throw new AppError('TOO_MANY_FILES', `At most ${esignatureFileLimits.maxFiles} files`, '/file');
      }
      const stored = await insertFile(tx, { customersId: e.customers_id, kind: 'esignature', itemId: id, role: 'document', name: upload.name, mime: 'application/pdf', content: upload.bytes });
      await tx`update outbound.files set pages = ${upload.pages} where id = ${stored.id}`;
      await event(tx, e, 'file_added', principal.usersId, { files_id: stored.id, sha256: stored.sha256, pages: upload.pages });
      return readEsignature(deps, tx, id);
    });
    return ok(c, created, 201);
  });

  app.get(`${base}/:id/files/:filesId`, fileDownload(deps, {
    kind: 'esignature', find: findEsignature, label: 'E-signature', role: 'document', mime: 'application/pdf',
    securityEvent: 'download.outbound_file', logsKind: true,
  }));

  app.patch(`${base}/:id`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { files_id: filesId } = await readBody(c, RemoveFileBody);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const e = await findEsignature(tx, id, true);
      if (!e) throw notFound('E-signature');
      const [file] = await tx`select id from outbound.files where id = ${filesId} and item_kind = 'esignature' and item_id = ${id} and role = 'document' and removed_at is null`;
      if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found', '/files_id');
      if (e.status !== 'DRAFT') throw invalidStatus('The files of a sent e-signature stay as they were sent');
      await removeFile(tx, 'esignature', id, filesId, 'document');
      await event(tx, e, 'file_removed', principal.usersId, { files_id: filesId });
      return readEsignature(deps, tx, id);
    }));
  });

  // Signatories: added, edited and removed while DRAFT.
  app.post(`${base}/:id/signatories`, async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, SignatoryBody);
    const principal = c.get('principal');
    const created = await db.tx(tenancyOf(principal), async (tx) => {
      const e = await lockedDraft(tx, id);
      await assertOfferedEidMethods(tx, body.available_eidmethods);
      const signatoriesId = await insertSignatory(tx, e, body);
      await event(tx, e, 'signatory_added', principal.usersId, { signatories_id: signatoriesId });
      return readEsignature(deps, tx, id);
    });
    return ok(c, created, 201);
  });

  const draftSignatory = async (tx: Tx, id: string, signatoriesId: string) => {
    const e = await findEsignature(tx, id, true);
    if (!e) throw notFound('E-signature');
    const s = await findSignatory(tx, signatoriesId, true);
    if (!s || s.esignatures_id !== id) throw notFound('Signatory');
    if (e.status !== 'DRAFT') throw invalidStatus('Signatories can be changed while the e-signature is a draft');
    return e;
  };

  app.put(`${base}/:id/signatories/:signatories_id`, async (c) => {
    const { id, signatories_id: signatoriesId } = readParams(c, SignatoryParams);
    const body = await readBody(c, SignatoryBody);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const e = await draftSignatory(tx, id, signatoriesId);
      await assertOfferedEidMethods(tx, body.available_eidmethods);
      await updateSignatory(tx, signatoriesId, body);
      await event(tx, e, 'signatory_updated', principal.usersId, { signatories_id: signatoriesId });
      return readEsignature(deps, tx, id);
    }));
  });

  /**
   * The staff decision on a signatory whose eID named another person (issue 25 §5): ACCEPTED lets that identified
   * person sign (after identifying again); REJECTED keeps refusing them. Who decided is kept with the signatory.
   */
  app.post(`${base}/:id/signatories/:signatories_id/mismatch`, async (c) => {
    const { id, signatories_id: signatoriesId } = readParams(c, SignatoryParams);
    const { decision } = await readBody(c, MismatchDecisionBody);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const e = await findEsignature(tx, id, true);
      if (!e) throw notFound('E-signature');
      const s = await findSignatory(tx, signatoriesId, true);
      if (!s || s.esignatures_id !== id) throw notFound('Signatory');
      if (!s.mismatch || s.mismatch_decision || s.status === 'done') throw new AppError('MISMATCH_NONE', 'There is no undecided mismatch on this signatory');
      await tx`update outbound.signatories set mismatch_decision = ${decision}, mismatch_decided_by = ${principal.usersId},
          mismatch_decided_at = ${clock(deps)}, updated_at = now() where id = ${signatoriesId}`;
      await addEvent(tx, {
        customersId: s.customers_id, kind: 'signatory', id: signatoriesId, type: 'mismatch_decided', usersId: principal.usersId,
        data: { esignatures_id: id, decision },
      });
      return readEsignature(deps, tx, id);
    }));
  });

  app.delete(`${base}/:id/signatories/:signatories_id`, async (c) => {
    const { id, signatories_id: signatoriesId } = readParams(c, SignatoryParams);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const e = await draftSignatory(tx, id, signatoriesId);
      await deleteSignatory(tx, signatoriesId);
      await event(tx, e, 'signatory_removed', principal.usersId, { signatories_id: signatoriesId });
      return readEsignature(deps, tx, id);
    }));
  });

  /**
   * PATCH …/signatories/{signatories_id}: a new link to one signatory of the current order who has not signed
   * (resend_in_progress while it runs; the earlier link stops working).
   */
  app.patch(`${base}/:id/signatories/:signatories_id`, async (c) => {
    const { id, signatories_id: signatoriesId } = readParams(c, SignatoryParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const e = await db.tx(tenancy, (tx) => findEsignature(tx, id));
    if (!e) throw notFound('E-signature');
    await deps.customers.register.assertNotFrozen(tenancy, e.customers_id);
    const profile = await deps.organisations.profile(principal.organisationsId);
    const resendable = async (tx: Tx) => {
      const current = await findEsignature(tx, id, true);
      if (!current) throw notFound('E-signature');
      const s = await findSignatory(tx, signatoriesId, true);
      if (!s || s.esignatures_id !== id) throw notFound('Signatory');
      if (current.status !== 'SEND' || s.status !== 'error' || s.signorder !== current.current_order) {
        throw invalidStatus('Only a signatory invited and not yet signed can be sent a new link');
      }
      return { current, s };
    };
    // The signatory is one of the e-signature's (else 404) before the sanctions check says whether anything may go.
    await db.tx(tenancy, (tx) => resendable(tx));
    await assertNoSanctionsCheckPending(deps, tenancy.organisationsId, e.customers_id);
    const edd = await eddBlockOf(deps, tenancy.organisationsId, e.customers_id);
    await db.tx(tenancy, async (tx) => {
      const { s } = await resendable(tx);
      if (s.resend_in_progress) throw invalidStatus('A new link is being sent');
      await tx`update outbound.signatories set resend_in_progress = true, updated_at = now() where id = ${signatoriesId}`;
    });
    try {
      await db.tx(tenancy, async (tx) => {
        const { current, s } = await resendable(tx);
        // A new link to a signatory is a resend: held while the EDD blocks sending, unless an admin has overridden it
        // for the e-signature (its send takes the reason).
        await assertEddAllowsSend(tx, { ...tenancy, usersId: principal.usersId, isAdmin: principal.isAdmin },
          { kind: 'esignature', id, customers_id: current.customers_id }, edd, undefined);
        const sender = await senderName(tx, profile?.name);
        const mails = await prepareInvites(deps, tx, current, [s], { usersId: principal.usersId, sender, logoPath: profile?.logo_url ?? null });
        await sendInvitesOrFail(deps, mails);
        await tx`update outbound.signatories set resend_in_progress = false where id = ${signatoriesId}`;
      });
    } catch (error) {
      await db.tx(tenancy, (tx) => tx`update outbound.signatories set resend_in_progress = false where id = ${signatoriesId}`);
      throw error;
    }
    return ok(c, await db.tx(tenancy, (tx) => readEsignature(deps, tx, id)));
  });

  const send = async (c: Context<AuthEnv>) => {
    const { id } = readParams(c, IdParams);
    const body = await readOptionalBody(c);
    const principal = c.get('principal');
    const tenancy: Tenancy = tenancyOf(principal);
    const e = await db.tx(tenancy, (tx) => findEsignature(tx, id));
    if (!e) throw notFound('E-signature');
    if (e.status !== 'DRAFT' && e.status !== 'SEND') throw invalidStatus(e.status === 'PAUSED' ? 'The e-signature is paused' : 'The e-signature is signed');
    await deps.customers.register.assertNotFrozen(tenancy, e.customers_id);
    await assertNoSanctionsCheckPending(deps, tenancy.organisationsId, e.customers_id);
    const edd = await eddBlockOf(deps, tenancy.organisationsId, e.customers_id);
    const profile = await deps.organisations.profile(principal.organisationsId);
    await db.tx(tenancy, async (tx) => {
      const current = await findEsignature(tx, id, true);
      if (!current) throw notFound('E-signature');
      const signatories = await listSignatories(tx, id);
      const sender = await senderName(tx, profile?.name);
      const now = clock(deps);
      if (current.status === 'DRAFT') {
        if ((await countFiles(tx, 'esignature', id)) === 0) throw new AppError('ESIGNATURE_NO_FILES', 'Add a PDF to sign');
        if (signatories.length === 0) throw new AppError('ESIGNATURE_NO_SIGNATORIES', 'Add a signatory');
        await assertEddAllowsSend(tx, { ...tenancy, usersId: principal.usersId, isAdmin: principal.isAdmin },
          { kind: 'esignature', id, customers_id: current.customers_id }, edd, body.edd_override_reason);
        const order = Math.min(...signatories.map((s) => s.signorder));
        await tx`update outbound.esignatures set status = 'SEND', sent_at = ${now}, current_order = ${order}, updated_at = now() where id = ${id}`;
        await event(tx, current, 'sent', principal.usersId, { current_order: order });
        const mails = await prepareInvites(deps, tx, current, signatories.filter((s) => s.signorder === order), { usersId: principal.usersId, sender, logoPath: profile?.logo_url ?? null });
        await sendInvitesOrFail(deps, mails);
      } else if (current.status === 'SEND') {
        // A resend re-delivers the invitations: held alike while the EDD blocks sending (issue 25 §3).
        await assertEddAllowsSend(tx, { ...tenancy, usersId: principal.usersId, isAdmin: principal.isAdmin },
          { kind: 'esignature', id, customers_id: current.customers_id }, edd, body.edd_override_reason);
        const waiting = signatories.filter((s) => s.signorder === current.current_order && s.status !== 'done');
        await tx`update outbound.esignatures set resent_at = ${now}, resend_cnt = resend_cnt + 1, updated_at = now() where id = ${id}`;
        await event(tx, current, 'resent', principal.usersId, { current_order: current.current_order, signatories: waiting.length });
        const mails = await prepareInvites(deps, tx, current, waiting, { usersId: principal.usersId, sender, logoPath: profile?.logo_url ?? null });
        await sendInvitesOrFail(deps, mails);
      } else {
        throw invalidStatus();
      }
    });
    return ok(c, await db.tx(tenancy, (tx) => readEsignature(deps, tx, id)));
  };

  draftRoutes(app, deps, {
    kind: 'esignature',
    label: 'E-signature',
    base,
    plural: 'esignatures',
    aliases: { plural: 'signatures', base: '/api/v2.5/user/signatures' },
    readDraft: (c) => readBody(c, EsignatureBody),
    list: listEsignatures,
    insert: insertEsignature,
    find: findEsignature,
    isDraft: (e) => e.status === 'DRAFT',
    // Only a draft: nothing of it reached anyone. A sent or signed one is kept (AML record).
    notDraft: () => invalidStatus('Only a draft can be changed'),
    update: (tx, id, body) => updateEsignatureDraft(tx, id, body),
    remove: deleteEsignature,
    readFull: (tx, id) => readEsignature(deps, tx, id),
    // The first signing order is invited; again: a resend to those of the current order who have not signed.
    send,
  });

  const transition = (from: 'SEND' | 'PAUSED', to: 'SEND' | 'PAUSED', type: OutboundEventType) => async (c: Context<AuthEnv>) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    if (to === 'SEND') {
      // A frozen customer's e-signature stays paused (issue 25 §1).
      const found = await db.tx(tenancyOf(principal), (tx) => findEsignature(tx, id));
      if (found) await deps.customers.register.assertNotFrozen(tenancyOf(principal), found.customers_id);
    }
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const e = await findEsignature(tx, id, true);
      if (!e) throw notFound('E-signature');
      if (e.status !== from) throw invalidStatus(from === 'SEND' ? 'Only an e-signature awaiting signatures can be paused' : 'Only a paused e-signature can be resumed');
      await tx`update outbound.esignatures set status = ${to}, updated_at = now() where id = ${id}`;
      await event(tx, e, type, principal.usersId);
      return readEsignature(deps, tx, id);
    }));
  };
  app.post(`${base}/:id/pause`, transition('SEND', 'PAUSED', 'paused'));
  app.post(`${base}/:id/resume`, transition('PAUSED', 'SEND', 'resumed'));

  // The final signed PDF with its certificate page in the language asked for (spec §7: the PDF link's parameter l).
  app.get('/api/v2.5/user/signatures/:id/pdf', async (c) => {
    const { id } = readParams(c, IdParams);
    const language = languageParam(c);
    const principal = c.get('principal');
    const document = await ensureSignedDocument(deps, tenancyOf(principal), id, language);
    // The signed document is evidence and personal data: its downloads go to the security log (issue 25 §6).
    if (deps.securityLog) {
      await recordRequestEvent(deps.securityLog, c, principal, 'download.signed_pdf', { customers_id: document.esignature.customers_id, item_id: id, ...(language ? { language } : {}) });
    }
    return c.body(document.content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': attachmentHeader(`${document.esignature.signature_name}.pdf`),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });
};
