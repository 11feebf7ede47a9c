-- Alert notifications (spec §6: "Alert notification recipients are a team"): the organisation chooses the team in
-- its screening settings; screening writes an outbox row per customer with new open alerts in the same transaction
-- as the alerts, and the notification job mails the team's members a summary and marks the rows sent.

-- The team lives in the identity schema (no foreign key across services); the settings call checks it exists.
alter table alerts.settings add column notify_teams_id uuid;

create table alerts.notifications (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  -- The customer's new alerts; the mail counts those still open when it is sent.
  alerts_ids uuid[] not null,
  created_at timestamptz not null default now(),
  -- Taken by a notification job (several processes may run it); a claim older than 10 minutes is taken again.
  claimed_at timestamptz,
  sent_at timestamptz,
  primary key (organisations_id, id)
);
create index notifications_unsent_idx on alerts.notifications (organisations_id, created_at) where sent_at is null;

alter table alerts.notifications enable row level security;
create policy notifications_tenant on alerts.notifications for all
  using (organisations_id = (select alerts.caller_organisation()))
  with check (organisations_id = (select alerts.caller_organisation()));
grant select, insert, update, delete on alerts.notifications to tunne_app;

-- The notification job finds the organisations with unsent rows before it has a tenancy: organisation ids only.
create function alerts.organisations_with_unsent_notifications() returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select distinct n.organisations_id from alerts.notifications n where n.sent_at is null
$$;
revoke all on function alerts.organisations_with_unsent_notifications() from public;
grant execute on function alerts.organisations_with_unsent_notifications() to tunne_app;
