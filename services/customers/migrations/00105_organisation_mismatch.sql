-- Issue 26: an id that belongs to another organisation answers the spec's organisation-mismatch error (§8, errors.ts
-- ORGANISATION_MISMATCH, 404), not "restricted access". Forward-only.
--
-- Row-level security hides other organisations' customers, so only a SECURITY DEFINER function can tell "another
-- organisation's customer" from "not there or outside the caller's restriction". It answers a yes or no for one id
-- and nothing else (no name, no organisation): the route still returns no data.
create function customers.in_other_organisation(p_id uuid) returns boolean
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select exists (
    select from customers.customers c
     where c.id = p_id and c.organisations_id is distinct from customers.caller_organisation()
  )
$$;
revoke all on function customers.in_other_organisation(uuid) from public;
grant execute on function customers.in_other_organisation(uuid) to tunne_app;
