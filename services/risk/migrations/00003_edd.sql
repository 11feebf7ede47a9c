-- Issue #11 §2 (risk): enhanced due diligence and freezing. Forward-only.
--
-- 1. risk.questions.is_pep: a background question whose yes (YESNO) or tick (CHECKBOX) says the customer or someone
--    related to it is a politically exposed person; such an answer triggers EDD like a PEP record.
-- 2. risk.edd: one row per customer once EDD is filled in: the three answers, the state of senior management's
--    approval, who filled it in since the last decision (none of them may decide), and the trigger keys the last
--    approval covered (a new trigger reopens it).
-- 3. risk.edd_files: documents of the source of wealth. Never deleted by the application: a removed file is only
--    marked removed (the CDD record keeps it until the customer's record is purged).
-- 4. risk.edd_events: the EDD's history, written once (submissions, files, decisions, reopenings, freezes).
-- 5. risk.freezes: a sanctions alert silenced as TRUEPOSITIVE freezes the customer (one row per alert); only an admin
--    lifts it, with a reason. Rows are kept when lifted.
-- Every table is customer-scoped like the answers: the organisation and a visible risk.customers row; a customer
-- forgotten after its retention period takes them along (foreign keys on delete cascade).

alter table risk.questions add column is_pep boolean not null default false;
alter table risk.questions add constraint questions_pep_type check (not is_pep or type in ('YESNO', 'CHECKBOX'));

create table risk.edd (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  customers_id uuid not null,
  purpose text check (length(purpose) <= 10000),
  source_of_funds text check (length(source_of_funds) <= 10000),
  source_of_wealth text check (length(source_of_wealth) <= 10000),
  state text not null default 'EMPTY' check (state in ('EMPTY', 'PENDING', 'APPROVED', 'REFUSED')),
  revision integer not null default 0,
  filled_by uuid[] not null default '{}',
  submitted_at timestamptz,
  decided_by uuid,
  decided_at timestamptz,
  refusal_reason text,
  approved_triggers text[] not null default '{}',
  updated_at timestamptz not null default clock_timestamp(),
  primary key (organisations_id, customers_id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);

create table risk.edd_files (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  name text not null check (length(name) between 1 and 255),
  mime text not null,
  size integer not null check (size > 0),
  content bytea not null,
  uploaded_by uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  uploaded_at timestamptz not null default clock_timestamp(),
  removed_by uuid,
  removed_at timestamptz,
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
create index edd_files_customer_idx on risk.edd_files (organisations_id, customers_id, uploaded_at);

create table risk.edd_events (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  action text not null check (action in ('SUBMITTED', 'FILE_ADDED', 'FILE_REMOVED', 'APPROVED', 'REFUSED', 'REOPENED', 'FROZEN', 'FREEZE_LIFTED')),
  users_id uuid,
  reason text,
  -- What was decided on or changed: the answers, the files and the triggers at that moment.
  snapshot jsonb not null default '{}',
  created_at timestamptz not null default clock_timestamp(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
create index edd_events_customer_idx on risk.edd_events (organisations_id, customers_id, created_at);

create table risk.freezes (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  alerts_id uuid not null,
  frozen_at timestamptz not null default clock_timestamp(),
  lifted_by uuid,
  lifted_at timestamptz,
  lift_reason text check (length(lift_reason) <= 2000),
  check ((lifted_at is null) = (lift_reason is null)),
  primary key (organisations_id, id),
  unique (organisations_id, alerts_id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
create index freezes_customer_idx on risk.freezes (organisations_id, customers_id, frozen_at);

do $$
declare
  t text;
begin
  foreach t in array array['edd', 'edd_files', 'edd_events', 'freezes'] loop
    execute format('alter table risk.%I enable row level security', t);
    execute format($p$create policy %I on risk.%I for all
      using (organisations_id = (select risk.caller_organisation())
             and exists (select 1 from risk.customers c where c.organisations_id = %I.organisations_id and c.customers_id = %I.customers_id))
      with check (organisations_id = (select risk.caller_organisation())
             and exists (select 1 from risk.customers c where c.organisations_id = %I.organisations_id and c.customers_id = %I.customers_id))$p$,
      t || '_visible', t, t, t, t, t);
  end loop;
end
$$;
grant select, insert, update on risk.edd, risk.edd_files, risk.freezes to tunne_app;
-- History is written once: no update or delete for the application.
grant select, insert on risk.edd_events to tunne_app;
