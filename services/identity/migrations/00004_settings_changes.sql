-- Every settings change (issue 15): who, when, which section and row, the changed fields' old and new values.
-- Written by identity's own admin routes in the change's transaction and by the other services through the gateway's
-- SettingsChangeLog port. Kept like the security log: nothing deletes it.
create table identity.settings_changes (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id bigint generated always as identity,
  at timestamptz not null default now(),
  users_id uuid,
  section text not null check (section ~ '^[a-z-]{1,40}$'),
  entity text not null check (length(entity) between 1 and 40),
  entity_id text check (length(entity_id) <= 100),
  entity_name text check (length(entity_name) <= 300),
  action text not null check (action in ('create', 'update', 'delete')),
  before jsonb,
  after jsonb,
  primary key (organisations_id, id)
);
create index settings_changes_org_idx on identity.settings_changes (organisations_id, id desc);
alter table identity.settings_changes enable row level security;
create policy tenant on identity.settings_changes
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
-- Append-only for the application: no update or delete grant.
grant select, insert on identity.settings_changes to tunne_app;
