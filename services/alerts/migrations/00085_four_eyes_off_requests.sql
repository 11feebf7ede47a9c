-- Issue 25 §3: switching four-eyes off removes a control, so it needs a second admin too. Forward-only.
--
-- alerts.four_eyes_off_requests: an admin's save of the screening settings with four_eyes_sanction = false does not
-- switch it off; it records a request (PENDING). Another admin approves it (APPROVED: four-eyes goes off) or refuses it
-- (REFUSED); switching four-eyes on again (or the requester's own withdrawal) WITHDRAWS it. One pending request per
-- organisation. The decider is never the requester (checked here as well as by the API). Rows are evidence: the
-- application never deletes them.
create table alerts.four_eyes_off_requests (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  requested_by uuid not null,
  requested_at timestamptz not null default clock_timestamp(),
  state text not null default 'PENDING' check (state in ('PENDING', 'APPROVED', 'REFUSED', 'WITHDRAWN')),
  decided_by uuid,
  decided_at timestamptz,
  reason text check (length(reason) <= 2000),
  check ((state = 'PENDING') = (decided_at is null)),
  check (state not in ('APPROVED', 'REFUSED') or (decided_by is not null and decided_by <> requested_by)),
  primary key (organisations_id, id)
);
create unique index four_eyes_off_requests_pending_idx on alerts.four_eyes_off_requests (organisations_id) where state = 'PENDING';
alter table alerts.four_eyes_off_requests enable row level security;
create policy four_eyes_off_requests_tenant on alerts.four_eyes_off_requests for all
  using (organisations_id = (select alerts.caller_organisation()))
  with check (organisations_id = (select alerts.caller_organisation()));
grant select, insert, update on alerts.four_eyes_off_requests to tunne_app;
