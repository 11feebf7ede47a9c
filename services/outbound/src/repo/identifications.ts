import {
  identificationAssurance, identificationLight, levelOfAcr, type EidLevel, type Identification, type IdentificationBody, type IdentificationDefaultsBody, type IdentificationMetadata,
  type IdentificationRow, type Language, type OutboundFile,
} from '@tunne/contracts';
import type { Tx } from '@tunne/platform';
import { isoDates, type ItemRecord, type Stored } from './stored.ts';
import { readUserDefaults, writeUserDefaults } from './user-defaults.ts';

/** An identification as stored (outbound.identifications, migration 00003). */
export type IdentificationRecord = ItemRecord<
  Identification,
  'identified_at' | 'accepted_at' | 'denied_at' | 'eid_auth_time' | 'mismatch_decided_at' | 'document_verified_at',
  'user_name' | 'assurance' | 'is_identified' | 'is_accepted' | 'has_screensignature' | 'eid_level' | 'metadata'
> & {
  user_agent: string | null;
  eid_min_level: EidLevel | null;
  /** What staff have filled of the document's metadata. */
  metadata: Partial<IdentificationMetadata>;
};

const columns = (tx: Tx) => tx`id, organisations_id, customers_id, customer_name, users_id, name, email, note, description, instructions,
  language, available_eidmethods, ask_pep, autofill_pep, state, created_at, send_at, sent_at, resent_at, resend_cnt, expires_at,
  identified_at, eidmethod, eid_issuer, eid_subject, identified_name, ssn, to_char(birthdate, 'YYYY-MM-DD') as birthdate, ipaddress,
  user_agent, is_pep_self, is_pep_family, is_pep_partner, metadata, is_manual, is_copy, copied_from, ssn_conflict, stored_ssn,
  accepted_at, denied_at, eid_acr, eid_auth_time, eid_min_level, mismatch, mismatch_decision, mismatch_decided_by, mismatch_decided_at,
  document_verified_at, document_verified_by`;

const toRecord = (row: IdentificationRecord): IdentificationRecord => ({ ...row, available_eidmethods: [...row.available_eidmethods], metadata: row.metadata ?? {} });

/** One identification (RLS: the caller's organisation and restriction); `lock` takes it for update. */
export const findIdentification = async (tx: Tx, id: string, lock = false): Promise<IdentificationRecord | null> => {
  const [row] = await tx<IdentificationRecord[]>`select ${columns(tx)} from outbound.identifications where id = ${id} ${lock ? tx`for update` : tx``}`;
  return row ? toRecord(row) : null;
};

export const insertIdentification = async (
  tx: Tx,
  input: { customersId: string; customerName: string; usersId: string; body: IdentificationBody; language: Language },
): Promise<string> => {
  const b = input.body;
  const [row] = await tx<{ id: string }[]>`
    insert into outbound.identifications (organisations_id, customers_id, customer_name, users_id, name, email, note, description,
      instructions, language, available_eidmethods, ask_pep, autofill_pep)
    values ((select outbound.caller_organisation()), ${input.customersId}, ${input.customerName}, ${input.usersId}, ${b.name.trim()}, ${b.email},
      ${b.note ?? null}, ${b.description ?? null}, ${b.instructions ?? null}, ${input.language}, ${[...b.available_eidmethods]}::text[],
      ${b.ask_pep ?? false}, ${b.autofill_pep ?? false})
    returning id`;
  return row!.id;
};

/** A draft as edited; a language left out keeps the one it has. */
export const updateIdentificationDraft = async (tx: Tx, id: string, b: IdentificationBody, language: Language | null): Promise<void> => {
  await tx`update outbound.identifications set name = ${b.name.trim()}, email = ${b.email}, note = ${b.note ?? null},
      description = ${b.description ?? null}, instructions = ${b.instructions ?? null}, language = coalesce(${language}, language),
      available_eidmethods = ${[...b.available_eidmethods]}::text[], ask_pep = ${b.ask_pep ?? false}, autofill_pep = ${b.autofill_pep ?? false},
      updated_at = now()
    where id = ${id}`;
};

export const deleteIdentification = async (tx: Tx, id: string): Promise<void> => {
  await tx`delete from outbound.identifications where id = ${id}`;
};

const listDates = ['created_at', 'sent_at', 'resent_at', 'identified_at'] as const;

type ListRow = Stored<Omit<IdentificationRow, 'light' | 'assurance' | 'user_name'>, (typeof listDates)[number]>
  & Pick<IdentificationRecord, 'eid_acr' | 'eid_min_level' | 'mismatch' | 'mismatch_decision' | 'document_verified_at'>;

/** How strong it is and its light (issue 25 §5): only a strong identification is green. */
const assuranceOf = (r: Pick<IdentificationRecord, 'state' | 'identified_at' | 'eidmethod' | 'eid_acr' | 'eid_min_level' | 'mismatch' | 'mismatch_decision' | 'ssn_conflict' | 'document_verified_at'>) => {
  const assurance = identificationAssurance(r);
  return { assurance, light: identificationLight(r.state, assurance) };
};

