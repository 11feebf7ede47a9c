-- Issue 25 §7 (AMLR art. 26): the review cycle is guaranteed. Forward-only.
--
-- - Every active customer has a running KYC clock or a reason why it is off (customers_kycclock_or_reason). Active
--   customers with the clock off and no reason get it on, due after their cycle.
-- - A HIGH customer, or one that needs enhanced due diligence (edd_state set), always has a running clock: a rise to
--   HIGH or EDD starts it (customers_kycclock_risk, whatever path writes the level), and the clock of such a customer
--   cannot be switched off (the API refuses with KYCCLOCK_OFF_HIGH_RISK; the trigger switches it on again should
--   another path try). A restored customer whose clock was off without a reason gets it on too.
-- - kycclock_escalated_at: when an overdue review was escalated to the compliance officer (one mail per alarm date; a
--   new date clears it, as kycclock_notified_at).
-- - customers.reviews: "Mark review done" — who, when, scope, outcome and the clock it set; insert only (evidence).

-- ---- Clock on, or a reason ----------------------------------------------------------------------------------------------

update customers.customers
   set is_kycclock = true, kycclock_alarm_at = null, kycclock_off_reason = null, kycclock_off_by = null, kycclock_off_at = null
 where not is_removed and not is_kycclock
   and (kycclock_off_reason is null or riskscores_level = 'HIGH' or edd_state is not null);

alter table customers.customers
  add column kycclock_escalated_at timestamptz,
  add constraint customers_kycclock_or_reason check (is_removed or is_kycclock or kycclock_off_reason is not null);

-- The alarm of a clock that is switched on here follows the customer's cycle (as kycclock_defaults, which an UPDATE
-- of other columns does not fire).
create function customers.kycclock_risk() returns trigger
language plpgsql as $$
begin
  if not new.is_removed and not new.is_kycclock
     and (new.riskscores_level = 'HIGH' or new.edd_state is not null
          or (tg_op = 'UPDATE' and old.is_removed and new.kycclock_off_reason is null)) then
    new.is_kycclock := true;
    new.kycclock_off_reason := null;
    new.kycclock_off_by := null;
    new.kycclock_off_at := null;
    new.kycclock_users_id := null;
    new.kycclock_alarm_at := (customers.today() + make_interval(months => least(coalesce(new.kycclock_max_months, 12),
      case when new.riskscores_level = 'HIGH' or new.edd_state is not null then 12 else 60 end)))::date;
    new.kycclock_notified_at := null;
    new.kycclock_escalated_at := null;
  end if;
  return new;
end
$$;
grant execute on function customers.kycclock_risk() to tunne_app;
-- Only a row with the clock off calls the function (an import's rows take the clock on by default).
create trigger customers_kycclock_risk
  before insert or update of is_kycclock, riskscores_level, edd_state, is_removed on customers.customers
  for each row when (not new.is_kycclock) execute function customers.kycclock_risk();

-- A new date clears the reminder and the escalation marks.
create or replace function customers.kycclock_defaults() returns trigger
language plpgsql as $$
begin
  if new.is_kycclock and new.kycclock_alarm_at is null then
    new.kycclock_alarm_at := (customers.today() + make_interval(months => coalesce(new.kycclock_max_months, 12)))::date;
  end if;
  if new.kycclock_alarm_at is distinct from old.kycclock_alarm_at or new.is_kycclock is distinct from old.is_kycclock then
    new.kycclock_notified_at := null;
    new.kycclock_escalated_at := null;
  end if;
  return new;
end
$$;

-- The escalation job: organisations with an overdue review (alarm day passed) not yet escalated.
create function customers.organisations_with_overdue_reviews(p_today date) returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select distinct c.organisations_id from customers.customers c
   where c.is_kycclock and not c.is_removed and c.kycclock_escalated_at is null and c.kycclock_alarm_at < p_today
$$;
revoke all on function customers.organisations_with_overdue_reviews(date) from public;
grant execute on function customers.organisations_with_overdue_reviews(date) to tunne_app;

-- ---- Reviews done ---------------------------------------------------------------------------------------------------------

create table customers.reviews (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  users_id uuid not null default nullif(current_setting('app.users_id', true), '')::uuid,
  reviewed_at timestamptz not null default now(),
  scope text[] not null check (cardinality(scope) between 1 and 20),
  outcome text not null check (outcome in ('NO_CHANGES', 'DATA_UPDATED', 'RISK_CHANGED', 'ACTION_REQUIRED')),
  notes text check (length(notes) <= 4000),
  riskscores_level text,
  previous_alarm_at date,
  next_alarm_at date not null,
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade
);
create index reviews_customer_idx on customers.reviews (organisations_id, customers_id, reviewed_at);

-- As the other customer-scoped tables (00004): the organisation and a visible parent customer. Insert only.
alter table customers.reviews enable row level security;
create policy reviews_visible on customers.reviews for all
  using (organisations_id = (select customers.caller_organisation())
         and exists (select 1 from customers.customers c where c.organisations_id = reviews.organisations_id and c.id = reviews.customers_id))
  with check (organisations_id = (select customers.caller_organisation())
         and exists (select 1 from customers.customers c where c.organisations_id = reviews.organisations_id and c.id = reviews.customers_id));
grant select, insert on customers.reviews to tunne_app;
