-- Outbound items (issue 13; spec §3 Request, Secure message, §4): requests and letters sent to a customer's contact
-- through a public link, their files, link tokens, the users' form defaults, the organisation's outbound settings and
-- each item's history. Every tenant table has row-level security: the organisation always, and the customer register's
-- restriction (shared schema `access`, ADR 0003) for the items of customers.
create schema if not exists outbound;
grant usage on schema outbound to tunne_app;

create function outbound.caller_organisation() returns uuid
language sql stable parallel safe as $$ select nullif(current_setting('app.organisations_id', true), '')::uuid $$;
create function outbound.caller_user() returns uuid
language sql stable parallel safe as $$ select nullif(current_setting('app.users_id', true), '')::uuid $$;
grant execute on function outbound.caller_organisation(), outbound.caller_user() to tunne_app;

create table outbound.settings (
  organisations_id uuid primary key,
  host text,
  resend_strategy text not null default 'NONE'
    check (resend_strategy in ('NONE', 'DAILY', 'BIDAILY', 'TRIDAILY', 'WEEKLY', 'MONTHLY', 'FIBONACCI')),
  resend_maxcnt integer not null default 3 check (resend_maxcnt between 0 and 20),
  resend_weekdays integer[] not null default '{1,2,3,4,5}',
  validtime_after_request integer not null default 30 check (validtime_after_request between 1 and 365),
  validtime_after_letter integer not null default 30 check (validtime_after_letter between 1 and 365),
  outbound_email_name text,
  public_color text,
  updated_at timestamptz not null default now()
);
alter table outbound.settings enable row level security;
create policy settings_tenant on outbound.settings for all
  using (organisations_id = (select outbound.caller_organisation()))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update on outbound.settings to tunne_app;

create table outbound.requests (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  -- The customer's name when the request was made (pending actions list it without reading the register per row).
  customer_name text not null default '',
  users_id uuid,
  email text not null,
  note text,
  description text,
  language text not null default 'fi',
  -- Every ask_*/autofill_*/prefill_* choice and riskquestions_type (contracts requestChoiceFields).
  choices jsonb not null default '{}',
  state text not null default 'draft' check (state in ('draft', 'error', 'wait', 'done', 'accepted')),
  created_at timestamptz not null default now(),
  send_at timestamptz,
  sent_at timestamptz,
  resent_at timestamptz,
  resend_cnt integer not null default 0,
  -- When the reminder job next looks at it (null: not due for reminders).
  next_reminder_at timestamptz,
  expires_at timestamptz,
  -- The recipient's saved draft, and the submitted answer with what the customer had before it.
  draft jsonb,
  answer jsonb,
  answer_before jsonb,
  answered_at timestamptz,
  -- A submit in progress (its answer is being written into the customer): a second submit meanwhile is refused.
  submitting_at timestamptz,
  -- Set once the answer has been written into the customer (at submit, or at accept when approval is on).
  applied_at timestamptz,
  accepted_at timestamptz,
  accepted_by uuid,
  denied_at timestamptz,
  denied_by uuid,
  deny_reason text,
  updated_at timestamptz not null default now()
);
create index requests_customer_idx on outbound.requests (organisations_id, customers_id, created_at desc);
create index requests_pending_idx on outbound.requests (organisations_id, sent_at) where state in ('error', 'wait');
create index requests_reminder_idx on outbound.requests (next_reminder_at) where next_reminder_at is not null;
create index requests_send_at_idx on outbound.requests (send_at) where send_at is not null and sent_at is null;
alter table outbound.requests enable row level security;
create policy requests_visible on outbound.requests for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update, delete on outbound.requests to tunne_app;

