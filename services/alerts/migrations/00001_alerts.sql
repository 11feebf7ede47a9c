-- Sanction and PEP screening (issue #4): list versions and their entities (reference data), the organisation's
-- screening settings, alerts and sanction queries (tenant data), and the screening consumer's state.
create schema if not exists alerts;
grant usage on schema alerts to tunne_app;

-- The caller's settings, read once per query by the policies (see customers 00004).
create function alerts.caller_organisation() returns uuid
language sql stable parallel safe as $$ select nullif(current_setting('app.organisations_id', true), '')::uuid $$;
create function alerts.caller_user() returns uuid
language sql stable parallel safe as $$ select nullif(current_setting('app.users_id', true), '')::uuid $$;
create function alerts.caller_sees_all() returns boolean
language sql stable parallel safe as $$
  select coalesce(nullif(current_setting('app.restrictiontype', true), ''), 'NONE') = 'NONE'
$$;
create function alerts.caller_own_user() returns uuid
language sql stable parallel safe as $$
  select case when current_setting('app.restrictiontype', true) in ('USER', 'TEAM')
              then nullif(current_setting('app.users_id', true), '')::uuid end
$$;
create function alerts.caller_team_ids() returns uuid[]
language sql stable parallel safe as $$
  select case when current_setting('app.restrictiontype', true) = 'TEAM'
              then coalesce(string_to_array(nullif(current_setting('app.teams_ids', true), ''), ',')::uuid[], '{}') else '{}' end
$$;
grant execute on function alerts.caller_organisation(), alerts.caller_user(), alerts.caller_sees_all(), alerts.caller_own_user(),
  alerts.caller_team_ids() to tunne_app;

-- 1. Lists: reference data shared by every organisation (no tenant, no RLS). A version is written with all its
-- entities in one transaction and becomes current in that same transaction, so a broken file changes nothing.
create table alerts.list_versions (
  id uuid primary key default gen_random_uuid(),
  source text not null check (source in ('OFAC', 'OFAC_NONSDN', 'UN', 'EU', 'UK', 'UKCONS', 'BIS', 'KRP', 'PEP')),
  -- Which publication of the source (OFAC sdn, BIS entity list, ...); versions of one (source, dataset) replace each other.
  dataset text not null default '',
  published_at timestamptz,
  file_hash text not null,
  files text[] not null default '{}',
  entity_counts jsonb not null default '{}',
  entity_total integer not null default 0,
  origin text not null default 'folder' check (origin in ('folder', 'upload', 'download')),
  imported_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  is_current boolean not null default false,
  users_id uuid
);
create unique index list_versions_current_key on alerts.list_versions (source, dataset) where is_current;
create index list_versions_source_idx on alerts.list_versions (source, dataset, imported_at desc);

create table alerts.list_entities (
  list_versions_id uuid not null references alerts.list_versions (id) on delete cascade,
  ordinal integer not null,
  source text not null,
  source_id text not null,
  kind text not null,
  name text not null,
  -- The whole entity as the screening engine reads it; the fingerprint changes whenever any of it changes.
  entity jsonb not null,
  fingerprint text not null,
  primary key (list_versions_id, ordinal)
);
create index list_entities_key_idx on alerts.list_entities (source, source_id);

grant select, insert, update, delete on alerts.list_versions, alerts.list_entities to tunne_app;

-- 2. The organisation's chosen lists and default similarity (0..1). No row: every list, the engine's default.
create table alerts.settings (
  organisations_id uuid primary key default nullif(current_setting('app.organisations_id', true), '')::uuid,
  sources text[] not null,
  threshold numeric(4, 3) not null check (threshold between 0 and 1),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  updated_at timestamptz not null default now()
);
alter table alerts.settings enable row level security;
create policy settings_tenant on alerts.settings for all
  using (organisations_id = (select alerts.caller_organisation()))
  with check (organisations_id = (select alerts.caller_organisation()));
grant select, insert, update on alerts.settings to tunne_app;

-- 3. Alerts. The customer's owner user, team, archive flag and name are copies (kept current by the screening
-- consumer from customer events), so the policy applies the restriction NONE / TEAM / USER exactly as the
-- customers service does, without reading another schema.
create table alerts.alerts (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  customer_name text not null,
  customer_type text not null check (customer_type in ('business', 'person')),
  customer_users_id uuid,
  customer_teams_id uuid,
  customer_is_removed boolean not null default false,
  type text not null check (type in ('SANCTION', 'PEP', 'MISMATCH', 'DOC', 'RISKASSESSMENT', 'UNIQUENAME')),
  target text not null check (target in ('customer', 'owners', 'actualbeneficiaries', 'responsiblepersons', 'peps',
    'identifications', 'signatures', 'esignatures', 'documents', 'riskassessments')),
  target_id text not null default '',
  target_name text not null,
  description text not null,
  -- The list entity (source:sourceId) and a hash of its content when it matched.
  entity_key text not null,
  entity_fingerprint text not null,
  score numeric(5, 4) not null,
  metadata jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  silence_description text,
  silence_valid_at timestamptz,
  silenceclass text check (silenceclass in ('TRUEPOSITIVE', 'FALSEPOSITIVE', 'EVALUATION')),
  silence_users_id uuid,
  silence_created_at timestamptz,
  -- A false positive whose list entity later changed is kept for the record and a new alert takes its place.
  superseded_at timestamptz,
  primary key (organisations_id, id),
  check ((silenceclass is null) = (silence_created_at is null))
);
create unique index alerts_match_key on alerts.alerts (organisations_id, customers_id, target, target_id, entity_key)
  where superseded_at is null;
