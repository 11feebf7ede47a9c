-- Customer events (issue #4): an outbox other services react to, written by triggers in the same transaction as
-- the change, so an event exists exactly when the change was committed. Forward-only.
--
-- customer.changed: a customer or one of its screened records (owners, actual beneficiaries, PEPs, responsible
-- persons) was added, changed or removed. customer.removed: the customer itself was deleted for good.
-- The consumer (alerts screening) reads through customers.events_after(); the app role cannot read other
-- organisations' events directly.

create table customers.events (
  organisations_id uuid not null,
  id bigint generated always as identity,
  customers_id uuid not null,
  type text not null check (type in ('customer.changed', 'customer.removed')),
  -- The writing transaction: a consumer reads only events of transactions older than every running one, so an
  -- event that commits late is never skipped past (ids are allocated before commit, out of commit order).
  xid xid8 not null default pg_current_xact_id(),
  created_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create index events_order_idx on customers.events (xid, id);

alter table customers.events enable row level security;
create policy events_tenant on customers.events for select
  using (organisations_id = (select customers.caller_organisation()));
grant select on customers.events to tunne_app;

-- One trigger function for the customer and its record tables. Definer: the app role may not write events itself.
-- A customer update that touches none of the columns screening or its restriction copies read is not an event.
create function customers.emit_event() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_row record;
  v_customers_id uuid;
  v_type text := 'customer.changed';
begin
  if tg_op = 'DELETE' then v_row := old; else v_row := new; end if;
  if tg_table_name = 'customers' then
    v_customers_id := v_row.id;
    if tg_op = 'DELETE' then
      v_type := 'customer.removed';
    elsif tg_op = 'UPDATE' and (old.name, old.type, old.ssn, old.businessid, old.country, old.nationality, old.founded_at,
                                 old.users_id, old.teams_id, old.is_removed)
                           is not distinct from
                                (new.name, new.type, new.ssn, new.businessid, new.country, new.nationality, new.founded_at,
                                 new.users_id, new.teams_id, new.is_removed) then
      return null;
    end if;
  else
    v_customers_id := v_row.customers_id;
  end if;
  insert into customers.events (organisations_id, customers_id, type) values (v_row.organisations_id, v_customers_id, v_type);
  return null;
end
$$;
revoke all on function customers.emit_event() from public;

create trigger customers_event after insert or update or delete on customers.customers
  for each row execute function customers.emit_event();
create trigger owners_event after insert or update or delete on customers.owners
  for each row execute function customers.emit_event();
create trigger actualbeneficiaries_event after insert or update or delete on customers.actualbeneficiaries
  for each row execute function customers.emit_event();
create trigger peps_event after insert or update or delete on customers.peps
  for each row execute function customers.emit_event();
create trigger responsiblepersons_event after insert or update or delete on customers.responsiblepersons
  for each row execute function customers.emit_event();

-- The system consumer: events after a cursor (xid, id), across organisations, only from transactions that have
-- finished (older than the oldest running one), in commit-safe order.
create function customers.events_after(p_xid bigint, p_id bigint, p_limit integer)
returns table (id bigint, xid bigint, organisations_id uuid, customers_id uuid, type text, created_at timestamptz)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select e.id, e.xid::text::bigint, e.organisations_id, e.customers_id, e.type, e.created_at
    from customers.events e
   where e.xid < pg_snapshot_xmin(pg_current_snapshot())
     and (e.xid::text::bigint, e.id) > (p_xid, p_id)
   order by e.xid, e.id
   limit least(greatest(p_limit, 1), 10000)
$$;
revoke all on function customers.events_after(bigint, bigint, integer) from public;
grant execute on function customers.events_after(bigint, bigint, integer) to tunne_app;

-- Consumed events older than a day are dropped (the consumer calls this with its cursor).
create function customers.prune_events(p_xid bigint) returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_count integer;
begin
  delete from customers.events e where e.xid::text::bigint < p_xid and e.created_at < now() - interval '1 day';
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke all on function customers.prune_events(bigint) from public;
grant execute on function customers.prune_events(bigint) to tunne_app;

-- Organisations that have customers, for a full re-screen when a list changes.
create function customers.organisations_with_customers() returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select distinct c.organisations_id from customers.customers c
$$;
revoke all on function customers.organisations_with_customers() from public;
grant execute on function customers.organisations_with_customers() to tunne_app;
