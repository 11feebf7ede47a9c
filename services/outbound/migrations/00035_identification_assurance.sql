-- How strong an identification is (issue 25 §5; AMLR art. 22, eIDAS art. 8).
-- The organisation's minimum level of assurance for eID (eIDAS substantial = FTN loa2, high = loa3).
alter table outbound.settings
  add column eid_min_level text not null default 'substantial' check (eid_min_level in ('substantial', 'high'));

-- The eID's evidence: the level the provider reported (acr), when it authenticated, and the level required then. A
-- difference from whom staff expected (name, birth date) waits for a staff decision before anything reaches the
-- customer. A drawn signature or a document photo is "identity not verified" until a second staff member verifies the
-- document (document_verified_*: never the one who sent it).
alter table outbound.identifications
  add column eid_acr text,
  add column eid_auth_time timestamptz,
  add column eid_min_level text check (eid_min_level in ('substantial', 'high')),
  add column mismatch jsonb,
  add column mismatch_decision text check (mismatch_decision in ('ACCEPTED', 'REJECTED')),
  add column mismatch_decided_by uuid,
  add column mismatch_decided_at timestamptz,
  add column document_verified_at timestamptz,
  add column document_verified_by uuid,
  add constraint identifications_document_verified check ((document_verified_at is null) = (document_verified_by is null));

-- The same evidence for a signatory who signed after an eID: who actually signed, at which level, and whether staff
-- accepted a difference from the signatory entered.
alter table outbound.signatories
  add column eid_acr text,
  add column eid_auth_time timestamptz,
  add column identified_birthdate date,
  add column mismatch jsonb,
  add column mismatch_decision text check (mismatch_decision in ('ACCEPTED', 'REJECTED')),
  add column mismatch_decided_by uuid,
  add column mismatch_decided_at timestamptz;
