-- Customer register at 100,000 customers (issue #3, bench/customers). Forward-only. Same rules as before, cheaper
-- to evaluate:
--
-- 1. The customers policies read the caller's settings once per query, not once per row. Each current_setting()
--    is a scalar sub-select, which PostgreSQL evaluates once as an initplan, and the restriction (NONE / TEAM / USER,
--    spec §6) is written out in the policy instead of calling customers.visible() per row. The visibility rule
--    is unchanged: NONE all, USER own customers, TEAM own and the user's teams' customers, anything else nothing.
-- 2. An index holding every column the policy and the archive flag read, so the list's total is an index-only scan;
--    owner and team indexes in name order.
-- 3. Name search through the trigram index (customers.search_ids): under row-level security a non-leakproof
--    `like` may not be evaluated before the policy, so the index could never be used for it. The tag tool likewise
--    (customers.tagged_ids).
-- 4. Customer-scoped tables: the organisation check is read once per query too.

-- The caller's settings, in the form the policies use. Policies call them as `(select customers.caller_...())`,
-- which PostgreSQL evaluates once per query (initplans). A plain boolean for "sees all" also keeps the planner's
-- row estimate for the policy near one half (as before) instead of a fraction of a percent.
create function customers.caller_organisation() returns uuid
language sql stable parallel safe as $$ select nullif(current_setting('app.organisations_id', true), '')::uuid $$;
-- Restriction NONE (or unset, as before): every customer of the organisation.
create function customers.caller_sees_all() returns boolean
language sql stable parallel safe as $$
  select coalesce(nullif(current_setting('app.restrictiontype', true), ''), 'NONE') = 'NONE'
$$;
-- USER and TEAM: the caller's own customers (null otherwise, which matches nothing).
create function customers.caller_own_user() returns uuid
language sql stable parallel safe as $$
  select case when current_setting('app.restrictiontype', true) in ('USER', 'TEAM')
              then nullif(current_setting('app.users_id', true), '')::uuid end
$$;
-- TEAM: also the customers of the caller's teams (none otherwise).
create function customers.caller_team_ids() returns uuid[]
language sql stable parallel safe as $$
  select case when current_setting('app.restrictiontype', true) = 'TEAM'
              then coalesce(string_to_array(nullif(current_setting('app.teams_ids', true), ''), ',')::uuid[], '{}') else '{}' end
$$;
grant execute on function customers.caller_organisation(), customers.caller_sees_all(), customers.caller_own_user(),
  customers.caller_team_ids() to tunne_app;

-- 1. customers.customers: the same rule as customers.visible(users_id, teams_id), the settings read once.
drop policy customers_select on customers.customers;
drop policy customers_update on customers.customers;
drop policy customers_delete on customers.customers;
drop policy customers_insert on customers.customers;

create policy customers_select on customers.customers for select
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[])));
create policy customers_insert on customers.customers for insert
  with check (organisations_id = (select customers.caller_organisation()));
create policy customers_update on customers.customers for update
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[])))
  with check (organisations_id = (select customers.caller_organisation()));
create policy customers_delete on customers.customers for delete
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[])));

-- 2. The list total without filters (or with owner / own) reads this index only.
create index customers_visible_idx on customers.customers (organisations_id, is_removed, users_id, teams_id);
-- The owner and team tools in the default order (name): the first page is read in order from these. Without them the
-- planner walks the name index and filters, which reads every customer when the tool and the restriction exclude
-- each other (a USER-restricted user asking for another owner's customers).
create index customers_owner_name_idx on customers.customers (organisations_id, is_removed, users_id, lower(name), id);
create index customers_team_name_idx on customers.customers (organisations_id, is_removed, teams_id, lower(name), id);

-- 3. Name search: the ids of the caller's visible customers whose lower(name) matches the (already escaped) like
-- pattern. Definer, so the trigram index serves the match; the organisation and the restriction (the same rule as
-- the policy, from the same caller_* functions) are applied here as well, so the function never tells of a customer
-- the caller may not see. The list still reads through RLS.
create function customers.search_ids(p_pattern text) returns setof uuid
language plpgsql stable security definer set search_path = pg_catalog, pg_temp rows 500 as $$
declare
  v_org uuid := customers.caller_organisation();
  v_all boolean := customers.caller_sees_all();
  v_user uuid := customers.caller_own_user();
  v_teams uuid[] := customers.caller_team_ids();
begin
  return query
    select c.id from customers.customers c
     where c.organisations_id = v_org
       and lower(c.name) like p_pattern
       and (v_all or c.users_id = v_user or c.teams_id = any (v_teams));
end
$$;
revoke all on function customers.search_ids(text) from public;
grant execute on function customers.search_ids(text) to tunne_app;

-- The tag tool likewise: ids of the caller's visible customers carrying the tag. Read through RLS, every tag row
-- would look its customer up again (the customer_tags policy) although the list checks the customer itself.
create function customers.tagged_ids(p_tags_id uuid) returns setof uuid
language plpgsql stable security definer set search_path = pg_catalog, pg_temp rows 500 as $$
declare
  v_org uuid := customers.caller_organisation();
  v_all boolean := customers.caller_sees_all();
  v_user uuid := customers.caller_own_user();
  v_teams uuid[] := customers.caller_team_ids();
begin
  if v_all then
    return query select ct.customers_id from customers.customer_tags ct where ct.organisations_id = v_org and ct.tags_id = p_tags_id;
    return;
  end if;
  -- Primary-key probes for the tagged ids (a join here tends to a sequential scan of every customer).
  return query
    select c.id from customers.customers c
     where c.organisations_id = v_org
       and c.id = any (array(select ct.customers_id from customers.customer_tags ct
                              where ct.organisations_id = v_org and ct.tags_id = p_tags_id))
       and (v_all or c.users_id = v_user or c.teams_id = any (v_teams));
end
$$;
revoke all on function customers.tagged_ids(uuid) from public;
grant execute on function customers.tagged_ids(uuid) to tunne_app;

-- 4. Customer-scoped tables: the organisation read once per query; the parent customer as before (its own policy).
do $$
declare
  t text;
begin
  foreach t in array array['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'bankaccounts', 'todos',
                           'customer_tasks', 'customer_tags'] loop
    execute format('drop policy %I on customers.%I', t || '_visible', t);
    execute format($p$create policy %I on customers.%I for all
      using (organisations_id = (select customers.caller_organisation())
             and exists (select 1 from customers.customers c where c.organisations_id = %I.organisations_id and c.id = %I.customers_id))
      with check (organisations_id = (select customers.caller_organisation())
             and exists (select 1 from customers.customers c where c.organisations_id = %I.organisations_id and c.id = %I.customers_id))$p$,
      t || '_visible', t, t, t, t, t);
  end loop;
end
$$;

drop policy linked_customers_visible on customers.linked_customers;
create policy linked_customers_visible on customers.linked_customers for all
  using (organisations_id = (select customers.caller_organisation())
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.customers_id)
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.linked_customers_id))
  with check (organisations_id = (select customers.caller_organisation())
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.customers_id)
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.linked_customers_id));

drop policy tags_tenant on customers.tags;
create policy tags_tenant on customers.tags for all
  using (organisations_id = (select customers.caller_organisation()))
  with check (organisations_id = (select customers.caller_organisation()));
drop policy tasks_organisation on customers.tasks;
create policy tasks_organisation on customers.tasks for all
  using (organisations_id = (select customers.caller_organisation()))
  with check (organisations_id = (select customers.caller_organisation()));
