-- Lowering the organisation's minimum eID level of assurance weakens a control (issue 25 §3, §5): one admin asks with
-- a reason, another admin approves (the level changes then) or refuses it, with a reason. The rows stay as evidence:
-- a request is decided once and never deleted. At most one waits per organisation.
create table outbound.eid_level_changes (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  eid_min_level text not null check (eid_min_level in ('substantial', 'high')),
  previous_level text not null check (previous_level in ('substantial', 'high')),
  reason text not null,
  requested_by uuid not null,
  requested_at timestamptz not null default now(),
  state text not null default 'PENDING' check (state in ('PENDING', 'APPROVED', 'REFUSED')),
  decided_by uuid,
  decided_at timestamptz,
  decision_reason text,
  constraint eid_level_changes_decided check ((state = 'PENDING') = (decided_at is null) and (decided_at is null) = (decided_by is null)),
  constraint eid_level_changes_second_admin check (decided_by is null or decided_by <> requested_by)
);
create unique index eid_level_changes_one_pending on outbound.eid_level_changes (organisations_id) where state = 'PENDING';
create index eid_level_changes_org on outbound.eid_level_changes (organisations_id, requested_at desc);
alter table outbound.eid_level_changes enable row level security;
create policy eid_level_changes_tenant on outbound.eid_level_changes for all
  using (organisations_id = (select outbound.caller_organisation()))
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update on outbound.eid_level_changes to tunne_app;
