-- Issue 25 §3 (risk): the shared EU list of high-risk third countries cannot be weakened by an organisation.
--
-- 1. An organisation's own version waits for a second admin (state PENDING, then ACTIVE with approved_by/_at); only
--    ACTIVE versions count. The application refuses an own version that leaves out a country of the shared version in
--    force or is dated before its upload; and the version in force of an organisation always holds every country of
--    the shared version in force (repo/eu-lists.ts), so an own version loaded before this rule cannot weaken it either.
-- 2. risk.eu_list_checks: when the operator's source of shared versions (RISK_EU_LIST_URL) was last checked, so the
--    screen can say how fresh the shared list is. Operator data, no organisation, no personal data.

alter table risk.eu_country_lists
  add column state text not null default 'ACTIVE' check (state in ('PENDING', 'ACTIVE')),
  add column approved_by uuid,
  add column approved_at timestamptz,
  add constraint eu_country_lists_shared_active check (organisations_id is not null or state = 'ACTIVE');

-- An admin approves the organisation's own pending version: only the state columns of its own rows.
create policy eu_country_lists_approve on risk.eu_country_lists for update
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant update (state, approved_by, approved_at) on risk.eu_country_lists to tunne_app;

create table risk.eu_list_checks (
  source text primary key check (source in ('URL')),
  checked_at timestamptz not null,
  ok boolean not null
);
grant select, insert, update on risk.eu_list_checks to tunne_app;
