-- Issue 25 §3 (A2): who changed the customer. A trigger of enhanced due diligence that disappears (a PEP record
-- deleted, a country changed) waits for another person's approval; the risk service must know who made the change so
-- that person cannot approve its removal. Forward-only.
--
-- customers.events.users_id: the user whose transaction wrote the change (the tenancy's app.users_id; null for a
-- system job). customers.events_after() answers it too (a changed result type: dropped and created again).
alter table customers.events add column users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid;

drop function customers.events_after(bigint, bigint, integer);
create function customers.events_after(p_xid bigint, p_id bigint, p_limit integer)
returns table (id bigint, xid bigint, organisations_id uuid, customers_id uuid, type text, created_at timestamptz, users_id uuid)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select e.id, e.xid::text::bigint, e.organisations_id, e.customers_id, e.type, e.created_at, e.users_id
    from customers.events e
   where e.xid < pg_snapshot_xmin(pg_current_snapshot())
     and (e.xid::text::bigint, e.id) > (p_xid, p_id)
     and e.type in ('customer.changed', 'customer.removed')
   order by e.xid, e.id
   limit least(greatest(p_limit, 1), 10000)
$$;
revoke all on function customers.events_after(bigint, bigint, integer) from public;
grant execute on function customers.events_after(bigint, bigint, integer) to tunne_app;
