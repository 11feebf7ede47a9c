import {
  eidMethods, identificationAssurance, identityMismatch, isLocalEidMethod, type CallerScope, type EidLevel, type IdentityMismatch, type EidIdentity, type EidMethod, type LinkAddress, type OrganisationProfile,
  type OutboundSettings, type PepAnswer, type PublicEidMethod, type PublicIdentificationReceipt, type PublicIdentificationView,
  type PublicIdentificationsPort, type RecipientMeta,
} from '@tunne/contracts';
import { AppError, cleanFileName, isAppError, log, sniffFileType, type Tx } from '@tunne/platform';
import { publicOrganisation } from '../answers/view.ts';
import { clock, type OutboundPortsDeps } from '../deps.ts';
import { closeFailedEid, completedEid, configuredEidMethods, finishEid, startEid, useEid } from '../eid/sessions.ts';
import { readScreenSignature } from '../eid/screen-signature.ts';
import { addEvent } from '../repo/events.ts';
import { insertFile, listFiles } from '../repo/files.ts';
import { findIdentification, type IdentificationRecord } from '../repo/identifications.ts';
import { readSettings } from '../repo/settings.ts';
import { linkInvalid, linkTenancy, withLink } from './link.ts';

/** At most this many document photos / PDFs on a PASSPORTFILE identification. */
export const maxPassportFiles = 4;
const passportTypes = ['image/jpeg', 'image/png', 'application/pdf'];

const alreadyIdentified = () => new AppError('ALREADY_IDENTIFIED', 'The person has already identified');

/** Every method the spec names with whether it can be used now: local ones always, eID ones when a provider serves them. */
export const eidAvailability = (deps: Pick<OutboundPortsDeps, 'eid'>, methods: readonly EidMethod[] = eidMethods): PublicEidMethod[] => {
  const configured = configuredEidMethods(deps);
  return methods.map((method) => ({ method, available: isLocalEidMethod(method) || configured.includes(method) }));
};

/** The page as the recipient sees it (and staff's preview). */
export const buildIdentificationView = (
  deps: Pick<OutboundPortsDeps, 'eid'>,
  r: IdentificationRecord,
  context: { profile: OrganisationProfile | null; settings: OutboundSettings; expiresAt: Date },
): PublicIdentificationView => ({
  id: r.id,
  organisation: publicOrganisation(context.profile, context.settings),
  language: r.language,
  name: r.name,
  description: r.description,
  instructions: r.instructions,
  methods: eidAvailability(deps, r.available_eidmethods),
  ask_pep: r.ask_pep,
  identified_at: r.identified_at?.toISOString() ?? null,
  eidmethod: r.eidmethod,
  expires_at: context.expiresAt.toISOString(),
});

/** The identification behind a proven link (a sent one of this customer; else LINK_INVALID). */
const openIdentification = async (tx: Tx, link: LinkAddress, lock = false): Promise<IdentificationRecord> => {
  const found = await findIdentification(tx, link.id, lock);
  if (!found || found.customers_id !== link.customersId || found.state === 'draft' || found.sent_at === null) throw linkInvalid();
  return found;
};

/** Still waiting for the person to identify (state error), with the method allowed. */
const assertIdentifiable = (r: IdentificationRecord, method?: EidMethod): void => {
  if (r.identified_at !== null || r.state !== 'error') throw alreadyIdentified();
  if (method && !r.available_eidmethods.includes(method)) {
    throw new AppError('EID_METHOD_UNAVAILABLE', 'This identification method is not available', '/method');
  }
};

/** With ask_pep the PEP answer is required. */
const pepOf = (r: IdentificationRecord, pep: PepAnswer | undefined): PepAnswer | null => {
  if (!r.ask_pep) return null;
  if (!pep) throw new AppError('IDENTIFICATION_DATA_MISSING', 'Answer whether you are a politically exposed person', '/pep');
  return pep;
};

interface Completion {
  method: EidMethod;
  identity: EidIdentity | null;
  pep: PepAnswer | null;
  meta: RecipientMeta;
  awaits: boolean;
  /** The organisation's minimum level of assurance when the person identified (eID only). */
  minLevel?: EidLevel;
  /** What differs between the eID and whom staff expected (eID only). */
  mismatch?: IdentityMismatch | null;
}

