-- Issue #11 §4 and §5 (risk): the EU list of high-risk third countries as versioned data, and the review cycle
-- settings (AMLR art. 26).
--
-- 1. risk.eu_country_lists: one row per version of the EU list (Delegated Regulation (EU) 2016/1675 as amended).
--    organisations_id null = shared (seed, the scheduled refresh: every organisation follows it); an admin's upload
--    is the organisation's own (it must not change the list of every other organisation). The version in force for
--    an organisation is the latest in_force_at on or before the day, shared or own. Every listed country is high risk.
-- 2. risk.eu_list_applied: which version each organisation's scores were last recalculated with; when the version
--    in force changes (a new version, or a future one reaching its date) the organisation is rescored.
-- 3. risk.settings: countries_high / countries_medium become the organisation's OWN additional lists. Copies of the
--    former EU constant (2025/1184) made when settings were first saved are taken out, so an EU delisting takes effect;
--    a code the organisation listed itself that was also on that constant cannot be told apart and goes too (README).
-- 4. risk.settings: months to the next review per level (HIGH ≤ 12, REGULAR ≤ 36, LOW ≤ 60).

create table risk.eu_country_lists (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid default nullif(current_setting('app.organisations_id', true), '')::uuid,
  act text not null check (length(act) between 3 and 500),
  in_force_at date not null,
  countries text[] not null check (cardinality(countries) between 1 and 300),
  sources text,
  origin text not null check (origin in ('SEED', 'FILE', 'URL')),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  loaded_at timestamptz not null default clock_timestamp()
);
create index eu_country_lists_current_idx on risk.eu_country_lists (organisations_id, in_force_at desc, loaded_at desc);
alter table risk.eu_country_lists enable row level security;
-- Shared versions are read by everyone; an organisation's own only by it. Only own rows may be written through RLS.
create policy eu_country_lists_read on risk.eu_country_lists for select
  using (organisations_id is null or organisations_id = (select risk.caller_organisation()));
create policy eu_country_lists_insert on risk.eu_country_lists for insert
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert on risk.eu_country_lists to tunne_app;

-- A shared version (operator: seed, scheduled refresh from RISK_EU_LIST_URL). The same act and date again is a no-op.
create function risk.add_shared_eu_list(p_act text, p_in_force_at date, p_countries text[], p_sources text, p_origin text)
returns uuid
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_id uuid;
begin
  select l.id into v_id from risk.eu_country_lists l
   where l.organisations_id is null and l.act = p_act and l.in_force_at = p_in_force_at and l.countries = p_countries;
  if v_id is not null then return null; end if;
  insert into risk.eu_country_lists (organisations_id, act, in_force_at, countries, sources, origin, users_id)
  values (null, p_act, p_in_force_at, p_countries, p_sources, p_origin, null) returning id into v_id;
  return v_id;
end
$$;
revoke all on function risk.add_shared_eu_list(text, date, text[], text, text) from public;
grant execute on function risk.add_shared_eu_list(text, date, text[], text, text) to tunne_app;

-- The list in force on 29 January 2026 (data file services/risk/data/eu-high-risk-third-countries.json; a test keeps
-- the two equal).
insert into risk.eu_country_lists (organisations_id, act, in_force_at, countries, sources, origin, users_id)
values (null, 'Delegated Regulation (EU) 2016/1675, Annex, as last amended by Delegated Regulations (EU) 2026/46 and (EU) 2026/83', date '2026-01-29',
  array['AF','DZ','AO','BO','VG','CM','CI','KP','CD','HT','IR','KE','LA','LB','MC','MM','NA','NP','RU','SS','SY','TT','VU','VE','VN','YE'],
  'Consolidated act: https://eur-lex.europa.eu/eli/reg_del/2016/1675 (the amending acts 2026/46 of 3 December 2025 and 2026/83 of 4 December 2025, OJ L 9.1.2026, in force on the twentieth day after publication, 29 January 2026). FIAU Malta, ''EU Commission delegated acts on high-risk third countries'' (https://fiaumalta.org/news/eu-commission-delegated-acts-on-high-risk-third-countries): 2026/46 adds point IV of the Annex (Russia: FATF membership suspended); 2026/83 adds Bolivia and the British Virgin Islands to point I and removes Burkina Faso, Mali, Mozambique, Nigeria, South Africa and Tanzania. Bird & Bird, ''EU: List of high-risk countries ... amended once again'' (2026): the 26 countries listed from 29 January 2026, the same as here. Mondaq (2026-03-05) and KYC Lookup (2026-04-01) report the same additions and removals.', 'SEED', null);

create table risk.eu_list_applied (
  organisations_id uuid primary key default nullif(current_setting('app.organisations_id', true), '')::uuid,
  eu_country_lists_id uuid not null,
  applied_at timestamptz not null default now()
);
alter table risk.eu_list_applied enable row level security;
create policy eu_list_applied_tenant on risk.eu_list_applied for all
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert, update on risk.eu_list_applied to tunne_app;

-- The former constant (Delegated Regulation (EU) 2025/1184) that was copied into saved settings.
update risk.settings s set
  countries_high = array(select c from unnest(s.countries_high) c where c <> all (array['KP', 'IR', 'MM'])),
  countries_medium = array(select c from unnest(s.countries_medium) c where c <> all (array[
    'AF', 'DZ', 'AO', 'BF', 'CM', 'CI', 'CD', 'HT', 'KE', 'LA', 'LB', 'ML', 'MC', 'MZ', 'NA', 'NP', 'NG', 'ZA', 'SS', 'SY',
    'TZ', 'TT', 'VU', 'VE', 'VN', 'YE']));

alter table risk.settings
  add column review_months_high integer not null default 12 check (review_months_high between 1 and 12),
  add column review_months_regular integer not null default 36 check (review_months_regular between 1 and 36),
  add column review_months_low integer not null default 60 check (review_months_low between 1 and 60);
