-- Issue 25 §1 (risk): lifting a freeze needs a second admin, and a freeze records its notification to the authority.
-- Forward-only.
--
-- 1. risk.freeze_lift_requests: an admin asks for the freeze to be lifted, with a reason (e.g. the authority's
--    decision). At most one waits per customer. Written once.
-- 2. risk.freeze_lift_decisions: another admin approves (the freezes in force are lifted) or refuses, with a reason;
--    the requester may withdraw their own request (a refusal by them). One decision per request, written once; the
--    database itself refuses an approval by the requester (four-eyes).
-- 3. risk.freeze_notifications: the notification of the freeze to the authority (default Ulosottolaitos, the Finnish
--    national enforcement authority; Act 325/2013 § 4): authority, date, reference and who recorded it. Written once;
--    a correction is a new row and the earlier one is kept (evidence is amended, never overwritten).
-- 4. risk.edd_events takes the new actions: FREEZE_LIFT_REQUESTED, FREEZE_LIFT_REFUSED, FREEZE_NOTIFIED.
-- Customer-scoped like the freezes (00004's policy); a customer forgotten after its retention period takes them along.

create table risk.freeze_lift_requests (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  requested_by uuid not null,
  requested_at timestamptz not null default clock_timestamp(),
  reason text not null check (length(btrim(reason)) between 1 and 2000),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
create index freeze_lift_requests_customer_idx on risk.freeze_lift_requests (organisations_id, customers_id, requested_at);

create table risk.freeze_lift_decisions (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  requests_id uuid not null,
  customers_id uuid not null,
  approved boolean not null,
  decided_by uuid not null,
  -- Copied from the request so that the check below needs no lookup: an approval is never the requester's.
  requested_by uuid not null,
  decided_at timestamptz not null default clock_timestamp(),
  reason text not null check (length(btrim(reason)) between 1 and 2000),
  check (not approved or decided_by <> requested_by),
  primary key (organisations_id, requests_id),
  foreign key (organisations_id, requests_id) references risk.freeze_lift_requests (organisations_id, id) on delete cascade,
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);

create table risk.freeze_notifications (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  freezes_id uuid not null,
  authority text not null check (length(btrim(authority)) between 1 and 200),
  notified_on date not null,
  reference text not null check (length(btrim(reference)) between 1 and 200),
  recorded_by uuid not null,
  recorded_at timestamptz not null default clock_timestamp(),
  primary key (organisations_id, id),
  foreign key (organisations_id, freezes_id) references risk.freezes (organisations_id, id) on delete cascade,
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
create index freeze_notifications_freeze_idx on risk.freeze_notifications (organisations_id, freezes_id, recorded_at);

do $$
declare
  t text;
begin
  foreach t in array array['freeze_lift_requests', 'freeze_lift_decisions', 'freeze_notifications'] loop
    execute format('alter table risk.%I enable row level security', t);
    execute format($p$create policy %I on risk.%I for all
      using (organisations_id = (select risk.caller_organisation())
             and ((select access.sees_all_customers())
                  or exists (select from access.visible_subject(customers_id))))
      with check (organisations_id = (select risk.caller_organisation())
             and ((select access.sees_all_customers())
                  or exists (select from access.visible_subject(customers_id))))$p$,
      t || '_visible', t);
  end loop;
end
$$;
-- Written once: no update or delete for the application.
grant select, insert on risk.freeze_lift_requests, risk.freeze_lift_decisions, risk.freeze_notifications to tunne_app;

alter table risk.edd_events drop constraint edd_events_action_check;
alter table risk.edd_events add constraint edd_events_action_check check (action in (
  'SUBMITTED', 'FILE_ADDED', 'FILE_REMOVED', 'APPROVED', 'REFUSED', 'REOPENED', 'FROZEN', 'FREEZE_LIFTED',
  'FREEZE_LIFT_REQUESTED', 'FREEZE_LIFT_REFUSED', 'FREEZE_NOTIFIED'));