/** Records the identification in the open transaction (the caller locked it and checked it is identifiable). */
const completeInTx = async (deps: Pick<OutboundPortsDeps, 'now'>, tx: Tx, r: IdentificationRecord, c: Completion): Promise<Date> => {
  const at = clock(deps);
  const id = c.identity;
  await tx`update outbound.identifications set identified_at = ${at}, eidmethod = ${c.method}, eid_issuer = ${id?.issuer ?? null},
      eid_subject = ${id?.subject ?? null}, identified_name = ${id?.name ?? null}, ssn = ${id?.ssn?.trim().toUpperCase() || null},
      birthdate = ${id?.birthdate ?? null}, ipaddress = ${c.meta.ipaddress}, user_agent = ${c.meta.userAgent?.slice(0, 500) ?? null},
      is_pep_self = ${c.pep?.is_pep_self ?? null}, is_pep_family = ${c.pep?.is_pep_family ?? null}, is_pep_partner = ${c.pep?.is_pep_partner ?? null},
      eid_acr = ${id?.acr ?? null}, eid_auth_time = ${id?.authenticated_at ?? null}, eid_min_level = ${id ? c.minLevel ?? null : null},
      mismatch = ${c.mismatch ? tx.json(c.mismatch as never) : null}, mismatch_decision = null, mismatch_decided_by = null, mismatch_decided_at = null,
      state = ${c.awaits ? 'wait' : 'done'}, next_reminder_at = null, updated_at = now()
    where id = ${r.id}`;
  await addEvent(tx, {
    customersId: r.customers_id, kind: 'identification', id: r.id, type: 'identified', usersId: null,
    data: {
      method: c.method, issuer: id?.issuer ?? null, acr: id?.acr ?? null, ipaddress: c.meta.ipaddress, user_agent: c.meta.userAgent?.slice(0, 300) ?? null,
      awaits_acceptance: c.awaits, mismatch: c.mismatch ? Object.keys(c.mismatch) : null,
    },
  });
  return at;
};

/**
 * Whom staff expect the eID to name: a person customer is the customer — its name and birth date (the stored one, or
 * the one its FI/SE identity code gives); for a business, the person the identification was sent to (a name only).
 * Read before the link's transaction (the embedded database has one connection).
 */
export const expectedPerson = async (
  deps: Pick<OutboundPortsDeps, 'customers'>,
  link: Pick<LinkAddress, 'organisationsId' | 'customersId'>,
  r: Pick<IdentificationRecord, 'name'>,
): Promise<{ name: string; birthdate: string | null }> => {
  const scope = { organisationsId: link.organisationsId, restrictiontype: 'NONE' } as const;
  const snapshot = await deps.customers.records.snapshot(scope, link.customersId);
  if (snapshot?.type !== 'person') return { name: r.name, birthdate: null };
  const screened = deps.customers.screening ? await deps.customers.screening.customers(scope, [link.customersId]) : [];
  const own = screened.find((c) => c.customersId === link.customersId)?.subjects.find((s) => s.target === 'customer');
  return { name: snapshot.name, birthdate: own?.birthDate ?? null };
};

/** Raises the mismatch group's alert on the identification (spec §2 alert link /identifications/{target}). */
export const raiseIdentificationMismatch = async (deps: Pick<OutboundPortsDeps, 'alerts' | 'customers'>, r: IdentificationRecord): Promise<void> => {
  if (!deps.alerts || !r.mismatch) return;
  const snapshot = await deps.customers.records.snapshot({ organisationsId: r.organisations_id, restrictiontype: 'NONE' }, r.customers_id);
  const what = [r.mismatch.name ? 'name' : null, r.mismatch.birthdate ? 'birth date' : null].filter(Boolean).join(' and ');
  await deps.alerts.raise(r.organisations_id, {
    customersId: r.customers_id, customerName: snapshot?.name ?? r.customer_name, customerType: snapshot?.type ?? 'person',
    target: 'identifications', targetId: r.id, targetName: r.mismatch.name?.expected ?? r.name, identifiedName: r.identified_name ?? '',
    description: `Identification: the eID's ${what} differs from the expected person`,
  });
};

/** What writing an identification into the customer gave (ports only; recordApplied stores it). */
export interface AppliedIdentification {
  outcome: 'set' | 'same' | 'conflict' | 'not_person' | 'overwritten' | 'missing' | null;
  stored_ssn: string | null;
  pep_added: boolean;
  error: string | null;
}

/**
 * Writes the identified facts into the customer through the register's ports, as `usersId` (who sent it, or who
 * accepted it): the identity code (the register keeps a differing one and answers `conflict`) and, with autofill_pep,
 * a PEP record when any answer is yes. Each port opens its own transaction: call with none open.
 */
