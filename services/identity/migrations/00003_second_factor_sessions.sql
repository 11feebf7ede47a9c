-- Second factor (TOTP) beside the SMS code, and sessions a user and an administrator can see and end.

-- The organisation's security settings (issue 10, ASVS 5.0 level 2).
alter table identity.organisations
  add column require_second_factor boolean not null default false,
  add column session_idle_minutes integer not null default 30 check (session_idle_minutes between 5 and 480),
  add column session_absolute_hours integer not null default 12 check (session_absolute_hours between 1 and 72);

-- What the user's session list shows: the browser and operating system by name ('Chrome', 'Linux'; never the full
-- user agent) and the client address at login.
alter table identity.sessions
  add column browser text check (length(browser) <= 40),
  add column os text check (length(os) <= 40),
  add column client_address text check (length(client_address) <= 64);

-- One authenticator per user. The secret is AES-256-GCM encrypted by the service (key derived from the app secret),
-- bound to the user it belongs to; it is active once confirmed_at is set. last_step is the last 30-second step a code
-- was accepted for, so the same code (or an older one) cannot be used twice.
create table identity.totp_factors (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  users_id uuid not null,
  secret_encrypted text not null check (length(secret_encrypted) <= 500),
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz not null default now(),
  primary key (organisations_id, users_id),
  foreign key (organisations_id, users_id) references identity.users (organisations_id, id) on delete cascade
);

-- Single-use recovery codes, shown once; only a keyed hash is kept.
create table identity.totp_recovery_codes (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  users_id uuid not null,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (organisations_id, users_id, code_hash),
  foreign key (organisations_id, users_id) references identity.users (organisations_id, id) on delete cascade
);

do $$
declare
  t text;
begin
  foreach t in array array['totp_factors', 'totp_recovery_codes'] loop
    execute format('alter table identity.%I enable row level security', t);
    execute format($p$create policy tenant on identity.%I
      using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
      with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)$p$, t);
    execute format('grant select, insert, update, delete on identity.%I to tunne_app', t);
  end loop;
end $$;

