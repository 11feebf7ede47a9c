import {
  eidMethods, identityMismatch, levelOfAcr, meetsEidLevel, type EidIdentity, type IdentityMismatch, type EidMethod, type LinkAddress, type PublicEidMethod, type PublicSignatoriesPort, type PublicSignatoryStage,
  type PublicSignatoryView, type PublicVerifyResult, type SignedPdfVerifyPort,
} from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { completedEid, closeFailedEid, configuredEidMethods, finishEid, startEid, useEid } from '../eid/sessions.ts';
import { readScreenSignature } from '../eid/screen-signature.ts';
import { completeEsignature, ensureSignedDocument } from '../esignatures/complete.ts';
import { publicOrganisation } from '../answers/view.ts';
import { unsupportedFile } from '../esignatures/pdf-upload.ts';
import { signedFileName } from '../mail/esignature-texts.ts';
import type { TimestampCheck } from '../pdf/cms.ts';
import { inspectPdfSignature, inspectPdfTimestamp } from '../pdf/sign.ts';
import { addEvent } from '../repo/events.ts';
import {
  findEsignature, findSignatory, listEsignatureFiles, listSignatories, type EsignatureRecord, type SignatoryRecord,
} from '../repo/esignatures.ts';
import { insertFile, readFileContent, sha256Hex } from '../repo/files.ts';
import { readSettings } from '../repo/settings.ts';
import { prepareInvites, sendInvitesLogged, type SignatoryMail } from '../sending/esignatures.ts';
import { linkInvalid, linkTenancy, withLink } from './link.ts';

// The signatory's side of e-signatures (issue 14): the page behind the signatory's own link
// (/p/signatories/{org}/{customer}/{esignatures_id}/{id}#token), identification, the signature itself, and the final
// signed PDF once everyone has signed.

interface Opened {
  esignature: EsignatureRecord;
  signatory: SignatoryRecord;
}

/**
 * The signatory and e-signature behind a proven link: the path's e-signature must be the signatory's own and the
 * e-signature sent (else LINK_INVALID alike). `lock` takes the e-signature row first, so the signatures of one
 * e-signature are serialised (two last signatories at once complete it exactly once).
 */
const opened = async (tx: Tx, link: LinkAddress, lock = false): Promise<Opened> => {
  if (!link.esignaturesId) throw linkInvalid();
  const esignature = await findEsignature(tx, link.esignaturesId, lock);
  const signatory = await findSignatory(tx, link.id, lock);
  if (!esignature || !signatory || signatory.esignatures_id !== esignature.id || signatory.customers_id !== link.customersId
    || esignature.customers_id !== link.customersId || esignature.status === 'DRAFT') {
    throw linkInvalid();
  }
  return { esignature, signatory };
};

const stageOf = ({ esignature, signatory }: Opened): PublicSignatoryStage => {
  if (signatory.status === 'done' || esignature.status === 'SIGNED') return 'signed';
  if (esignature.status === 'PAUSED') return 'paused';
  if (esignature.current_order === null || signatory.signorder > esignature.current_order) return 'waiting_turn';
  return 'open';
};

/** Refuses anything but a signatory whose turn it is, on an e-signature that is not paused or signed. */
const assertOpen = (o: Opened): void => {
  const stage = stageOf(o);
  if (stage === 'signed') throw new AppError('ALREADY_SIGNED', 'Already signed');
  if (stage === 'paused') throw new AppError('ESIGNATURE_PAUSED', 'The e-signature is paused');
  if (stage === 'waiting_turn') throw new AppError('NOT_YOUR_TURN', 'Earlier signatories have not signed yet');
};

/**
 * The methods the signatory is offered: force_passportreader offers the passport reader only; allow_passportreader
 * adds it. A drawn signature is always available; a strong identification when a provider serves it. PASSPORTFILE
 * needs a document step the signing page does not have, so it is shown as unavailable.
 */