/** The card's list: the customer's identifications, newest first. */
export const listIdentifications = async (tx: Tx, customersId: string): Promise<IdentificationRow[]> => {
  const rows = await tx<ListRow[]>`
    select id, customers_id, name, email, state, created_at, sent_at, resent_at, resend_cnt, identified_at, eidmethod, is_manual, is_copy,
      ssn_conflict, users_id, eid_acr, eid_min_level, mismatch, mismatch_decision, document_verified_at
    from outbound.identifications where customers_id = ${customersId} order by created_at desc, id`;
  return rows.map(({ eid_acr, eid_min_level, mismatch, mismatch_decision, document_verified_at, ...r }) => ({
    ...isoDates(r, listDates),
    ...assuranceOf({ ...r, eid_acr, eid_min_level, mismatch, mismatch_decision, document_verified_at }),
    user_name: null,
  }));
};

export const readIdentificationDefaults = (tx: Tx): Promise<IdentificationDefaultsBody | null> => readUserDefaults(tx, 'identification');

export const writeIdentificationDefaults = (tx: Tx, body: IdentificationDefaultsBody): Promise<void> => writeUserDefaults(tx, 'identification', body);

/** Whether the identification has a drawn signature stored. */
export const hasScreenSignature = async (tx: Tx, id: string): Promise<boolean> => {
  const rows = await tx`select 1 from outbound.files where item_kind = 'identification' and item_id = ${id} and role = 'screensignature' and removed_at is null limit 1`;
  return rows.length > 0;
};

/** The newest drawn signature's file id. */
export const screenSignatureFileId = async (tx: Tx, id: string): Promise<string | null> => {
  const [row] = await tx<{ id: string }[]>`select id from outbound.files
    where item_kind = 'identification' and item_id = ${id} and role = 'screensignature' and removed_at is null order by created_at desc, id limit 1`;
  return row?.id ?? null;
};

const emptyMetadata: IdentificationMetadata = {
  document_number: null, document_type: null, nationality: null, facematch_level: null, gender: null, birthdate: null, date_of_expiry: null,
  issuing_country: null,
};

export const metadataOf = (stored: Partial<IdentificationMetadata>): IdentificationMetadata => ({ ...emptyMetadata, ...stored });

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

export const toIdentification = (
  r: IdentificationRecord,
  extra: { files: OutboundFile[]; hasScreensignature: boolean; publicUrl: string },
): Identification => ({
  id: r.id,
  organizations_id: r.organisations_id,
  customers_id: r.customers_id,
  users_id: r.users_id,
  user_name: null,
  name: r.name,
  email: r.email,
  note: r.note,
  description: r.description,
  instructions: r.instructions,
  language: r.language,
  available_eidmethods: r.available_eidmethods,
  ask_pep: r.ask_pep,
  autofill_pep: r.autofill_pep,
  state: r.state,
  ...assuranceOf(r),
  created_at: r.created_at.toISOString(),
  send_at: iso(r.send_at),
  sent_at: iso(r.sent_at),
  resent_at: iso(r.resent_at),
  resend_cnt: r.resend_cnt,
  expires_at: iso(r.expires_at),
  identified_at: iso(r.identified_at),
  is_identified: r.identified_at !== null,
  is_accepted: r.accepted_at !== null,
  accepted_at: iso(r.accepted_at),
  denied_at: iso(r.denied_at),
  is_manual: r.is_manual,
  is_copy: r.is_copy,
  copied_from: r.copied_from,
  identified_name: r.identified_name,
  ssn: r.ssn,
  birthdate: r.birthdate,
  ipaddress: r.ipaddress,
  eidmethod: r.eidmethod,
  eid_issuer: r.eid_issuer,
  is_pep_self: r.is_pep_self,
  is_pep_family: r.is_pep_family,
  is_pep_partner: r.is_pep_partner,
  has_screensignature: extra.hasScreensignature,
  files: extra.files,
  metadata: metadataOf(r.metadata),
  ssn_conflict: r.ssn_conflict,
  stored_ssn: r.ssn_conflict === 'pending' ? r.stored_ssn : null,
  public_url: extra.publicUrl,
  eid_acr: r.eid_acr,
  eid_level: levelOfAcr(r.eid_acr),
  eid_auth_time: iso(r.eid_auth_time),
  eid_subject: r.eid_subject,
  mismatch: r.mismatch,
  mismatch_decision: r.mismatch_decision,
  mismatch_decided_by: r.mismatch_decided_by,
  mismatch_decided_at: iso(r.mismatch_decided_at),
  document_verified_at: iso(r.document_verified_at),
  document_verified_by: r.document_verified_by,
});
