-- Issue 16 §2: date-only values are days, not instants. Forward-only.
--
-- A todo's deadline and the KYC clock's alarm were timestamptz: a day picked in one browser's time zone became the
-- day before or after in another (31.12.2026 entered in a UTC browser showed 01.01.2027 in Helsinki), and the audit
-- trail recorded "31.12.2026 23:59". They become `date`. A stored instant keeps the day it fell on in Helsinki, the
-- organisation's calendar (2026-12-31T22:30:00Z is 2027-01-01). "Today" is Helsinki's in every comparison:
-- `(now() at time zone 'Europe/Helsinki')::date`, never the session's TimeZone or current_date.
-- (founded_at and the related persons' dob were `date` from the start.)

-- ---- Todos ------------------------------------------------------------------------------------------------------------

alter table customers.todos
  alter column deadline_at type date using (deadline_at at time zone 'Europe/Helsinki')::date;

-- ---- KYC clock --------------------------------------------------------------------------------------------------------

-- Today in Helsinki: the day every date-only value is compared against.
create function customers.today() returns date
language sql stable parallel safe as $$ select (now() at time zone 'Europe/Helsinki')::date $$;
revoke all on function customers.today() from public;
grant execute on function customers.today() to tunne_app;

-- The column's trigger names it (update of kycclock_alarm_at): dropped for the change of type and created again.
drop trigger customers_kycclock_defaults on customers.customers;
alter table customers.customers alter column kycclock_alarm_at drop default;
alter table customers.customers
  alter column kycclock_alarm_at type date using (kycclock_alarm_at at time zone 'Europe/Helsinki')::date;
alter table customers.customers
  alter column kycclock_alarm_at set default (customers.today() + interval '12 months')::date;

-- Switched on without a date: due after the customer's cycle, counted in Helsinki days. A new date clears the reminder
-- mark (migration 00015).
create or replace function customers.kycclock_defaults() returns trigger
language plpgsql as $$
begin
  if new.is_kycclock and new.kycclock_alarm_at is null then
    new.kycclock_alarm_at := (customers.today() + make_interval(months => coalesce(new.kycclock_max_months, 12)))::date;
  end if;
  if new.kycclock_alarm_at is distinct from old.kycclock_alarm_at then
    new.kycclock_notified_at := null;
  end if;
  return new;
end
$$;
create trigger customers_kycclock_defaults before update of is_kycclock, kycclock_alarm_at on customers.customers
  for each row execute function customers.kycclock_defaults();

-- The review-mail job: organisations with a review due on or before p_until (a Helsinki day) nobody was told about.
-- Replaces the timestamptz version of migration 00015.
drop function customers.organisations_with_due_reviews(timestamptz);
create function customers.organisations_with_due_reviews(p_until date) returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select distinct c.organisations_id from customers.customers c
   where c.is_kycclock and not c.is_removed and c.kycclock_notified_at is null and c.kycclock_alarm_at <= p_until
$$;
revoke all on function customers.organisations_with_due_reviews(date) from public;
grant execute on function customers.organisations_with_due_reviews(date) to tunne_app;
