create schema if not exists platform_test;
grant usage on schema platform_test to tunne_app;
create table platform_test.notes (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  text text not null,
  primary key (organisations_id, id)
);
alter table platform_test.notes enable row level security;
create policy tenant on platform_test.notes
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select, insert, update, delete on platform_test.notes to tunne_app;
