-- Issue 11 §6 and §3. Forward-only.
--
-- §6: an organisation's own KRP upload is its own list. list_versions and list_entities get organisations_id: null is
-- the shared national list (written only by the operator: `npm run lists:import`, the scheduled download, the first
-- start; all of them without a tenancy), a value is that organisation's upload, which only it sees and changes.
-- Screening of the organisation uses its own KRP version when it has one, else the shared one.
--
-- §3: every silence, change of class, unsilence, four-eyes request, approval and refusal, and closing by screening is
-- a row of alerts.alert_decisions, written once and never changed; an open alert whose list entry is no longer listed
-- is closed (closed_at, reason, list version) and kept; the organisation may require a second person for a silence
-- as FALSEPOSITIVE of a SANCTION alert (settings.four_eyes_sanction).

-- ---- §6 Lists per organisation ----------------------------------------------------------------------------------

alter table alerts.list_versions add column organisations_id uuid
  default nullif(current_setting('app.organisations_id', true), '')::uuid;
alter table alerts.list_entities add column organisations_id uuid
  default nullif(current_setting('app.organisations_id', true), '')::uuid;
-- Until now only the national list existed: every stored row is shared.
update alerts.list_versions set organisations_id = null;
update alerts.list_entities set organisations_id = null;
-- Only KRP may be an organisation's own list.
alter table alerts.list_versions add constraint list_versions_own_krp check (organisations_id is null or source = 'KRP');

drop index alerts.list_versions_current_key;
create unique index list_versions_current_shared_key on alerts.list_versions (source, dataset) where is_current and organisations_id is null;
create unique index list_versions_current_own_key on alerts.list_versions (organisations_id, source, dataset)
  where is_current and organisations_id is not null;
create index list_versions_own_idx on alerts.list_versions (organisations_id, source, dataset, imported_at desc) where organisations_id is not null;

-- Everyone reads the shared rows and their own organisation's; a tenant writes only its own rows, the shared rows are
-- written only without a tenancy (the operator's import and the scheduled download).
alter table alerts.list_versions enable row level security;
create policy list_versions_read on alerts.list_versions for select
  using (organisations_id is null or organisations_id = (select alerts.caller_organisation()));
create policy list_versions_write on alerts.list_versions for insert
  with check ((organisations_id is null and (select alerts.caller_organisation()) is null)
              or organisations_id = (select alerts.caller_organisation()));
create policy list_versions_update on alerts.list_versions for update
  using ((organisations_id is null and (select alerts.caller_organisation()) is null)
         or organisations_id = (select alerts.caller_organisation()))
  with check ((organisations_id is null and (select alerts.caller_organisation()) is null)
              or organisations_id = (select alerts.caller_organisation()));
create policy list_versions_delete on alerts.list_versions for delete
  using ((organisations_id is null and (select alerts.caller_organisation()) is null)
         or organisations_id = (select alerts.caller_organisation()));

alter table alerts.list_entities enable row level security;
create policy list_entities_read on alerts.list_entities for select
  using (organisations_id is null or organisations_id = (select alerts.caller_organisation()));
create policy list_entities_write on alerts.list_entities for insert
  with check ((organisations_id is null and (select alerts.caller_organisation()) is null)
              or organisations_id = (select alerts.caller_organisation()));
create policy list_entities_delete on alerts.list_entities for delete
  using ((organisations_id is null and (select alerts.caller_organisation()) is null)
         or organisations_id = (select alerts.caller_organisation()));

-- The screening index of a process holds every organisation's own KRP list: which organisation has which current
-- version (ids only, no entities; each organisation's entities are then read in its own tenancy).
create function alerts.own_current_list_versions() returns table (organisations_id uuid, id uuid)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select v.organisations_id, v.id from alerts.list_versions v where v.is_current and v.organisations_id is not null
  order by v.organisations_id, v.id
$$;
revoke all on function alerts.own_current_list_versions() from public;
grant execute on function alerts.own_current_list_versions() to tunne_app;

-- ---- §3 Decisions, closing, four-eyes ----------------------------------------------------------------------------

alter table alerts.settings add column four_eyes_sanction boolean not null default false;

-- Closed by screening: the list entry is gone from the list (LIST_REMOVED), the screened record is gone
-- (SUBJECT_REMOVED), or the name no longer matches (NO_MATCH). A closed alert is kept; it is neither open nor silenced.
alter table alerts.alerts add column closed_at timestamptz;
alter table alerts.alerts add column closed_reason text check (closed_reason in ('LIST_REMOVED', 'SUBJECT_REMOVED', 'NO_MATCH'));
alter table alerts.alerts add column closed_list_version text;
alter table alerts.alerts add constraint alerts_closed_reason check ((closed_at is null) = (closed_reason is null));
-- A pending four-eyes request (the decision row asking for the silence).
alter table alerts.alerts add column pending_decisions_id uuid;

drop index alerts.alerts_match_key;
create unique index alerts_match_key on alerts.alerts (organisations_id, customers_id, target, target_id, entity_key)
  where superseded_at is null and closed_at is null;

create table alerts.alert_decisions (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  alerts_id uuid not null,
  action text not null check (action in ('SILENCE', 'CLASS_CHANGE', 'UNSILENCE', 'SILENCE_REQUESTED', 'SILENCE_APPROVED',
    'SILENCE_REFUSED', 'CLOSED')),
  silenceclass text check (silenceclass in ('TRUEPOSITIVE', 'FALSEPOSITIVE', 'EVALUATION')),
  description text,
  valid_at timestamptz,
  -- Who decided; null when screening closed the alert.
  users_id uuid,
  -- An approval or refusal names the request it answers.
  request_id uuid,
  -- CLOSED: why and in which list version.
  closed_reason text,
  list_version text,
  created_at timestamptz not null default clock_timestamp(),
  primary key (organisations_id, id),
  foreign key (organisations_id, alerts_id) references alerts.alerts (organisations_id, id) on delete cascade
);
create index alert_decisions_alert_idx on alerts.alert_decisions (organisations_id, alerts_id, created_at);

-- A decision is seen by whoever sees its alert (the alert's own policy applies inside the subquery).
alter table alerts.alert_decisions enable row level security;
create policy alert_decisions_read on alerts.alert_decisions for select
  using (organisations_id = (select alerts.caller_organisation())
         and exists (select 1 from alerts.alerts a where a.organisations_id = alert_decisions.organisations_id and a.id = alert_decisions.alerts_id));
create policy alert_decisions_insert on alerts.alert_decisions for insert
  with check (organisations_id = (select alerts.caller_organisation()));
-- History is written once: no update or delete for the application.
grant select, insert on alerts.alert_decisions to tunne_app;

-- ---- §3 Leads are screened like customers ---------------------------------------------------------------------------

-- A lead's alert: customers_id holds the lead's id (the lead's name, type, owner and status are copied as for a customer).
alter table alerts.alerts add column subject text not null default 'customer' check (subject in ('customer', 'lead'));
-- The lead-event cursor of the screening consumer.
insert into alerts.consumer_state (name) values ('leads');
-- The full re-screen goes through the organisation's customers, then its leads.
alter table alerts.rescreen_queue add column phase text not null default 'customers' check (phase in ('customers', 'leads'));
