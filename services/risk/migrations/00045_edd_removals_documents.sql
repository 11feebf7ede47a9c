-- Issue 25 §3 (risk): removing an obligation needs a second person; an EDD approval needs its documents. Forward-only.
--
-- 1. risk.edd_removals: a trigger of enhanced due diligence that disappeared from the data (a PEP record deleted, a PEP
--    answer or a country changed, a hit reclassified, a country delisted) stays in force — the HIGH floor and the EDD
--    requirement — until senior management approves its removal. One row per disappearance: PENDING, then APPROVED
--    (who, when, why) or WITHDRAWN (the trigger came back by itself). Rows are kept (evidence), never deleted by the
--    application; a customer forgotten after its retention period takes them along.
-- 2. risk.edd_events: the history also names the removals (REMOVAL_PENDING / _APPROVED / _WITHDRAWN).
-- 3. risk.edd_files.kind: what a document proves (SOURCE_OF_FUNDS / SOURCE_OF_WEALTH); the documents before this were
--    all asked for as the source of wealth.
-- 4. risk.edd.waiver_reason: an approval without a document of each kind records why.

create table risk.edd_removals (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  trigger_key text not null check (length(trigger_key) between 1 and 200),
  trigger jsonb not null,
  state text not null default 'PENDING' check (state in ('PENDING', 'APPROVED', 'WITHDRAWN')),
  detected_at timestamptz not null default clock_timestamp(),
  decided_by uuid,
  decided_at timestamptz,
  reason text check (length(reason) <= 2000),
  check ((state = 'APPROVED') = (decided_by is not null and reason is not null)),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
-- One pending removal per trigger of a customer.
create unique index edd_removals_pending_idx on risk.edd_removals (organisations_id, customers_id, trigger_key) where state = 'PENDING';
create index edd_removals_customer_idx on risk.edd_removals (organisations_id, customers_id, detected_at);
alter table risk.edd_removals enable row level security;
create policy edd_removals_visible on risk.edd_removals for all
  using (organisations_id = (select risk.caller_organisation())
         and exists (select 1 from risk.customers c where c.organisations_id = edd_removals.organisations_id and c.customers_id = edd_removals.customers_id))
  with check (organisations_id = (select risk.caller_organisation())
         and exists (select 1 from risk.customers c where c.organisations_id = edd_removals.organisations_id and c.customers_id = edd_removals.customers_id));
grant select, insert, update on risk.edd_removals to tunne_app;

-- The actions the check allows now (whatever migrations before this one added) and the removals' three.
do $$
declare
  def text;
  actions text[];
begin
  select pg_get_constraintdef(c.oid) into def from pg_constraint c
   where c.conrelid = 'risk.edd_events'::regclass and c.conname = 'edd_events_action_check';
  select array(select m[1] from regexp_matches(coalesce(def, ''), '''([A-Z_]+)''', 'g') as m
               union select unnest(array['REMOVAL_PENDING', 'REMOVAL_APPROVED', 'REMOVAL_WITHDRAWN']) order by 1) into actions;
  alter table risk.edd_events drop constraint if exists edd_events_action_check;
  execute format('alter table risk.edd_events add constraint edd_events_action_check check (action = any (%L::text[]))', actions);
end
$$;

alter table risk.edd_files add column kind text not null default 'SOURCE_OF_WEALTH' check (kind in ('SOURCE_OF_FUNDS', 'SOURCE_OF_WEALTH'));

alter table risk.edd add column waiver_reason text check (length(waiver_reason) <= 2000);