const methodsOf = (deps: Pick<OutboundPortsDeps, 'eid'>, { esignature, signatory }: Opened): PublicEidMethod[] => {
  const chosen: EidMethod[] = esignature.force_passportreader
    ? ['PASSPORTREADER']
    : [...signatory.available_eidmethods, ...(esignature.allow_passportreader && !signatory.available_eidmethods.includes('PASSPORTREADER') ? ['PASSPORTREADER' as const] : [])];
  const served = configuredEidMethods(deps);
  return eidMethods.filter((m) => chosen.includes(m)).map((method) => ({
    method,
    available: method === 'SCREENSIGNATURE' ? true : method === 'PASSPORTFILE' ? false : served.includes(method),
  }));
};

const offered = (deps: Pick<OutboundPortsDeps, 'eid'>, o: Opened, method: EidMethod): boolean =>
  methodsOf(deps, o).some((m) => m.method === method && m.available);

const methodUnavailable = () => new AppError('EID_METHOD_UNAVAILABLE', 'This signing method is not available', '/method');

const item = (o: Opened) => ({ kind: 'signatory' as const, customersId: o.signatory.customers_id, id: o.signatory.id });

/** The signatory's side of e-signatures (OutboundPublicPorts.signatories). */
/** A signature either went through (and what it set off), or waits for staff: the eID named someone else. */
type SignOutcome =
  | { kind: 'signed'; advanced: Awaited<ReturnType<typeof advance>> }
  | { kind: 'mismatch'; signatory: SignatoryRecord; esignature: EsignatureRecord; identifiedName: string; rejected: boolean; mismatch: IdentityMismatch };

