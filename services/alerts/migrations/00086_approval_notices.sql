-- Issue 25 §3 (A2): the approvals mail names the alerts' decisions waiting for a second person too: a disposition
-- under four-eyes (ALERT_DECISION: the pending decision row) and a request to switch four-eyes off (FOUR_EYES_OFF).
-- Which were mailed, so each is mailed once; a failed mail takes its rows back. Not evidence: rows may be deleted.
create table alerts.approval_notices (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  kind text not null check (kind in ('ALERT_DECISION', 'FOUR_EYES_OFF')),
  ref_id uuid not null,
  notified_at timestamptz not null default now(),
  primary key (organisations_id, kind, ref_id)
);
alter table alerts.approval_notices enable row level security;
create policy approval_notices_tenant on alerts.approval_notices for all
  using (organisations_id = (select alerts.caller_organisation()))
  with check (organisations_id = (select alerts.caller_organisation()));
grant select, insert, delete on alerts.approval_notices to tunne_app;
