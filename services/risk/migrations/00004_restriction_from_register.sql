-- Issue 12 §1 (ADR 0003): the restriction is decided by the customer register alone. Forward-only.
--
-- risk.customers kept copies of the customer's owner user, team and archive flag (users_id, teams_id, is_removed),
-- rewritten by every customer-scoped call (risk.sync_customer) and every recalculation, and risk's policies filtered
-- by them. Now risk.customers and every customer-scoped table ask the shared schema `access` (customers migration
-- 00019), which reads the register through its own policy: restriction NONE sees the organisation's rows (one check
-- per query), any other caller the rows of the customers the register shows them. The copies are dropped;
-- risk.customers keeps the score, and a customer-scoped call only makes sure its row exists (risk.ensure_customer).

drop policy customers_visible on risk.customers;
create policy customers_visible on risk.customers for all
  using (organisations_id = (select risk.caller_organisation())
         and ((select access.sees_all_customers())
              or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select risk.caller_organisation())
         and ((select access.sees_all_customers())
              or exists (select from access.visible_subject(customers_id))));

-- Customer-scoped tables: the same rule directly (before: a visible risk.customers row, i.e. through the copies).
do $$
declare
  t text;
begin
  foreach t in array array['answers', 'assessments', 'assessment_history', 'score_history', 'edd', 'edd_files', 'edd_events', 'freezes'] loop
    execute format('drop policy %I on risk.%I', t || '_visible', t);
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

drop function risk.sync_customer(uuid, uuid, uuid, boolean);
drop index risk.customers_owner_idx;
drop index risk.customers_team_idx;
alter table risk.customers drop column users_id, drop column teams_id, drop column is_removed;
drop function risk.caller_sees_all(), risk.caller_own_user(), risk.caller_team_ids();

-- The row customer-scoped rows hang on (their foreign keys), made when a customer is first touched; called after the
-- customers service confirmed that the caller sees the customer. Own organisation only.
create function risk.ensure_customer(p_customers_id uuid) returns void
language sql security definer set search_path = pg_catalog, pg_temp as $$
  insert into risk.customers (organisations_id, customers_id) values (risk.caller_organisation(), p_customers_id)
  on conflict (organisations_id, customers_id) do nothing
$$;
revoke all on function risk.ensure_customer(uuid) from public;
grant execute on function risk.ensure_customer(uuid) to tunne_app;
