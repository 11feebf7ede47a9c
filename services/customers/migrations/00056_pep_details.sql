-- Issue 25 §8 (AMLR art. 42–46): a PEP record names the prominent public function, the country where it is held and
-- when it began and ended. Forward-only.
--
-- - customers.pep_functions: the organisation's PEP function list (the national list of prominent public functions,
--   e.g. Finland's list under the AML Act ch. 1 § 4 a; admins keep it). Demo Oy's list is seeded.
-- - customers.peps.function: the function's name as chosen from the list when the record was saved (a later change of
--   the list does not rewrite the record); country (ISO 3166-1 alpha-2), start_date, end_date (on or after start).
--   The risk service keeps a PEP an EDD trigger for at least 12 months after end_date.

create table customers.pep_functions (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 300),
  description text check (length(description) <= 2000),
  created_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create unique index pep_functions_name_key on customers.pep_functions (organisations_id, lower(name));
alter table customers.pep_functions enable row level security;
create policy pep_functions_tenant on customers.pep_functions for all
  using (organisations_id = (select customers.caller_organisation()))
  with check (organisations_id = (select customers.caller_organisation()));
grant select, insert, update, delete on customers.pep_functions to tunne_app;

alter table customers.peps
  add column function text check (length(function) between 1 and 300),
  add column country text check (country ~ '^[A-Z]{2}$'),
  add column start_date date,
  add column end_date date,
  add constraint peps_dates check (end_date is null or start_date is null or end_date >= start_date);
