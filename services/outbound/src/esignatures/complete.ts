import type { Language } from '@tunne/contracts';
import { AppError, type Tenancy, type Tx } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';
import { freezeGuard } from '../freeze.ts';
import { signedDocumentMail, signedFileName } from '../mail/esignature-texts.ts';
import { logoAddress, organisationMail } from '../mail/organisation-mail.ts';
import { addEvent } from '../repo/events.ts';
import {
  findEsignature, findSignedDocument, insertSignedDocument, listSignatories, readEsignatureOriginals, type EsignatureRecord,
} from '../repo/esignatures.ts';
import { sha256Hex } from '../repo/files.ts';
import { readSettings } from '../repo/settings.ts';
import { finaliseSignedPdf } from '../pdf/sign.ts';
import type { FinalPdfSignatory } from '../pdf/types.ts';

// The final PDF of a signed e-signature (issue 14): produced on demand per language (the e-signature's own when it
// completes, another when staff ask with ?l=) and kept in outbound.signed_documents, one per language. Two requests at
// once both produce one; the first stored wins and both answer that one.

export interface SignedDocument {
  esignature: EsignatureRecord;
  language: Language;
  sha256: string;
  content: Uint8Array;
}

/** The stored final PDF of the language, produced and stored first when missing. ESIGNATURE_INVALID_STATUS unless SIGNED. */
export const ensureSignedDocument = async (
  deps: OutboundPortsDeps,
  tenancy: Tenancy,
  esignaturesId: string,
  language?: Language,
): Promise<SignedDocument> => {
  const found = await deps.db.tx(tenancy, async (tx) => {
    const esignature = await findEsignature(tx, esignaturesId);
    if (!esignature) throw new AppError('NOT_FOUND', 'E-signature not found');
    if (esignature.status !== 'SIGNED' || !esignature.signed_at) throw new AppError('ESIGNATURE_INVALID_STATUS', 'The e-signature is not signed');
    const lang = language ?? esignature.language;
    const stored = await findSignedDocument(tx, esignaturesId, lang);
    if (stored) return { esignature, language: lang, stored, input: null };
    const signatories = await listSignatories(tx, esignaturesId);
    const originals = await readEsignatureOriginals(tx, esignaturesId);
    return { esignature, language: lang, stored: null, input: { signatories, originals } };
  });
  if (found.stored) return { esignature: found.esignature, language: found.language, ...found.stored };
  const { esignature } = found;
  const profile = await deps.organisations.profile(esignature.organisations_id);
  const signatories: FinalPdfSignatory[] = found.input!.signatories
    .filter((s) => s.status === 'done' && s.signed_at && s.method)
    .map((s) => ({
      name: s.identified_name ?? s.name,
      invited_name: s.identified_name ? s.name : null,
      companyname: s.companyname,
      role: s.role,
      method: s.method!,
      acr: s.eid_acr ?? null,
      signed_at: s.signed_at!,
      ipaddress: s.ipaddress,
      ssn: s.hide_ssn ? null : s.ssn,
      ssn_hidden: s.hide_ssn && Boolean(s.ssn),
    }));
  const bytes = await finaliseSignedPdf({
    esignaturesId: esignature.id,
    signatureName: esignature.signature_name,
    organisationName: profile?.name ?? '',
    language: found.language,
    originals: found.input!.originals,
    signatories,
    completedAt: esignature.signed_at!,
  }, await deps.signing());
  return deps.db.tx(tenancy, async (tx) => {
    await insertSignedDocument(tx, { customersId: esignature.customers_id, esignaturesId: esignature.id, language: found.language, sha256: sha256Hex(bytes), content: bytes });
    const stored = await findSignedDocument(tx, esignature.id, found.language);
    return { esignature, language: found.language, ...stored! };
  });
};

/** How long one run holds a completion: a run killed meanwhile leaves it to the job once this has passed. */
const completionLease = '5 minutes';

/**
 * Takes the e-signature's pending completion for this run (issue 26): null when it is done, not SIGNED, or held by
 * another run whose claim has not run out. Answers the addresses already mailed.
 */
const claimCompletion = async (tx: Tx, esignaturesId: string): Promise<{ mailed: string[] } | null> => {
  const [row] = await tx<{ completion_mailed: string[] }[]>`update outbound.esignatures
      set completion_claimed_until = now() + ${completionLease}::interval
    where id = ${esignaturesId} and status = 'SIGNED' and completed_at is null
      and (completion_claimed_until is null or completion_claimed_until < now())
    returning completion_mailed`;
  return row ? { mailed: row.completion_mailed } : null;
};

