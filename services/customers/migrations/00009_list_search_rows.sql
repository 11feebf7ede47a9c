-- The list's name search and tag tool return the customers' rows, not only their ids (issue #3 budgets at 100,000
-- customers). With ids only (00004), the list read every hit's row again by primary key, through RLS, twice (page
-- and total): with a few thousand hits that was most of the request. These definer functions read each hit once,
-- apply the organisation and the restriction themselves (the same rule as the customers_select policy, from the
-- same caller_* functions), and the list takes the page and the total from one pass over their result.
-- Forward-only. search_ids has no caller left and goes; tagged_ids stays for a tag beside a name search.

create function customers.search_rows(p_pattern text) returns setof customers.customers
language plpgsql stable security definer set search_path = pg_catalog, pg_temp rows 500 as $$
declare
  v_org uuid := customers.caller_organisation();
  v_all boolean := customers.caller_sees_all();
  v_user uuid := customers.caller_own_user();
  v_teams uuid[] := customers.caller_team_ids();
begin
  return query
    select c.* from customers.customers c
     where c.organisations_id = v_org
       and lower(c.name) like p_pattern
       and (v_all or c.users_id = v_user or c.teams_id = any (v_teams));
end
$$;
revoke all on function customers.search_rows(text) from public;
grant execute on function customers.search_rows(text) to tunne_app;

create function customers.tagged_rows(p_tags_id uuid) returns setof customers.customers
language plpgsql stable security definer set search_path = pg_catalog, pg_temp rows 500 as $$
declare
  v_org uuid := customers.caller_organisation();
  v_all boolean := customers.caller_sees_all();
  v_user uuid := customers.caller_own_user();
  v_teams uuid[] := customers.caller_team_ids();
begin
  -- Primary-key probes for the tagged ids (a join here tends to a sequential scan of every customer).
  return query
    select c.* from customers.customers c
     where c.organisations_id = v_org
       and c.id = any (array(select ct.customers_id from customers.customer_tags ct
                              where ct.organisations_id = v_org and ct.tags_id = p_tags_id))
       and (v_all or c.users_id = v_user or c.teams_id = any (v_teams));
end
$$;
revoke all on function customers.tagged_rows(uuid) from public;
grant execute on function customers.tagged_rows(uuid) to tunne_app;

drop function customers.search_ids(text);