create table outbound.letters (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  customer_name text not null default '',
  users_id uuid,
  email text not null,
  tel text,
  text text not null,
  note text,
  language text not null default 'fi',
  allow_answer boolean not null default false,
  state text not null default 'draft' check (state in ('draft', 'error', 'done')),
  created_at timestamptz not null default now(),
  send_at timestamptz,
  sent_at timestamptz,
  resent_at timestamptz,
  resend_cnt integer not null default 0,
  next_reminder_at timestamptz,
  expires_at timestamptz,
  opened_at timestamptz,
  answered_at timestamptz,
  answer_text text,
  updated_at timestamptz not null default now()
);
create index letters_customer_idx on outbound.letters (organisations_id, customers_id, created_at desc);
create index letters_pending_idx on outbound.letters (organisations_id, sent_at) where state = 'error';
create index letters_reminder_idx on outbound.letters (next_reminder_at) where next_reminder_at is not null;
create index letters_send_at_idx on outbound.letters (send_at) where send_at is not null and sent_at is null;
alter table outbound.letters enable row level security;
create policy letters_visible on outbound.letters for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update, delete on outbound.letters to tunne_app;

-- Files of requests and letters: content in the database (never on one instance's disk), checked by content.
create table outbound.files (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  customers_id uuid not null,
  item_kind text not null check (item_kind in ('request', 'letter')),
  item_id uuid not null,
  role text not null check (role in ('attachment', 'answer')),
  name text not null,
  mime text not null,
  size integer not null,
  sha256 text not null,
  content bytea not null,
  created_at timestamptz not null default now(),
  removed_at timestamptz
);
create index files_item_idx on outbound.files (organisations_id, item_kind, item_id) where removed_at is null;
alter table outbound.files enable row level security;
create policy files_visible on outbound.files for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update on outbound.files to tunne_app;

-- Link tokens: 256 random bits given to the recipient once (in the mail), stored as SHA-256 only. One purpose each
-- (item kind and id); a resend issues a new one and revokes the old.
create table outbound.link_tokens (
  token_hash text primary key,
  organisations_id uuid not null,
  customers_id uuid not null,
  item_kind text not null check (item_kind in ('request', 'letter', 'identification', 'signature', 'signatory')),
  item_id uuid not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz
);
create index link_tokens_item_idx on outbound.link_tokens (organisations_id, item_kind, item_id);
alter table outbound.link_tokens enable row level security;
create policy link_tokens_tenant on outbound.link_tokens for all
  using (organisations_id = (select outbound.caller_organisation()))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update on outbound.link_tokens to tunne_app;

-- One-time SMS codes for letters with a phone number (hashed; 10 minutes; 5 attempts).
create table outbound.letter_codes (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  letters_id uuid not null references outbound.letters (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  verified_at timestamptz
);
create index letter_codes_letter_idx on outbound.letter_codes (letters_id, created_at desc);
alter table outbound.letter_codes enable row level security;
create policy letter_codes_tenant on outbound.letter_codes for all
  using (organisations_id = (select outbound.caller_organisation()))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update on outbound.letter_codes to tunne_app;

-- "Save as defaults": a user's choices for the next new form of a kind.
create table outbound.user_defaults (
  organisations_id uuid not null,
  users_id uuid not null,
  kind text not null check (kind in ('request', 'identification')),
  choices jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (organisations_id, users_id, kind)
);
alter table outbound.user_defaults enable row level security;
create policy user_defaults_own on outbound.user_defaults for all
  using (organisations_id = (select outbound.caller_organisation()) and users_id = (select outbound.caller_user()))
  with check (organisations_id = (select outbound.caller_organisation()) and users_id = (select outbound.caller_user()));
grant select, insert, update, delete on outbound.user_defaults to tunne_app;

-- What happened to an item: created, sent, resent, reminded, marked sent, opened, answered, accepted, denied, file
-- added/removed. users_id null: the recipient or the system.
create table outbound.events (
  id bigint generated always as identity primary key,
  organisations_id uuid not null,
  customers_id uuid not null,
  item_kind text not null,
  item_id uuid not null,
  type text not null,
  users_id uuid,
  data jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index events_item_idx on outbound.events (organisations_id, item_kind, item_id, id);
alter table outbound.events enable row level security;
create policy events_visible on outbound.events for all
  using (organisations_id = (select outbound.caller_organisation())
         and ((select access.sees_all_customers()) or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert on outbound.events to tunne_app;
grant usage on sequence outbound.events_id_seq to tunne_app;
