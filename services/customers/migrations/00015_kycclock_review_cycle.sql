-- Issue #11 §5: the review cycle (AMLR art. 26) on the KYC clock.
--
-- - New customers start with the clock on. A clock switched on without a date alarms after the customer's review
--   cycle (kycclock_max_months, written by the risk service from the risk level and the organisation's settings;
--   12 months — the HIGH cycle — until the customer is first graded).
-- - kycclock_max_months: the longest the next review may wait; the risk service brings a later alarm forward to it
--   (a rise in risk), and PATCH kycclock refuses a later date.
-- - Turning the clock off needs an admin and a reason: kycclock_off_reason / _by / _at, recorded in the customer's
--   audit trail by the row trigger like every other column.
-- - kycclock_notified_at: when the owner (or team) was mailed that the review falls due within a month; one mail per
--   alarm date (a new date clears it).
-- - Existing active customers with the clock off (no reason was ever asked) get it on, due within 12 months.

-- New rows take the clock's defaults as column defaults (no trigger on insert: imports write thousands of rows while
-- other requests wait on the embedded database); a later change goes through the update trigger.
alter table customers.customers
  alter column is_kycclock set default true,
  alter column kycclock_alarm_at set default now() + interval '12 months',
  alter column kycclock_users_id set default nullif(current_setting('app.users_id', true), '')::uuid,
  add column kycclock_max_months integer check (kycclock_max_months between 1 and 60),
  add column kycclock_off_reason text check (length(kycclock_off_reason) <= 2000),
  add column kycclock_off_by uuid,
  add column kycclock_off_at timestamptz,
  add column kycclock_notified_at timestamptz;

-- Switched on without a date: due after the customer's cycle. A new date clears the reminder mark.
create function customers.kycclock_defaults() returns trigger
language plpgsql as $$
begin
  if new.is_kycclock and new.kycclock_alarm_at is null then
    new.kycclock_alarm_at := now() + make_interval(months => coalesce(new.kycclock_max_months, 12));
  end if;
  if new.kycclock_alarm_at is distinct from old.kycclock_alarm_at then
    new.kycclock_notified_at := null;
  end if;
  return new;
end
$$;
grant execute on function customers.kycclock_defaults() to tunne_app;
create trigger customers_kycclock_defaults before update of is_kycclock, kycclock_alarm_at on customers.customers
  for each row execute function customers.kycclock_defaults();

update customers.customers set is_kycclock = true, kycclock_alarm_at = now() + interval '12 months'
 where not is_kycclock and not is_removed;

-- The review-mail job finds organisations with a review due within a month that nobody was told about yet (served by
-- customers_kycclock_on_idx of migration 00002; no index of its own, so an import writes no more index entries).
create function customers.organisations_with_due_reviews(p_until timestamptz) returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select distinct c.organisations_id from customers.customers c
   where c.is_kycclock and not c.is_removed and c.kycclock_notified_at is null and c.kycclock_alarm_at <= p_until
$$;
revoke all on function customers.organisations_with_due_reviews(timestamptz) from public;
grant execute on function customers.organisations_with_due_reviews(timestamptz) to tunne_app;