/** Marks the completion done with its one event, in one transaction; a second run finds it done and writes nothing. */
const finishCompletion = async (
  deps: OutboundPortsDeps, tenancy: Tenancy, esignaturesId: string, customersId: string, data: Record<string, unknown>,
): Promise<void> => {
  await deps.db.tx(tenancy, async (tx) => {
    const [done] = await tx<{ id: string }[]>`update outbound.esignatures set completed_at = now(), completion_claimed_until = null
      where id = ${esignaturesId} and completed_at is null returning id`;
    if (done) await addEvent(tx, { customersId, kind: 'esignature', id: esignaturesId, type: 'pdf_mailed', usersId: null, data });
  });
};

/**
 * After the last signature committed: the final PDF in the e-signature's language, mailed to every signatory and to
 * the staff member who sent it (when still active). Never throws: a failure is
 * recorded ('pdf_mailed' with failed) and staff resend or download it; the signatures stand. A frozen customer's
 * signatories get nothing (freezeGuard; issue 25 §1): only the staff member is mailed, and the event says so
 * (withheld: FREEZE). The sealed PDF is still made and kept (evidence).
 *
 * Crash-safe (issue 26): the signing transaction that made the e-signature SIGNED left its completion pending; this
 * run claims it (another run, or a second call, does nothing meanwhile), seals the PDF once (ensureSignedDocument keeps
 * the first), mails each address once (each address is recorded as mailed right after its mail went) and marks the
 * completion done with its one event. A process killed halfway is resumed by resumeEsignatureCompletions (the
 * outbound job, at start and every minute) once the claim has run out; at worst the one address whose mail was
 * going out at the kill gets it twice.
 */
export const completeEsignature = async (deps: OutboundPortsDeps, organisationsId: string, esignaturesId: string): Promise<void> => {
  const tenancy = { organisationsId };
  let customersId: string | null = null;
  const claimed = await deps.db.tx(tenancy, (tx) => claimCompletion(tx, esignaturesId)).catch(() => null);
  if (!claimed) return;
  try {
    const document = await ensureSignedDocument(deps, tenancy, esignaturesId);
    const { esignature } = document;
    customersId = esignature.customers_id;
    const frozen = (await freezeGuard(deps, organisationsId, esignature.customers_id)) === 'frozen';
    const profile = await deps.organisations.profile(organisationsId);
    const { settings, recipients } = await deps.db.tx(tenancy, async (tx) => ({
      settings: await readSettings(tx),
      recipients: frozen ? [] : (await listSignatories(tx, esignaturesId)).map((s) => s.email),
    }));
    const sender = settings.outbound_email_name ?? profile?.name ?? '';
    const sentBy = esignature.users_id && deps.findUser ? await deps.findUser(organisationsId, esignature.users_id).catch(() => null) : null;
    if (sentBy) recipients.push(sentBy.email);
    const mail = signedDocumentMail(esignature.language, esignature.signature_name, sender);
    const attachment = { filename: signedFileName(esignature.language, esignature.signature_name), contentType: 'application/pdf', content: document.content };
    const mailed = new Set(claimed.mailed);
    let failed = 0;
    for (const to of [...new Set(recipients)]) {
      if (mailed.has(to)) continue;
      try {
        await deps.mailer.send(organisationMail(settings, sender, { to, ...mail, attachments: [attachment] }, { logoUrl: logoAddress(deps, settings, profile), language: esignature.language }));
      } catch {
        failed += 1;
        continue;
      }
      await deps.db.tx(tenancy, (tx) => tx`update outbound.esignatures set completion_mailed = array_append(completion_mailed, ${to}::text)
        where id = ${esignaturesId}`);
    }
    await finishCompletion(deps, tenancy, esignaturesId, esignature.customers_id, {
      sha256: document.sha256, language: document.language, recipients: recipients.length, failed, ...(frozen ? { withheld: 'FREEZE' } : {}),
    });
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'PDF_FAILED';
    if (customersId === null) {
      customersId = (await deps.db.tx(tenancy, (tx) => findEsignature(tx, esignaturesId)).catch(() => null))?.customers_id ?? null;
    }
    if (customersId) await finishCompletion(deps, tenancy, esignaturesId, customersId, { failed: true, code }).catch(() => undefined);
  }
};

/** How many pending completions one run of the job takes on. */
const completionRunSize = 50;

/**
 * The job's part (issue 26): every completion a crash left pending (SIGNED, not completed, its claim free or run
 * out), completed now. Safe in several instances at once (each completion is claimed). Answers how many it took on.
 */
export const resumeEsignatureCompletions = async (deps: OutboundPortsDeps, pace?: () => Promise<void>): Promise<number> => {
  const pending = await deps.db.tx(null, (tx) => tx<{ organisations_id: string; id: string }[]>`
    select organisations_id, id from outbound.pending_completions(${completionRunSize})`);
  for (const { organisations_id, id } of pending) {
    await completeEsignature(deps, organisations_id, id);
    if (pace) await pace();
  }
  return pending.length;
};