create index alerts_list_idx on alerts.alerts (organisations_id, customer_is_removed, lower(description), created_at desc)
  where superseded_at is null;
create index alerts_customer_idx on alerts.alerts (organisations_id, customers_id) where superseded_at is null;
create index alerts_visible_idx on alerts.alerts (organisations_id, customer_users_id, customer_teams_id);

alter table alerts.alerts enable row level security;
create policy alerts_visible on alerts.alerts for all
  using (organisations_id = (select alerts.caller_organisation())
         and ((select alerts.caller_sees_all())
              or customer_users_id = (select alerts.caller_own_user())
              or customer_teams_id = any ((select alerts.caller_team_ids())::uuid[])))
  with check (organisations_id = (select alerts.caller_organisation()));
grant select, insert, update, delete on alerts.alerts to tunne_app;

-- 4. Sanction queries: the organisation's, and each user sees only their own.
create table alerts.queries (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  users_id uuid not null default nullif(current_setting('app.users_id', true), '')::uuid,
  query text not null check (length(query) between 1 and 300),
  similarity numeric(4, 3) not null check (similarity between 0 and 1),
  entity_type text not null check (entity_type in ('PERSON', 'ORGANIZATION')),
  sources text[] not null,
  cnt integer not null,
  results jsonb not null,
  list_versions uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create index queries_history_idx on alerts.queries (organisations_id, users_id, created_at desc, id);
alter table alerts.queries enable row level security;
create policy queries_own on alerts.queries for all
  using (organisations_id = (select alerts.caller_organisation()) and users_id = (select alerts.caller_user()))
  with check (organisations_id = (select alerts.caller_organisation()) and users_id = (select alerts.caller_user()));
grant select, insert on alerts.queries to tunne_app;

-- 5. The screening consumer's own state: the customer-event cursor, the list set last screened against, and the
-- organisations waiting for a full re-screen. System data (organisation ids and counters only), no tenant rows.
create table alerts.consumer_state (
  name text primary key,
  last_xid bigint not null default 0,
  last_id bigint not null default 0,
  lists_key text not null default '',
  updated_at timestamptz not null default now()
);
insert into alerts.consumer_state (name) values ('customers');

-- after_id: the last customer id screened so far (the re-screen goes in id order and resumes after a restart).
create table alerts.rescreen_queue (
  organisations_id uuid primary key,
  requested_at timestamptz not null default clock_timestamp(),
  after_id uuid
);
grant select, insert, update, delete on alerts.consumer_state, alerts.rescreen_queue to tunne_app;