export const publicSignatories = (deps: OutboundPortsDeps): PublicSignatoriesPort => ({
  view: async (link) => {
    const { o, files, identity, expiresAt, settings } = await withLink(deps, link, 'signatory', async (tx) => {
      const found = await opened(tx, link);
      const [token] = await tx<{ expires_at: Date }[]>`select expires_at from outbound.link_tokens where token_hash = ${sha256Hex(link.token)}`;
      return {
        o: found,
        files: await listEsignatureFiles(tx, found.esignature.id),
        identity: found.signatory.status === 'done' ? null : await completedEid(deps, tx, item(found)),
        expiresAt: token!.expires_at,
        settings: await readSettings(tx),
      };
    });
    const profile = await deps.organisations.profile(link.organisationsId);
    const { esignature, signatory } = o;
    const view: PublicSignatoryView = {
      id: signatory.id,
      esignatures_id: esignature.id,
      organisation: publicOrganisation(profile, settings),
      language: esignature.language,
      signature_name: esignature.signature_name,
      description: esignature.description,
      signtext: signatory.signtext ?? esignature.signtext ?? null,
      name: signatory.name,
      companyname: signatory.companyname,
      role: signatory.role,
      files,
      methods: methodsOf(deps, o),
      force_passportreader: esignature.force_passportreader,
      stage: stageOf(o),
      esignature_status: esignature.status,
      identified: identity ? { name: identity.identity.name, method: identity.identity.method } : null,
      signed_at: signatory.signed_at?.toISOString() ?? null,
      final_pdf_available: esignature.status === 'SIGNED',
      expires_at: expiresAt.toISOString(),
    };
    return view;
  },

  file: async (link, filesId) => {
    const file = await withLink(deps, link, 'signatory', async (tx) => {
      const o = await opened(tx, link);
      if (!/^[0-9a-f-]{36}$/.test(filesId)) return null;
      return readFileContent(tx, 'esignature', o.esignature.id, filesId, 'document');
    });
    if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found');
    return { ...file, mime: 'application/pdf' };
  },

  startEid: async (link, method) =>
    withLink(deps, link, 'signatory', async (tx) => {
      const o = await opened(tx, link);
      assertOpen(o);
      if (!offered(deps, o, method)) throw methodUnavailable();
      return startEid(deps, tx, { ...item(o), method, allowed: [method], language: o.esignature.language });
    }),

  completeEid: async (link, body, meta) => {
    let eidItem: ReturnType<typeof item> | null = null;
    try {
      const identity = await withLink(deps, link, 'signatory', async (tx) => {
        const o = await opened(tx, link);
        assertOpen(o);
        eidItem = item(o);
        const found = await finishEid(deps, tx, { ...eidItem, callback: body.callback });
        await addEvent(tx, {
          ...{ customersId: o.signatory.customers_id, kind: 'signatory', id: o.signatory.id }, type: 'identified', usersId: null,
          data: { method: found.method, ipaddress: meta.ipaddress },
        });
        return found;
      });
      return { name: identity.name, method: identity.method };
    } catch (error) {
      if (eidItem) {
        const failed = eidItem;
        await deps.db.tx(linkTenancy(link), (tx) => closeFailedEid(tx, failed, error)).catch(() => undefined);
      }
      throw error;
    }
  },

  sign: async (link, body, meta) => {
    if (body.accept !== true) throw new AppError('VALIDATION_FAILED', 'The signature must be accepted', '/accept');
    const image = body.method === 'SCREENSIGNATURE'
      ? (body.image ? readScreenSignature(body.image) : (() => { throw new AppError('IDENTIFICATION_DATA_MISSING', 'Draw the signature', '/image'); })())
      : null;
    const profile = await deps.organisations.profile(link.organisationsId);
    const now = clock(deps);
    const outcome = await withLink(deps, link, 'signatory', async (tx) => {
      const o = await opened(tx, link, true);
      assertOpen(o);
      if (o.signatory.status !== 'error') throw new AppError('NOT_YOUR_TURN', 'Not invited yet');
      if (!offered(deps, o, body.method)) throw methodUnavailable();
      let identity: EidIdentity | null = null;
      if (body.method !== 'SCREENSIGNATURE') {
        const completed = await completedEid(deps, tx, item(o), true);
        if (!completed || completed.identity.method !== body.method) {
          throw new AppError('IDENTIFICATION_DATA_MISSING', 'Identify first with the chosen method', '/method');
        }
        await useEid(tx, completed.sessionId);
        identity = completed.identity;
        // The eID must name the signatory staff entered (issue 25 §5) at the organisation's minimum level of assurance
        // (eid_min_level, as for identifications): otherwise the signature waits for a staff decision, with who
        // identified and at which level kept as evidence; once staff accept that person, they may sign.
        const { eid_min_level: minLevel } = await readSettings(tx);
        const differs = identityMismatch({ name: o.signatory.name }, identity);
        const weak = meetsEidLevel(identity.acr, minLevel) ? null : { required: minLevel, identified: levelOfAcr(identity.acr) };
        const mismatch: IdentityMismatch | null = differs || weak ? { ...differs, ...(weak ? { level: weak } : {}) } : null;
        const decided = o.signatory.identified_name === identity.name ? o.signatory.mismatch_decision : null;
        if (mismatch && decided !== 'ACCEPTED') {
          await tx`update outbound.signatories set mismatch = ${tx.json(mismatch as never)}, identified_name = ${identity.name},
              identified_birthdate = ${identity.birthdate}, eid_acr = ${identity.acr ?? null}, eid_auth_time = ${identity.authenticated_at},
              eid_issuer = ${identity.issuer}, eid_subject = ${identity.subject}, mismatch_decision = ${decided},
              mismatch_decided_by = ${decided ? o.signatory.mismatch_decided_by : null}, mismatch_decided_at = ${decided ? tx`mismatch_decided_at` : null},
              updated_at = now()
            where id = ${o.signatory.id}`;
          await addEvent(tx, {
            customersId: o.signatory.customers_id, kind: 'signatory', id: o.signatory.id, type: 'identify_failed', usersId: null,
            data: { esignatures_id: o.esignature.id, method: body.method, mismatch: Object.keys(mismatch), ipaddress: meta.ipaddress },
          });
          const held: SignOutcome = {
            kind: 'mismatch', signatory: o.signatory, esignature: o.esignature, identifiedName: identity.name, rejected: decided === 'REJECTED', mismatch,
          };
          return held;
        }
      }
      let screenFile: string | null = null;
      if (image) {
        const stored = await insertFile(tx, {
          customersId: o.signatory.customers_id, kind: 'signatory', itemId: o.signatory.id, role: 'screensignature',
          name: 'signature.png', mime: 'image/png', content: image,
        });
        screenFile = stored.id;
      }
      await tx`update outbound.signatories set status = 'done', signed_at = ${now}, method = ${body.method}, ssn = ${identity?.ssn ?? null},
          identified_name = ${identity && identity.name !== o.signatory.name ? identity.name : null},
          eid_issuer = ${identity?.issuer ?? null}, eid_subject = ${identity?.subject ?? null}, eid_acr = ${identity?.acr ?? null},
          eid_auth_time = ${identity?.authenticated_at ?? null}, identified_birthdate = ${identity?.birthdate ?? null},
          ipaddress = ${meta.ipaddress}, user_agent = ${meta.userAgent?.slice(0, 500) ?? null}, updated_at = now()
        where id = ${o.signatory.id}`;
      await addEvent(tx, {
        customersId: o.signatory.customers_id, kind: 'signatory', id: o.signatory.id, type: 'signed', usersId: null,
        data: { esignatures_id: o.esignature.id, method: body.method, ipaddress: meta.ipaddress, ...(screenFile ? { files_id: screenFile } : {}) },
      });
      const signed: SignOutcome = { kind: 'signed', advanced: await advance(deps, tx, o.esignature, profile?.name ?? '', now, profile?.logo_url ?? null) };
      return signed;
    });
    if (outcome.kind === 'mismatch') {
      const { signatory, esignature, identifiedName, rejected, mismatch } = outcome;
      const what = [mismatch.name ? 'name differs from the signatory\'s' : null, mismatch.level ? 'level of assurance is below the organisation\'s minimum' : null]
        .filter(Boolean).join(' and its ');
      if (deps.alerts && !rejected) {
        const snapshot = await deps.customers.records.snapshot({ organisationsId: link.organisationsId, restrictiontype: 'NONE' }, signatory.customers_id);
        await deps.alerts.raise(link.organisationsId, {
          customersId: signatory.customers_id, customerName: snapshot?.name ?? '', customerType: snapshot?.type ?? 'business',
          target: 'esignatures', targetId: `${esignature.id}/${signatory.id}`, targetName: signatory.name, identifiedName,
          description: `E-signature: the eID's ${what}`,
        });
      }
      throw new AppError('IDENTITY_MISMATCH', mismatch.name
        ? 'The identification names another person than the signatory: the organisation must confirm it first'
        : 'The identification is below the level the organisation requires: the organisation must confirm it first');
    }
    const { advanced } = outcome;
    await sendInvitesLogged(deps, link.organisationsId, advanced.mails);
    if (advanced.signed) await completeEsignature(deps, link.organisationsId, link.esignaturesId!);
    return { signed_at: now.toISOString(), esignature_signed: advanced.signed };
  },

  signedPdf: async (link) => {
    const esignaturesId = await withLink(deps, link, 'signatory', async (tx) => {
      const o = await opened(tx, link);
      if (o.esignature.status !== 'SIGNED') throw new AppError('ESIGNATURE_INVALID_STATUS', 'The e-signature is not signed by everyone yet');
      return o.esignature.id;
    });
    const document = await ensureSignedDocument(deps, linkTenancy(link), esignaturesId);
    return { name: signedFileName(document.language, document.esignature.signature_name), mime: 'application/pdf', bytes: document.content };
  },
});

