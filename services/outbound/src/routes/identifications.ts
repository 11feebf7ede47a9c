import type { Context, Hono } from 'hono';
import {
  CopyIdentificationBody, IdentificationBody, IdentificationDefaultsBody, IdentificationMetadataBody, IdParams, MismatchDecisionBody,
  SsnConflictBody, type Identification,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, recordRequestEvent, tenancyOf, type AuthEnv, type Tx } from '@tunne/platform';
import { clock, type OutboundDeps } from '../deps.ts';
import { addEvent } from '../repo/events.ts';
import { listFiles, readFileContent } from '../repo/files.ts';
import {
  deleteIdentification, findIdentification, hasScreenSignature, insertIdentification, listIdentifications,
  readIdentificationDefaults, screenSignatureFileId, toIdentification, updateIdentificationDraft, writeIdentificationDefaults,
} from '../repo/identifications.ts';
import { readSettings } from '../repo/settings.ts';
import { assertOfferedEidMethods, offeredEidAvailability } from '../eid/offered.ts';
import { applyIdentified, buildIdentificationView, recordApplied } from '../public/identifications.ts';
import type { IdentificationRecord } from '../repo/identifications.ts';
import { publicItemUrl } from '../sending/deliver.ts';
import { draftRoutes, inDraft } from './draft-routes.ts';
import { fileDownload } from './item-files.ts';
import { notFound, visibleCustomer } from './shared.ts';

const label = 'Identification';

/**
 * The body of a new or edited identification: no method chosen is NO_EID_METHODS (the form's 'no method chosen'),
 * anything else the schema refuses is VALIDATION_FAILED with its field.
 */
const readIdentificationBody = async (c: Context): Promise<IdentificationBody> => {
  try {
    return await readBody(c, IdentificationBody);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      const raw = (await c.req.json().catch(() => null)) as { available_eidmethods?: unknown } | null;
      const methods = raw && typeof raw === 'object' ? raw.available_eidmethods : undefined;
      if (methods === undefined || methods === null || (Array.isArray(methods) && methods.length === 0)) {
        throw new AppError('NO_EID_METHODS', 'Choose at least one identification method', '/available_eidmethods');
      }
    }
    throw error;
  }
};

/** Acceptance needs the organisation's use_identifications_accept and an identification waiting for it. */
const notAwaiting = () => new AppError('NOT_AWAITING_APPROVAL', 'The identification is not awaiting approval');

/** An eID that differs from whom staff expected is decided first (issue 25 §5): nothing reaches the customer before. */
const assertMismatchDecided = (r: Pick<IdentificationRecord, 'mismatch' | 'mismatch_decision'>): void => {
  if (r.mismatch && !r.mismatch_decision) throw new AppError('MISMATCH_UNDECIDED', 'The identified person differs from the expected one: decide the mismatch first');
};

/**
 * Identifications, staff side (spec §3 Identification, §4, §7; issue 14): the card's list and create, the draft
 * itself (edit, delete), sending, acceptance, the manual copy, document metadata, the identity-code conflict, the
 * drawn signature and document files, preview, the user's defaults and the eID methods available.
 */
