-- Issue 25 §3 (identity): "senior management" is a named role. The organisation designates its compliance officer (at
-- most one) and the members of its senior management; only they approve an EDD, the removal of an EDD trigger and the
-- lift of a freeze (the other services ask through SeniorManagementPort). While an organisation has named nobody its
-- admins decide, as before. Every change is audited in identity.settings_changes (section organisation, entity
-- senior_management) by the route.
create table identity.senior_management (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  users_id uuid not null,
  role text not null check (role in ('COMPLIANCE_OFFICER', 'MEMBER')),
  designated_by uuid,
  designated_at timestamptz not null default now(),
  primary key (organisations_id, users_id),
  foreign key (organisations_id, users_id) references identity.users (organisations_id, id) on delete cascade
);
create unique index senior_management_officer_idx on identity.senior_management (organisations_id) where role = 'COMPLIANCE_OFFICER';
alter table identity.senior_management enable row level security;
create policy tenant on identity.senior_management
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select, insert, update, delete on identity.senior_management to tunne_app;