/**
 * After a signature, in the signing transaction (the e-signature locked): when the current order has signed, the next
 * order is invited (the mails are sent after commit); when everyone has signed, the e-signature is SIGNED.
 */
const advance = async (
  deps: OutboundPortsDeps, tx: Tx, esignature: EsignatureRecord, profileName: string, now: Date, logoPath: string | null = null,
): Promise<{ signed: boolean; mails: SignatoryMail[] }> => {
  const signatories = await listSignatories(tx, esignature.id);
  const unsigned = signatories.filter((s) => s.status !== 'done');
  if (unsigned.some((s) => s.signorder === esignature.current_order)) return { signed: false, mails: [] };
  if (unsigned.length === 0) {
    // The completion (sealed PDF, mails, event) is pending from this commit on (completed_at null): run right after
    // it, or by the job after a crash (issue 26).
    await tx`update outbound.esignatures set status = 'SIGNED', signed_at = ${now}, current_order = null, next_reminder_at = null,
        completed_at = null, completion_claimed_until = null, updated_at = now()
      where id = ${esignature.id}`;
    await addEvent(tx, { customersId: esignature.customers_id, kind: 'esignature', id: esignature.id, type: 'completed', usersId: null });
    return { signed: true, mails: [] };
  }
  const next = Math.min(...unsigned.map((s) => s.signorder));
  await tx`update outbound.esignatures set current_order = ${next}, updated_at = now() where id = ${esignature.id}`;
  const sender = (await readSettings(tx)).outbound_email_name ?? profileName;
  const mails = await prepareInvites(deps, tx, esignature, unsigned.filter((s) => s.signorder === next), { usersId: null, sender, logoPath });
  return { signed: false, mails };
};