export const applyIdentified = async (
  deps: Pick<OutboundPortsDeps, 'customers'>,
  r: IdentificationRecord,
  usersId: string | null,
  options: { confirmed?: boolean } = {},
): Promise<AppliedIdentification> => {
  const scope: CallerScope = { organisationsId: r.organisations_id, restrictiontype: 'NONE', ...(usersId ? { usersId } : {}) };
  const result: AppliedIdentification = { outcome: null, stored_ssn: null, pep_added: false, error: null };
  try {
    if (r.ssn) {
      const identified = await deps.customers.records.identify(scope, r.customers_id, { ssn: r.ssn, ...(options.confirmed ? { confirmed: true } : {}) });
      result.outcome = identified.outcome;
      result.stored_ssn = identified.stored_ssn;
    }
    if (r.autofill_pep && (r.is_pep_self || r.is_pep_family || r.is_pep_partner)) {
      await deps.customers.records.apply(scope, r.customers_id, {
        source: 'IDENTIFICATION',
        peps: [{ name: r.identified_name ?? r.name, is_pep_self: r.is_pep_self ?? false, is_pep_family: r.is_pep_family ?? false, is_pep_partner: r.is_pep_partner ?? false }],
      });
      result.pep_added = true;
    }
  } catch (error) {
    // The identification stays recorded; staff see the failure in its history (the code only: no personal data).
    result.error = isAppError(error) ? error.code : 'APPLY_FAILED';
    log.warn('identification not applied to the customer', { id: r.id, error: result.error });
  }
  return result;
};

/**
 * Stores what applyIdentified gave: a conflicting identity code, or one the customer lacks (never written unconfirmed),
 * waits for staff (ssn_conflict pending; USE_EID writes it, KEEP_STORED keeps what the customer has).
 */
export const recordApplied = async (tx: Tx, r: IdentificationRecord, applied: AppliedIdentification, usersId: string | null): Promise<void> => {
  if (applied.outcome === 'conflict' || applied.outcome === 'missing') {
    await tx`update outbound.identifications set ssn_conflict = 'pending', stored_ssn = ${applied.stored_ssn}, updated_at = now() where id = ${r.id}`;
    await addEvent(tx, { customersId: r.customers_id, kind: 'identification', id: r.id, type: 'ssn_conflict', usersId });
  }
  await addEvent(tx, {
    customersId: r.customers_id, kind: 'identification', id: r.id, type: 'applied', usersId,
    data: { ssn: applied.outcome, pep_added: applied.pep_added, ...(applied.error ? { error: applied.error } : {}) },
  });
};

/**
 * The receipt, and (without acceptance) the identified facts written into the customer. An eID that differs from whom
 * staff expected, or is below the organisation's level, writes nothing: it raises a mismatch alert and waits for a
 * staff decision (issue 25 §5).
 */
const afterCompletion = async (deps: OutboundPortsDeps, link: LinkAddress, identifiedAt: Date, awaits: boolean): Promise<PublicIdentificationReceipt> => {
  const tenancy = linkTenancy(link);
  const r = (await deps.db.tx(tenancy, (tx) => findIdentification(tx, link.id)))!;
  const assurance = identificationAssurance(r);
  if (r.mismatch) await raiseIdentificationMismatch(deps, r);
  if (!awaits && assurance !== 'mismatch' && assurance !== 'weak') {
    const applied = await applyIdentified(deps, r, r.users_id);
    await deps.db.tx(tenancy, (tx) => recordApplied(tx, r, applied, null));
  }
  return { identified_at: identifiedAt.toISOString(), eidmethod: r.eidmethod!, name: r.identified_name ?? r.name, awaits_acceptance: awaits };
};

const awaitsAcceptance = async (deps: OutboundPortsDeps, link: LinkAddress): Promise<boolean> =>
  (await deps.organisations.profile(link.organisationsId))?.use_identifications_accept ?? false;

