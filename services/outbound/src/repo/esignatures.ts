import {
  esignatureLight, publicPath, signatoryLight, type Esignature, type EsignatureBody, type EsignatureFile, type EsignatureRow,
  type EsignatureStatus, type Language, type Signatory, type SignatoryBody,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import type { Stored } from './stored.ts';

// E-signatures, their signatories, PDFs and final signed documents (issue 14). Every query runs in db.tx(tenancy):
// RLS keeps them to the caller's organisation and the register's restriction.

/** An e-signature as stored (outbound.esignatures): as staff see it, without what is read beside it or worked out. */
export type EsignatureRecord = Stored<
  Omit<Esignature, 'organizations_id' | 'user_name' | 'light' | 'files' | 'signatories' | 'signed_sha256'>,
  'created_at' | 'sent_at' | 'resent_at' | 'signed_at'
> & {
  organisations_id: string;
  customer_name: string;
  expires_at: Date | null;
};

/** A signatory as stored (outbound.signatories): as staff see it, with the evidence of the signing kept beside. */
export type SignatoryRecord = Stored<Omit<Signatory, 'light' | 'public_url'>, 'sent_at' | 'resent_at' | 'signed_at'> & {
  organisations_id: string;
  customers_id: string;
  created_at: Date;
  eid_issuer: string | null;
  eid_subject: string | null;
  user_agent: string | null;
};

const esignatureColumns = (tx: Tx) => tx`id, organisations_id, customers_id, customer_name, users_id, signature_name, name, description,
  signtext, note, language, allow_passportreader, force_passportreader, status, created_at, sent_at, resent_at, resend_cnt,
  signed_at, current_order, expires_at`;

const signatoryColumns = (tx: Tx) => tx`id, organisations_id, customers_id, esignatures_id, name, companyname, role, email, hide_ssn,
  note, signtext, signorder, available_eidmethods, status, created_at, sent_at, resent_at, resend_cnt, resend_in_progress,
  signed_at, method, ssn, identified_name, eid_issuer, eid_subject, ipaddress, user_agent, eid_acr, mismatch, mismatch_decision,
  mismatch_decided_by`;

const normaliseSignatory = (row: SignatoryRecord): SignatoryRecord => ({ ...row, available_eidmethods: [...row.available_eidmethods] });

/** One e-signature (RLS); `lock` takes it for update (the signing of its signatories is serialised on it). */
export const findEsignature = async (tx: Tx, id: string, lock = false): Promise<EsignatureRecord | null> => {
  const [row] = await tx<EsignatureRecord[]>`select ${esignatureColumns(tx)} from outbound.esignatures where id = ${id} ${lock ? tx`for update` : tx``}`;
  return row ?? null;
};

export const insertEsignature = async (
  tx: Tx,
  input: { customersId: string; customerName: string; usersId: string; body: EsignatureBody; language: Language },
): Promise<string> => {
  const b = input.body;
  const [row] = await tx<{ id: string }[]>`
    insert into outbound.esignatures (organisations_id, customers_id, customer_name, users_id, signature_name, name, description,
      signtext, note, language, allow_passportreader, force_passportreader)
    values ((select outbound.caller_organisation()), ${input.customersId}, ${input.customerName}, ${input.usersId}, ${b.signature_name},
      ${b.name ?? null}, ${b.description ?? null}, ${b.signtext ?? null}, ${b.note ?? null}, ${input.language},
      ${b.allow_passportreader ?? false}, ${b.force_passportreader ?? false})
    returning id`;
  return row!.id;
};

/** A draft as edited; a language left out keeps the one it has. */
export const updateEsignatureDraft = async (tx: Tx, id: string, b: EsignatureBody): Promise<void> => {
  await tx`update outbound.esignatures set signature_name = ${b.signature_name}, name = ${b.name ?? null}, description = ${b.description ?? null},
      signtext = ${b.signtext ?? null}, note = ${b.note ?? null}, language = coalesce(${b.language ?? null}, language),
      allow_passportreader = ${b.allow_passportreader ?? false}, force_passportreader = ${b.force_passportreader ?? false}, updated_at = now()
    where id = ${id}`;
};

export const deleteEsignature = async (tx: Tx, id: string): Promise<void> => {
  await tx`delete from outbound.esignatures where id = ${id}`;
};

/** The card's list (spec §4): the customer's e-signatures, newest first, with how many have signed. */
export const listEsignatures = async (tx: Tx, customersId: string): Promise<EsignatureRow[]> => {
  const rows = await tx<(Omit<EsignatureRow, 'light' | 'user_name' | 'created_at' | 'sent_at' | 'signed_at'> & Record<'created_at' | 'sent_at' | 'signed_at', Date | null>)[]>`
    select e.id, e.customers_id, e.signature_name, e.name, e.status, e.created_at, e.sent_at, e.signed_at, e.users_id,
      (select count(*)::int from outbound.signatories s where s.esignatures_id = e.id) as signatories_total,
      (select count(*)::int from outbound.signatories s where s.esignatures_id = e.id and s.status = 'done') as signatories_signed
    from outbound.esignatures e where e.customers_id = ${customersId} order by e.created_at desc, e.id`;
  return rows.map((r) => ({
    ...r,
    light: esignatureLight(r.status),
    user_name: null,
    created_at: r.created_at!.toISOString(),
    sent_at: r.sent_at?.toISOString() ?? null,
    signed_at: r.signed_at?.toISOString() ?? null,
  }));
};

/** The e-signature's PDFs (not removed), in the order they were added. */
export const listEsignatureFiles = async (tx: Tx, esignaturesId: string): Promise<EsignatureFile[]> => {
  const rows = await tx<(Omit<EsignatureFile, 'created_at'> & { created_at: Date })[]>`
    select id, name, mime, size, sha256, role, created_at, coalesce(pages, 0) as pages from outbound.files
    where item_kind = 'esignature' and item_id = ${esignaturesId} and role = 'document' and removed_at is null
    order by created_at, id`;
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
};

/** The originals with their content, for the final PDF. */
export const readEsignatureOriginals = async (tx: Tx, esignaturesId: string): Promise<{ name: string; bytes: Uint8Array; sha256: string }[]> => {
  const rows = await tx<{ name: string; sha256: string; content: Buffer }[]>`
    select name, sha256, content from outbound.files
    where item_kind = 'esignature' and item_id = ${esignaturesId} and role = 'document' and removed_at is null
    order by created_at, id`;
  return rows.map((r) => ({ name: r.name, sha256: r.sha256, bytes: new Uint8Array(r.content) }));
};

export const listSignatories = async (tx: Tx, esignaturesId: string): Promise<SignatoryRecord[]> => {
  const rows = await tx<SignatoryRecord[]>`
    select ${signatoryColumns(tx)} from outbound.signatories where esignatures_id = ${esignaturesId} order by signorder, created_at, id`;
  return rows.map(normaliseSignatory);
};

export const findSignatory = async (tx: Tx, id: string, lock = false): Promise<SignatoryRecord | null> => {
  const [row] = await tx<SignatoryRecord[]>`select ${signatoryColumns(tx)} from outbound.signatories where id = ${id} ${lock ? tx`for update` : tx``}`;
  return row ? normaliseSignatory(row) : null;
};

export const insertSignatory = async (tx: Tx, esignature: Pick<EsignatureRecord, 'id' | 'customers_id'>, b: SignatoryBody): Promise<string> => {
  const [row] = await tx<{ id: string }[]>`
    insert into outbound.signatories (organisations_id, customers_id, esignatures_id, name, companyname, role, email, hide_ssn, note,
      signtext, signorder, available_eidmethods)
    values ((select outbound.caller_organisation()), ${esignature.customers_id}, ${esignature.id}, ${b.name}, ${b.companyname ?? null},
      ${b.role ?? null}, ${b.email}, ${b.hide_ssn ?? false}, ${b.note ?? null}, ${b.signtext ?? null}, ${b.signorder ?? 1},
      ${b.available_eidmethods as string[]})
    returning id`;
  return row!.id;
};

export const updateSignatory = async (tx: Tx, id: string, b: SignatoryBody): Promise<void> => {
  await tx`update outbound.signatories set name = ${b.name}, companyname = ${b.companyname ?? null}, role = ${b.role ?? null},
      email = ${b.email}, hide_ssn = ${b.hide_ssn ?? false}, note = ${b.note ?? null}, signtext = ${b.signtext ?? null},
      signorder = ${b.signorder ?? 1}, available_eidmethods = ${b.available_eidmethods as string[]}, updated_at = now()
    where id = ${id}`;
};

export const deleteSignatory = async (tx: Tx, id: string): Promise<void> => {
  await tx`delete from outbound.signatories where id = ${id}`;
};

/** The public page's address of a signatory, without the token. */
export const signatoryUrl = (base: string, s: Pick<SignatoryRecord, 'organisations_id' | 'customers_id' | 'esignatures_id' | 'id'>): string =>
  `${base.replace(/\/+$/, '')}${publicPath('signatories', s.organisations_id, s.customers_id, s.id, s.esignatures_id)}`;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** A signatory as staff see it: the identity code of a hide_ssn signatory never leaves the service. */
export const toSignatory = (s: SignatoryRecord, esignatureStatus: EsignatureStatus, base: string): Signatory => ({
  id: s.id,
  esignatures_id: s.esignatures_id,
  name: s.name,
  companyname: s.companyname,
  role: s.role,
  email: s.email,
  hide_ssn: s.hide_ssn,
  note: s.note,
  signtext: s.signtext,
  signorder: s.signorder,
  available_eidmethods: s.available_eidmethods,
  status: s.status,
  light: signatoryLight(s.status, esignatureStatus),
  sent_at: iso(s.sent_at),
  resent_at: iso(s.resent_at),
  resend_cnt: s.resend_cnt,
  signed_at: iso(s.signed_at),
  method: s.method,
  ssn: s.hide_ssn ? null : s.ssn,
  identified_name: s.identified_name,
  ipaddress: s.ipaddress,
  resend_in_progress: s.resend_in_progress,
  eid_acr: s.eid_acr,
  mismatch: s.mismatch,
  mismatch_decision: s.mismatch_decision,
  mismatch_decided_by: s.mismatch_decided_by,
  public_url: signatoryUrl(base, s),
});

/** The stored final PDF of a language, or null. */
export const findSignedDocument = async (tx: Tx, esignaturesId: string, language: Language): Promise<{ sha256: string; content: Uint8Array } | null> => {
  const [row] = await tx<{ sha256: string; content: Buffer }[]>`
    select sha256, content from outbound.signed_documents where esignatures_id = ${esignaturesId} and language = ${language}`;
  return row ? { sha256: row.sha256, content: new Uint8Array(row.content) } : null;
};

/** Stores a final PDF; another request that stored one first wins (unique per e-signature and language). */
export const insertSignedDocument = async (
  tx: Tx,
  input: { customersId: string; esignaturesId: string; language: Language; sha256: string; content: Uint8Array },
): Promise<void> => {
  await tx`insert into outbound.signed_documents (organisations_id, customers_id, esignatures_id, language, sha256, content)
    values ((select outbound.caller_organisation()), ${input.customersId}, ${input.esignaturesId}, ${input.language}, ${input.sha256},
      ${Buffer.from(input.content)})
    on conflict (esignatures_id, language) do nothing`;
};

export const signedSha256 = async (tx: Tx, esignaturesId: string, language: Language): Promise<string | null> => {
  const [row] = await tx<{ sha256: string }[]>`
    select sha256 from outbound.signed_documents where esignatures_id = ${esignaturesId} and language = ${language}`;
  return row?.sha256 ?? null;
};
