-- Issue 16 §5: find a customer by business id or personal identity code, typed with or without the dash, in any case
-- (the list's `search` and `business-id` tools, the header search and the search page). Forward-only.
--
-- The search text and the stored identifier meet in one form: upper case without dashes and spaces, in SQL
-- translate(upper(x), '- ', '') and in the contracts identifierSearchKey. Stored identifiers are canonical since the
-- validators normalise them, but rows saved before, imported or in a country without a validator may lack the dash or
-- carry lower case; the expression finds those too, and these indexes make it a probe per organisation.
create index customers_businessid_key_idx on customers.customers (organisations_id, translate(upper(businessid), '- ', ''))
  where businessid is not null;
create index customers_ssn_key_idx on customers.customers (organisations_id, translate(upper(ssn), '- ', ''))
  where ssn is not null;

-- The rows of the caller's visible customers whose business id is one of p_businessids, whose identity code is one of
-- p_ssns (both in the comparison form) or whose lower(name) matches p_pattern (an escaped like pattern, or null).
-- A definer function for the same reason as search_rows (00009): under row-level security the non-leakproof
-- translate()/upper() could not use the indexes. It applies the organisation, the restriction and hidden imports
-- exactly as search_rows does (00012); retained records are left out by the list's where clause, as for search_rows.
create function customers.identifier_rows(p_businessids text[], p_ssns text[], p_pattern text) returns setof customers.customers
language plpgsql stable security definer set search_path = pg_catalog, pg_temp rows 50 as $$
declare
  v_org uuid := customers.caller_organisation();
  v_all boolean := customers.caller_sees_all();
  v_user uuid := customers.caller_own_user();
  v_teams uuid[] := customers.caller_team_ids();
  v_hidden uuid[] := customers.caller_hidden_imports();
begin
  return query
    select c.* from customers.customers c
     where c.organisations_id = v_org
       and c.id in (
         select b.id from customers.customers b
          where b.organisations_id = v_org and b.businessid is not null
            and translate(upper(b.businessid), '- ', '') = any (p_businessids)
         union all
         select s.id from customers.customers s
          where s.organisations_id = v_org and s.ssn is not null
            and translate(upper(s.ssn), '- ', '') = any (p_ssns)
         union all
         select n.id from customers.customers n
          where p_pattern is not null and n.organisations_id = v_org and lower(n.name) like p_pattern)
       and (v_all or c.users_id = v_user or c.teams_id = any (v_teams))
       and (c.imports_id is null or c.imports_id <> all (v_hidden));
end
$$;
revoke all on function customers.identifier_rows(text[], text[], text) from public;
grant execute on function customers.identifier_rows(text[], text[], text) to tunne_app;