/** A distinguished name's attribute (`CN=Tunne TSA\nO=Tunne`), or null. */
const dnAttribute = (dn: string, name: string): string | null =>
  dn.split('\n').map((part) => part.trim()).find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1).trim() || null;

/** The seal's trusted timestamp as the verification page shows it: its time and the authority's name (null: none readable). */
export const timestampOf = (check: TimestampCheck | null): PublicVerifyResult['timestamp'] => {
  if (!check?.genTime) return null;
  const subject = check.authority?.subject ?? '';
  return { time: check.genTime.toISOString(), authority: dnAttribute(subject, 'CN') ?? dnAttribute(subject, 'O'), intact: check.intact };
};

/** The verification page's check (no link, no organisation): is this exact PDF one we signed, and is its signature intact? */
export const signedPdfVerifier = (deps: OutboundPortsDeps): SignedPdfVerifyPort => ({
  verify: async (bytes) => {
    // The magic bytes only: a damaged or modified copy is still answered (no match), not refused.
    if (bytes.byteLength < 5 || String.fromCharCode(...bytes.subarray(0, 5)) !== '%PDF-') throw unsupportedFile();
    const sha256 = sha256Hex(bytes);
    const [found] = await deps.db.tx(null, (tx) => tx<{
      organisations_id: string; esignatures_id: string; language: string; signature_name: string; signed_at: Date;
      signatories: { name: string; method: EidMethod | null; signed_at: string | null }[];
    }[]>`select organisations_id, esignatures_id, language, signature_name, signed_at, signatories from outbound.find_signed_document(${sha256})`);
    const pdfSignature = inspectPdfSignature(bytes, await deps.signing());
    const timestamp = pdfSignature === 'none' ? null : timestampOf(inspectPdfTimestamp(bytes));
    if (!found) return { match: false, pdf_signature: pdfSignature, sha256, timestamp, document: null };
    const profile = await deps.organisations.profile(found.organisations_id);
    return {
      match: true,
      pdf_signature: pdfSignature,
      sha256,
      timestamp,
      document: {
        signature_name: found.signature_name,
        organisation_name: profile?.name ?? '',
        signed_at: new Date(found.signed_at).toISOString(),
        esignatures_id: found.esignatures_id,
        signatories: found.signatories.map((s) => ({ name: s.name, method: s.method, signed_at: s.signed_at ? new Date(s.signed_at).toISOString() : null })),
      },
    };
  },
});
