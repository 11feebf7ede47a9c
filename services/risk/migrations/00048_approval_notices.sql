-- Issue 25 §3 (risk): the approvals inbox's mail. Which pending decision (an EDD revision waiting for senior management,
-- a removal of an EDD ground) senior management was mailed about, so each is mailed once; a failed mail takes its
-- rows back for the next round. Not evidence (the decisions and their history are): rows may be deleted.
create table risk.approval_notices (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  kind text not null check (kind in ('EDD', 'EDD_REMOVAL')),
  -- The EDD's customer, or the removal's id.
  ref_id uuid not null,
  -- The EDD's revision (a new submission is a new decision); 0 for a removal.
  revision integer not null default 0,
  notified_at timestamptz not null default now(),
  primary key (organisations_id, kind, ref_id, revision)
);
alter table risk.approval_notices enable row level security;
create policy approval_notices_tenant on risk.approval_notices for all
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert, delete on risk.approval_notices to tunne_app;