/** The recipient's side of identifications (OutboundPublicPorts.identifications). */
export const publicIdentifications = (deps: OutboundPortsDeps): PublicIdentificationsPort => ({
  view: async (link) => {
    const { r, settings } = await withLink(deps, link, 'identification', async (tx) => ({ r: await openIdentification(tx, link), settings: await readSettings(tx) }));
    const profile = await deps.organisations.profile(link.organisationsId);
    return buildIdentificationView(deps, r, { profile, settings, expiresAt: r.expires_at ?? new Date(0) });
  },

  startEid: async (link, method) =>
    withLink(deps, link, 'identification', async (tx) => {
      const r = await openIdentification(tx, link, true);
      assertIdentifiable(r);
      if (isLocalEidMethod(method)) throw new AppError('EID_METHOD_UNAVAILABLE', 'This identification method is not available', '/method');
      return startEid(deps, tx, { kind: 'identification', customersId: r.customers_id, id: r.id, method, allowed: r.available_eidmethods, language: r.language });
    }),

  completeEid: async (link, body, meta) => {
    const awaits = await awaitsAcceptance(deps, link);
    const expected = await expectedPerson(deps, link, await withLink(deps, link, 'identification', (tx) => openIdentification(tx, link)));
    let identifiedAt: Date;
    try {
      identifiedAt = await withLink(deps, link, 'identification', async (tx) => {
        const r = await openIdentification(tx, link, true);
        assertIdentifiable(r);
        const pep = pepOf(r, body.pep);
        const item = { kind: 'identification' as const, customersId: r.customers_id, id: r.id };
        const identity = await finishEid(deps, tx, { ...item, callback: body.callback });
        if (!r.available_eidmethods.includes(identity.method)) throw new AppError('EID_METHOD_UNAVAILABLE', 'This identification method is not available');
        const session = await completedEid(deps, tx, item, true);
        if (session) await useEid(tx, session.sessionId);
        const { eid_min_level: minLevel } = await readSettings(tx);
        const mismatch = identityMismatch(expected, identity);
        return completeInTx(deps, tx, r, { method: identity.method, identity, pep, meta, awaits, minLevel, mismatch });
      });
    } catch (error) {
      // A failed round trip: its session closed in a transaction of its own (the one above rolled back).
      if ((error as { closeSession?: unknown } | null)?.closeSession) {
        await deps.db.tx(linkTenancy(link), (tx) => closeFailedEid(tx, { kind: 'identification', customersId: link.customersId, id: link.id }, error));
      }
      throw error;
    }
    return afterCompletion(deps, link, identifiedAt, awaits);
  },

  screenSignature: async (link, body, meta) => {
    const image = readScreenSignature(body.image);
    const awaits = await awaitsAcceptance(deps, link);
    const identifiedAt = await withLink(deps, link, 'identification', async (tx) => {
      const r = await openIdentification(tx, link, true);
      assertIdentifiable(r, 'SCREENSIGNATURE');
      const pep = pepOf(r, body.pep);
      const stored = await insertFile(tx, {
        customersId: r.customers_id, kind: 'identification', itemId: r.id, role: 'screensignature', name: 'screensignature.png', mime: 'image/png', content: image,
      });
      await addEvent(tx, { customersId: r.customers_id, kind: 'identification', id: r.id, type: 'file_added', usersId: null, data: { files_id: stored.id, sha256: stored.sha256, role: 'screensignature' } });
      return completeInTx(deps, tx, r, { method: 'SCREENSIGNATURE', identity: null, pep, meta, awaits });
    });
    return afterCompletion(deps, link, identifiedAt, awaits);
  },

  addFile: async (link, incoming) =>
    // The link first: a wrong token is LINK_INVALID (and counted) whatever the file is.
    withLink(deps, link, 'identification', async (tx) => {
      const r = await openIdentification(tx, link, true);
      assertIdentifiable(r, 'PASSPORTFILE');
      if (incoming.bytes.byteLength === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
      const mime = sniffFileType(incoming.bytes, incoming.mime);
      if (!mime || !passportTypes.includes(mime)) throw new AppError('UNSUPPORTED_FILE', 'Only a JPEG or PNG photo or a PDF of the document', '/file');
      if ((await listFiles(tx, 'identification', r.id, 'passport')).length >= maxPassportFiles) {
        throw new AppError('TOO_MANY_FILES', `At most ${maxPassportFiles} files`, '/file');
      }
      const stored = await insertFile(tx, {
        customersId: r.customers_id, kind: 'identification', itemId: r.id, role: 'passport', name: cleanFileName(incoming.name), mime, content: incoming.bytes,
      });
      await addEvent(tx, { customersId: r.customers_id, kind: 'identification', id: r.id, type: 'file_added', usersId: null, data: { files_id: stored.id, sha256: stored.sha256, role: 'passport' } });
      return stored;
    }),

  passport: async (link, body, meta) => {
    const awaits = await awaitsAcceptance(deps, link);
    const identifiedAt = await withLink(deps, link, 'identification', async (tx) => {
      const r = await openIdentification(tx, link, true);
      assertIdentifiable(r, 'PASSPORTFILE');
      const files = new Set((await listFiles(tx, 'identification', r.id, 'passport')).map((f) => f.id));
      if (!body.files_id.every((id) => files.has(id.toLowerCase()))) throw new AppError('FILE_NOT_FOUND', 'File not found', '/files_id');
      const pep = pepOf(r, body.pep);
      return completeInTx(deps, tx, r, { method: 'PASSPORTFILE', identity: null, pep, meta, awaits });
    });
    return afterCompletion(deps, link, identifiedAt, awaits);
  },
});
