create schema if not exists identity;
grant usage on schema identity to tunne_app;

-- An organisation's own id is its tenant key.
create table identity.organisations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 300),
  businessid text,
  address text,
  postalnumber text,
  city text,
  tel text,
  email text,
  website text,
  is_active boolean not null default true,
  remove_archive_days integer not null default 30 check (remove_archive_days >= 0),
  use_tasks boolean not null default false,
  use_alerts boolean not null default false,
  use_queries boolean not null default false,
  use_requests boolean not null default false,
  use_identifications boolean not null default false,
  use_esignatures boolean not null default false,
  use_letters boolean not null default false,
  use_todos boolean not null default false,
  use_identifications_accept boolean not null default false,
  use_requests_accept boolean not null default false,
  created_at timestamptz not null default now()
);
alter table identity.organisations enable row level security;
create policy tenant on identity.organisations
  using (id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select, update on identity.organisations to tunne_app;

create table identity.users (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 254),
  tel text,
  password_hash text,
  password_changed_at timestamptz,
  language text not null default 'fi' check (language in ('fi', 'en', 'se', 'no', 'dk')),
  is_admin boolean not null default false,
  is_active boolean not null default true,
  restrictiontype text not null default 'NONE' check (restrictiontype in ('NONE', 'TEAM', 'USER')),
  use_mfauth boolean not null default false,
  mfauth_tel text,
  disable_uilogin boolean not null default false,
  autologout_timeout integer check (autologout_timeout is null or autologout_timeout > 0),
  force_passwordchange boolean not null default false,
  prevlogin_at timestamptz,
  lastlogin_at timestamptz,
  receive_weeklyreport boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
-- One account per address across all organisations: login finds the user before tenancy is known.
create unique index users_email_key on identity.users (lower(email));
create index users_name_idx on identity.users (organisations_id, lower(name), id);

create table identity.teams (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  description text,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id)
);

create table identity.team_members (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  teams_id uuid not null,
  users_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (organisations_id, teams_id, users_id),
  foreign key (organisations_id, teams_id) references identity.teams (organisations_id, id) on delete cascade,
  foreign key (organisations_id, users_id) references identity.users (organisations_id, id) on delete cascade
);
create index team_members_user_idx on identity.team_members (organisations_id, users_id, teams_id);

create table identity.sessions (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  users_id uuid not null,
  created_at timestamptz not null default now(),
  last_renewed_at timestamptz not null default now(),
  revoked_at timestamptz,
  primary key (organisations_id, id),
  foreign key (organisations_id, users_id) references identity.users (organisations_id, id) on delete cascade
);
create index sessions_user_idx on identity.sessions (organisations_id, users_id) where revoked_at is null;

-- One pending SMS access code per user; only its hash is kept.
create table identity.login_codes (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  users_id uuid not null,
  code_hash text not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (organisations_id, users_id),
  foreign key (organisations_id, users_id) references identity.users (organisations_id, id) on delete cascade
);

create table identity.password_resets (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  users_id uuid not null,
  token_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, users_id) references identity.users (organisations_id, id) on delete cascade
);
create unique index password_resets_token_key on identity.password_resets (token_hash);

do $$
declare
  t text;
begin
  foreach t in array array['users', 'teams', 'team_members', 'sessions', 'login_codes', 'password_resets'] loop
    execute format('alter table identity.%I enable row level security', t);
    execute format($p$create policy tenant on identity.%I
      using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
      with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)$p$, t);
    execute format('grant select, insert, update, delete on identity.%I to tunne_app', t);
  end loop;
end $$;

-- Failed logins and access codes per account (hashed address) and per client address; not tenant data.
create table identity.auth_failures (
  key text not null,
  at timestamptz not null default now()
);
create index auth_failures_key_idx on identity.auth_failures (key, at);
create index auth_failures_at_idx on identity.auth_failures (at);
grant select, insert, delete on identity.auth_failures to tunne_app;

-- Login and the forgot form find a user by address before any tenancy is known. These run as the
-- owner (bypassing row-level security) and return only what the caller needs.
create function identity.login_lookup(p_email text)
returns table (
  organisations_id uuid,
  id uuid,
  password_hash text,
  is_active boolean,
  disable_uilogin boolean,
  use_mfauth boolean,
  mfauth_tel text,
  language text,
  organisation_active boolean
)
language sql stable security definer set search_path = identity, pg_temp as $$
  select u.organisations_id, u.id, u.password_hash, u.is_active, u.disable_uilogin, u.use_mfauth,
         u.mfauth_tel, u.language, o.is_active
  from identity.users u
  join identity.organisations o on o.id = u.organisations_id
  where lower(u.email) = lower(p_email)
$$;
revoke all on function identity.login_lookup(text) from public;
grant execute on function identity.login_lookup(text) to tunne_app;

-- Finds an unused, unexpired reset token by its sha256; the caller then works inside that tenancy.
create function identity.reset_lookup(p_token_hash text)
returns table (organisations_id uuid, users_id uuid, id uuid)
language sql stable security definer set search_path = identity, pg_temp as $$
  select r.organisations_id, r.users_id, r.id
  from identity.password_resets r
  where r.token_hash = p_token_hash and r.used_at is null and r.expires_at > now()
$$;
revoke all on function identity.reset_lookup(text) from public;
grant execute on function identity.reset_lookup(text) to tunne_app;