export const identificationRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;
  const base = '/api/v2.5/user/identifications';

  const readFull = async (tx: Tx, id: string): Promise<Identification> => {
    const r = await findIdentification(tx, id);
    if (!r) throw notFound(label);
    const settings = await readSettings(tx);
    return toIdentification(r, {
      files: await listFiles(tx, 'identification', id, 'passport'),
      hasScreensignature: await hasScreenSignature(tx, id),
      publicUrl: publicItemUrl(deps, settings, { kind: 'identification', organisations_id: r.organisations_id, customers_id: r.customers_id, id }),
    });
  };

  app.get('/api/v2.5/user/eids', async (c) => {
    const settings = await db.tx(tenancyOf(c.get('principal')), (tx) => readSettings(tx));
    return ok(c, offeredEidAvailability(deps, settings.eid_methods));
  });

  draftRoutes(app, deps, {
    kind: 'identification',
    label,
    base,
    plural: 'identifications',
    readDraft: readIdentificationBody,
    list: listIdentifications,
    insert: async (tx, input) => {
      await assertOfferedEidMethods(tx, input.body.available_eidmethods);
      return insertIdentification(tx, input);
    },
    find: findIdentification,
    isDraft: inDraft,
    update: async (tx, id, body, language) => {
      await assertOfferedEidMethods(tx, body.available_eidmethods);
      await updateIdentificationDraft(tx, id, body, language);
    },
    remove: deleteIdentification,
    readFull,
    defaults: { schema: IdentificationDefaultsBody, read: readIdentificationDefaults, write: writeIdentificationDefaults },
    approval: {
      flag: 'use_identifications_accept',
      waits: (r) => r.state === 'wait',
      notAwaiting,
      // The identified facts are written into the customer now, as the accepter.
      apply: async (r, usersId) => {
        assertMismatchDecided(r);
        if (r.mismatch_decision === 'REJECTED') throw new AppError('MISMATCH_UNDECIDED', 'The identified person was rejected as not the expected one');
        // The staff member's acceptance is the confirmation a new identity code needs.
        const applied = await applyIdentified(deps, r, usersId, { confirmed: true });
        return (tx, current) => recordApplied(tx, current, applied, usersId);
      },
      // The identified facts are kept in the history; the person identifies again on a fresh link.
      deniedData: (r) => ({
        identified_at: r.identified_at?.toISOString() ?? null, eidmethod: r.eidmethod, eid_issuer: r.eid_issuer,
        eid_subject: r.eid_subject, eid_acr: r.eid_acr, mismatch: r.mismatch, mismatch_decision: r.mismatch_decision,
        identified_name: r.identified_name, ssn: r.ssn, birthdate: r.birthdate,
        ipaddress: r.ipaddress, is_pep_self: r.is_pep_self, is_pep_family: r.is_pep_family, is_pep_partner: r.is_pep_partner,
      }),
      setAside: async (tx, id) => {
        await tx`update outbound.identifications set identified_at = null, eidmethod = null, eid_issuer = null, eid_subject = null,
            identified_name = null, ssn = null, birthdate = null, ipaddress = null, user_agent = null, is_pep_self = null, is_pep_family = null,
            is_pep_partner = null, eid_acr = null, eid_auth_time = null, eid_min_level = null, mismatch = null, mismatch_decision = null,
            mismatch_decided_by = null, mismatch_decided_at = null, document_verified_at = null, document_verified_by = null
          where id = ${id}`;
        // The documents and drawn signature of the denied attempt are kept for the record, but no longer count.
        await tx`update outbound.files set removed_at = now() where item_kind = 'identification' and item_id = ${id} and removed_at is null`;
      },
    },
  });

  /** The identification copied to another customer as a manual one (spec §7): the identified facts and files, done. */
  app.post(`${base}/:id/copy`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { customers_id: target } = await readBody(c, CopyIdentificationBody);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const source = await db.tx(tenancy, (tx) => findIdentification(tx, id));
    if (!source) throw notFound(label);
    if (!source.identified_at) throw new AppError('IDENTIFICATION_DATA_MISSING', 'Only an identified identification can be copied');
    assertMismatchDecided(source);
    const customer = await visibleCustomer(deps, tenancy, target);
    await deps.customers.register.assertNotFrozen(tenancy, target);
    // One person's identification onto another customer only when that customer is the same person: the same identity
    // code (the check writes nothing: no code is written without confirmation).
    const same = source.ssn ? (await deps.customers.records.identify({ ...tenancy, usersId: principal.usersId }, target, { ssn: source.ssn })).outcome : null;
    if (same !== 'same' || (source.mismatch && source.mismatch_decision !== 'ACCEPTED')) {
      throw new AppError('COPY_SSN_MISMATCH', 'An identification can be copied only to a customer with the same identity code', '/customers_id');
    }
    const copy = await db.tx(tenancy, async (tx) => {
      const [row] = await tx<{ id: string }[]>`
        insert into outbound.identifications (organisations_id, customers_id, customer_name, users_id, name, email, note, description,
          instructions, language, available_eidmethods, ask_pep, autofill_pep, state, identified_at, eidmethod, eid_issuer, eid_subject,
          identified_name, ssn, birthdate, ipaddress, user_agent, is_pep_self, is_pep_family, is_pep_partner, metadata, is_manual, is_copy,
          copied_from, eid_acr, eid_auth_time, eid_min_level, mismatch, mismatch_decision, mismatch_decided_by, mismatch_decided_at,
          document_verified_at, document_verified_by)
        select organisations_id, ${target}, ${customer.name}, ${principal.usersId}, name, email, note, description, instructions, language,
          available_eidmethods, ask_pep, autofill_pep, 'done', identified_at, eidmethod, eid_issuer, eid_subject, identified_name, ssn,
          birthdate, ipaddress, user_agent, is_pep_self, is_pep_family, is_pep_partner, metadata, true, true, id, eid_acr, eid_auth_time,
          eid_min_level, mismatch, mismatch_decision, mismatch_decided_by, mismatch_decided_at, document_verified_at, document_verified_by
        from outbound.identifications where id = ${id}
        returning id`;
      const copyId = row!.id;
      await tx`insert into outbound.files (organisations_id, customers_id, item_kind, item_id, role, name, mime, size, sha256, content, created_at)
        select organisations_id, ${target}, item_kind, ${copyId}, role, name, mime, size, sha256, content, created_at from outbound.files
        where item_kind = 'identification' and item_id = ${id} and role in ('passport', 'screensignature') and removed_at is null`;
      await addEvent(tx, { customersId: source.customers_id, kind: 'identification', id, type: 'copied', usersId: principal.usersId, data: { to: copyId, customers_id: target } });
      await addEvent(tx, { customersId: target, kind: 'identification', id: copyId, type: 'created', usersId: principal.usersId, data: { copied_from: id } });
      return readFull(tx, copyId);
    });
    return ok(c, copy, 201);
  });

  /**
   * The document's metadata as staff fill or confirm it; a field left out keeps what it was. Issue 25 §6: once the
   * identification is complete (done or accepted), a field that has a value is written once: changing it is an
   * amendment that needs a reason (METADATA_AMENDMENT_REASON_REQUIRED), and the history (outbound.events, insert-only)
   * keeps the old and the new value with who and when. A retained record's identification is not found at all.
   */
  app.put(`${base}/:id/metadata`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { amendment_reason: rawReason, ...body } = await readBody(c, IdentificationMetadataBody);
    const reason = rawReason?.trim() || null;
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const current = await findIdentification(tx, id, true);
      if (!current) throw notFound(label);
      const before = (current.metadata ?? {}) as Record<string, unknown>;
      // A face-match level compares a face with a document's photo: only a document identification has one.
      if (body.facematch_level !== undefined && body.facematch_level !== null && current.eidmethod !== 'PASSPORTFILE' && current.eidmethod !== 'PASSPORTREADER') {
        throw new AppError('VALIDATION_FAILED', 'A face-match level belongs to a document identification only', '/facematch_level');
      }
      const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const amended = Object.keys(given).filter((key) => before[key] !== undefined && before[key] !== null && before[key] !== given[key]);
      const complete = current.state === 'done' || current.state === 'accepted';
      if (complete && amended.length > 0 && !reason) {
        throw new AppError('METADATA_AMENDMENT_REASON_REQUIRED', 'A filled field of a completed identification is changed only as an amendment with a reason', '/amendment_reason');
      }
      await tx`update outbound.identifications set metadata = metadata || ${tx.json(given as never)}, updated_at = now() where id = ${id}`;
      // One history row: the fields given and, for every value that changed, the old and the new one (evidence kept).
      await addEvent(tx, {
        customersId: current.customers_id, kind: 'identification', id, type: complete && amended.length > 0 ? 'metadata_amended' : 'metadata_updated',
        usersId: principal.usersId,
        data: {
          fields: Object.keys(given),
          ...(amended.length > 0 ? {
            old: Object.fromEntries(amended.map((key) => [key, before[key]])),
            new: Object.fromEntries(amended.map((key) => [key, given[key]])),
          } : {}),
          ...(reason ? { reason } : {}),
        },
      });
      return readFull(tx, id);
    }));
  });

  /** The eID's identity code differs from the customer's: write it in (USE_EID) or keep the stored one. */
  app.post(`${base}/:id/ssn-conflict`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { resolution } = await readBody(c, SsnConflictBody);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const r = await db.tx(tenancy, (tx) => findIdentification(tx, id));
    if (!r) throw notFound(label);
    const none = () => new AppError('SSN_CONFLICT_NONE', 'There is no identity-code conflict to resolve');
    if (r.ssn_conflict !== 'pending' || !r.ssn) throw none();
    if (resolution === 'USE_EID') {
      await deps.customers.records.identify({ ...tenancy, usersId: principal.usersId }, r.customers_id, { ssn: r.ssn, overwrite: true });
    }
    return ok(c, await db.tx(tenancy, async (tx) => {
      const current = await findIdentification(tx, id, true);
      if (current?.ssn_conflict !== 'pending') throw none();
      await tx`update outbound.identifications set ssn_conflict = ${resolution}, updated_at = now() where id = ${id}`;
      await addEvent(tx, { customersId: current.customers_id, kind: 'identification', id, type: 'ssn_resolved', usersId: principal.usersId, data: { resolution } });
      return readFull(tx, id);
    }));
  });

  /**
   * The staff decision on an eID that differs from whom staff expected (issue 25 §5): ACCEPTED writes the identified
   * facts into the customer now, as the decider (a new identity code counts as confirmed); REJECTED writes nothing.
   */
  app.post(`${base}/:id/mismatch`, async (c) => {
    const { id } = readParams(c, IdParams);
    const { decision } = await readBody(c, MismatchDecisionBody);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const none = () => new AppError('MISMATCH_NONE', 'There is no undecided mismatch on this identification');
    const r = await db.tx(tenancy, (tx) => findIdentification(tx, id));
    if (!r) throw notFound(label);
    if (!r.mismatch || r.mismatch_decision) throw none();
    const applied = decision === 'ACCEPTED' && r.state === 'done' ? await applyIdentified(deps, r, principal.usersId, { confirmed: true }) : null;
    return ok(c, await db.tx(tenancy, async (tx) => {
      const current = await findIdentification(tx, id, true);
      if (!current?.mismatch || current.mismatch_decision) throw none();
      await tx`update outbound.identifications set mismatch_decision = ${decision}, mismatch_decided_by = ${principal.usersId},
          mismatch_decided_at = ${clock(deps)}, updated_at = now() where id = ${id}`;
      await addEvent(tx, { customersId: current.customers_id, kind: 'identification', id, type: 'mismatch_decided', usersId: principal.usersId, data: { decision } });
      if (applied) await recordApplied(tx, current, applied, principal.usersId);
      return readFull(tx, id);
    }));
  });

  /**
   * A photographed document verified by a second staff member (issue 25 §5): until then the identification is
   * "identity not verified". Not by the one who sent it (DOCUMENT_VERIFY_SAME_USER); a drawn signature has no
   * document to verify (DOCUMENT_NOT_VERIFIABLE).
   */
  app.post(`${base}/:id/verify-document`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    return ok(c, await db.tx(tenancyOf(principal), async (tx) => {
      const current = await findIdentification(tx, id, true);
      if (!current) throw notFound(label);
      if (current.eidmethod !== 'PASSPORTFILE' || !current.identified_at || current.document_verified_at) {
        throw new AppError('DOCUMENT_NOT_VERIFIABLE', 'Only an unverified document identification can be verified');
      }
      if (current.users_id === principal.usersId) throw new AppError('DOCUMENT_VERIFY_SAME_USER', 'Another user than the sender verifies the document');
      await tx`update outbound.identifications set document_verified_at = ${clock(deps)}, document_verified_by = ${principal.usersId}, updated_at = now()
        where id = ${id}`;
      await addEvent(tx, { customersId: current.customers_id, kind: 'identification', id, type: 'document_verified', usersId: principal.usersId });
      return readFull(tx, id);
    }));
  });

  app.get(`${base}/:id/screensignature`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const file = await db.tx(tenancyOf(principal), async (tx) => {
      const r = await findIdentification(tx, id);
      if (!r) throw notFound(label);
      const filesId = await screenSignatureFileId(tx, id);
      const found = filesId ? await readFileContent(tx, 'identification', id, filesId, 'screensignature') : null;
      return found ? { ...found, customersId: r.customers_id, filesId: filesId! } : null;
    });
    if (!file) throw new AppError('FILE_NOT_FOUND', 'File not found');
    if (deps.securityLog) {
      await recordRequestEvent(deps.securityLog, c, principal, 'download.screen_signature', { customers_id: file.customersId, item_id: id, files_id: file.filesId });
    }
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="screensignature.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'",
    });
  });

  app.get(`${base}/:id/files/:filesId`, fileDownload(deps, {
    kind: 'identification', find: findIdentification, label, securityEvent: 'download.identification_document',
  }));

  app.get(`${base}/:id/preview`, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const { r, settings } = await db.tx(tenancyOf(principal), async (tx) => {
      const found = await findIdentification(tx, id);
      if (!found) throw notFound(label);
      return { r: found, settings: await readSettings(tx) };
    });
    const days = settings.validtime_after_identification;
    const profile = await deps.organisations.profile(principal.organisationsId);
    // A draft has no expiry yet: the preview shows what it would be if sent now.
    const expiresAt = r.expires_at ?? new Date(clock(deps).getTime() + days * 24 * 3600 * 1000);
    return ok(c, buildIdentificationView(deps, r, { profile, settings, expiresAt }));
  });
};
