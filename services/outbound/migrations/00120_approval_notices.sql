-- Issue 25 §3: the approvals mail names a request to lower the organisation's minimum eID level (EID_LEVEL: the
-- outbound.eid_level_changes row waiting for a second admin) too. Which were mailed, so each is mailed once; a failed
-- mail takes its rows back. Not evidence: rows may be deleted.
create table outbound.approval_notices (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  kind text not null check (kind in ('EID_LEVEL')),
  ref_id uuid not null,
  notified_at timestamptz not null default now(),
  primary key (organisations_id, kind, ref_id)
);
alter table outbound.approval_notices enable row level security;
create policy approval_notices_tenant on outbound.approval_notices for all
  using (organisations_id = (select outbound.caller_organisation()))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, delete on outbound.approval_notices to tunne_app;
