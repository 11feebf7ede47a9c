-- Identifications and e-signatures (issue 14; spec §3 Identification, E-signature, Signatory, §4). Same tenancy as
-- requests: the organisation always, and the register's restriction (schema `access`, ADR 0003) for customer items.

alter table outbound.files drop constraint files_item_kind_check;
alter table outbound.files add constraint files_item_kind_check
  check (item_kind in ('request', 'letter', 'identification', 'esignature', 'signatory'));
alter table outbound.files drop constraint files_role_check;
alter table outbound.files add constraint files_role_check
  check (role in ('attachment', 'answer', 'document', 'passport', 'screensignature'));
-- PDFs of an e-signature keep their page count (shown; the certificate page lists them).
alter table outbound.files add column pages integer;

alter table outbound.settings add column validtime_after_identification integer not null default 30
  check (validtime_after_identification between 1 and 365);
alter table outbound.settings add column validtime_after_esignature integer not null default 30
  check (validtime_after_esignature between 1 and 365);

alter table outbound.user_defaults drop constraint user_defaults_kind_check;
alter table outbound.user_defaults add constraint user_defaults_kind_check check (kind in ('request', 'identification', 'esignature'));

create table outbound.identifications (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  customer_name text not null default '',
  users_id uuid,
  name text not null,
  email text not null,
  note text,
  description text,
  instructions text,
  language text not null default 'fi',
  available_eidmethods text[] not null check (cardinality(available_eidmethods) > 0),
  ask_pep boolean not null default false,
  autofill_pep boolean not null default false,
  state text not null default 'draft' check (state in ('draft', 'error', 'wait', 'done', 'accepted')),
  created_at timestamptz not null default now(),
  send_at timestamptz,
  sent_at timestamptz,
  resent_at timestamptz,
  resend_cnt integer not null default 0,
  next_reminder_at timestamptz,
  expires_at timestamptz,
  -- The identification itself (evidence: kept as long as the customer's record, AML Act 3:3).
  identifying_at timestamptz,
  identified_at timestamptz,
  eidmethod text,
  eid_issuer text,
  eid_subject text,
  identified_name text,
  ssn text,
  birthdate date,
  ipaddress text,
  user_agent text,
  is_pep_self boolean,
  is_pep_family boolean,
  is_pep_partner boolean,
  -- Document metadata (PASSPORTFILE / PASSPORTREADER), filled or confirmed by staff: IdentificationMetadata.
  metadata jsonb not null default '{}',
  is_manual boolean not null default false,
  is_copy boolean not null default false,
  copied_from uuid,
  -- The eID's identity code differs from the customer's: pending until staff choose USE_EID or KEEP_STORED.
  ssn_conflict text check (ssn_conflict in ('pending', 'USE_EID', 'KEEP_STORED')),
  stored_ssn text,
  accepted_at timestamptz,
  accepted_by uuid,
  denied_at timestamptz,
  denied_by uuid,
  deny_reason text,
  updated_at timestamptz not null default now()
);
create index identifications_customer_idx on outbound.identifications (organisations_id, customers_id, created_at desc);
create index identifications_pending_idx on outbound.identifications (organisations_id, sent_at) where state in ('error', 'wait');
create index identifications_reminder_idx on outbound.identifications (next_reminder_at) where next_reminder_at is not null;
create index identifications_send_at_idx on outbound.identifications (send_at) where send_at is not null and sent_at is null;
alter table outbound.identifications enable row level security;
create policy identifications_visible on outbound.identifications for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update, delete on outbound.identifications to tunne_app;

create table outbound.esignatures (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  customer_name text not null default '',
  users_id uuid,
  signature_name text not null,
  name text,
  description text,
  signtext text,
  note text,
  language text not null default 'fi',
  allow_passportreader boolean not null default false,
  force_passportreader boolean not null default false,
  status text not null default 'DRAFT' check (status in ('DRAFT', 'SEND', 'SIGNED', 'PAUSED')),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  resent_at timestamptz,
  resend_cnt integer not null default 0,
  signed_at timestamptz,
  -- The signing order invited now (null before sending and once signed).
  current_order integer,
  next_reminder_at timestamptz,
  expires_at timestamptz,
  updated_at timestamptz not null default now()
);
create index esignatures_customer_idx on outbound.esignatures (organisations_id, customers_id, created_at desc);
create index esignatures_pending_idx on outbound.esignatures (organisations_id, sent_at) where status in ('SEND', 'PAUSED');
alter table outbound.esignatures enable row level security;
create policy esignatures_visible on outbound.esignatures for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update, delete on outbound.esignatures to tunne_app;

create table outbound.signatories (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  esignatures_id uuid not null references outbound.esignatures (id) on delete cascade,
  name text not null,
  companyname text,
  role text,
  email text not null,
  hide_ssn boolean not null default false,
  note text,
  signtext text,
  signorder integer not null default 1 check (signorder between 1 and 20),
  available_eidmethods text[] not null check (cardinality(available_eidmethods) > 0),
  status text not null default 'draft' check (status in ('draft', 'error', 'done')),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  resent_at timestamptz,
  resend_cnt integer not null default 0,
  resend_in_progress boolean not null default false,
  signed_at timestamptz,
  method text,
  ssn text,
  identified_name text,
  eid_issuer text,
  eid_subject text,
  ipaddress text,
  user_agent text,
  updated_at timestamptz not null default now()
);
create index signatories_esignature_idx on outbound.signatories (organisations_id, esignatures_id, signorder);
alter table outbound.signatories enable row level security;
create policy signatories_visible on outbound.signatories for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update, delete on outbound.signatories to tunne_app;

-- The final signed PDF of an e-signature, one per language asked for (spec §7: the PDF link's parameter l). Never
-- deleted with the e-signature's draft (a signed one cannot be deleted at all).
create table outbound.signed_documents (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  esignatures_id uuid not null references outbound.esignatures (id),
  language text not null,
  sha256 text not null,
  content bytea not null,
  created_at timestamptz not null default now(),
  unique (esignatures_id, language)
);
create index signed_documents_sha_idx on outbound.signed_documents (sha256);
alter table outbound.signed_documents enable row level security;
create policy signed_documents_visible on outbound.signed_documents for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert on outbound.signed_documents to tunne_app;

-- A strong identification in progress: the relying party's state, nonce and PKCE verifier between the redirect to the
-- provider and the return (ten minutes), then the identity it gave (a signatory confirms the signature after it).
create table outbound.eid_sessions (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  item_kind text not null check (item_kind in ('identification', 'signatory')),
  item_id uuid not null,
  method text not null,
  state text not null,
  nonce text not null,
  code_verifier text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz,
  identity jsonb,
  used_at timestamptz
);
create index eid_sessions_item_idx on outbound.eid_sessions (organisations_id, item_kind, item_id, created_at desc);
alter table outbound.eid_sessions enable row level security;
create policy eid_sessions_tenant on outbound.eid_sessions for all
  using (organisations_id = (select outbound.caller_organisation()))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update on outbound.eid_sessions to tunne_app;

-- The verification page (no organisation: anyone holding the PDF asks) looks a signed PDF up by its SHA-256. This
-- definer function answers only that document's public facts — never its content or identity codes.
create function outbound.find_signed_document(p_sha256 text)
returns table (organisations_id uuid, esignatures_id uuid, language text, signature_name text, signed_at timestamptz, signatories jsonb)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select d.organisations_id, d.esignatures_id, d.language, e.signature_name, e.signed_at,
         coalesce((select jsonb_agg(jsonb_build_object('name', s.name, 'method', s.method, 'signed_at', s.signed_at)
                                    order by s.signorder, s.signed_at)
                     from outbound.signatories s where s.esignatures_id = e.id), '[]'::jsonb)
    from outbound.signed_documents d join outbound.esignatures e on e.id = d.esignatures_id
   where d.sha256 = lower(p_sha256)
   limit 1
$$;
revoke all on function outbound.find_signed_document(text) from public;
grant execute on function outbound.find_signed_document(text) to tunne_app;

-- Scheduled sends and reminders of identifications join those of requests and letters (ADR 0004).
create or replace function outbound.due_items(p_now timestamptz, p_limit integer)
returns table (organisations_id uuid, kind text, id uuid, reason text)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  (select r.organisations_id, 'request', r.id, 'send' from outbound.requests r
    where r.send_at <= p_now and r.sent_at is null and r.state = 'draft' order by r.send_at limit p_limit)
  union all
  (select l.organisations_id, 'letter', l.id, 'send' from outbound.letters l
    where l.send_at <= p_now and l.sent_at is null and l.state = 'draft' order by l.send_at limit p_limit)
  union all
  (select i.organisations_id, 'identification', i.id, 'send' from outbound.identifications i
    where i.send_at <= p_now and i.sent_at is null and i.state = 'draft' order by i.send_at limit p_limit)
  union all
  (select r.organisations_id, 'request', r.id, 'reminder' from outbound.requests r
    where r.next_reminder_at <= p_now order by r.next_reminder_at limit p_limit)
  union all
  (select l.organisations_id, 'letter', l.id, 'reminder' from outbound.letters l
    where l.next_reminder_at <= p_now order by l.next_reminder_at limit p_limit)
  union all
  (select i.organisations_id, 'identification', i.id, 'reminder' from outbound.identifications i
    where i.next_reminder_at <= p_now order by i.next_reminder_at limit p_limit)
$$;
