-- Leads are screened like customers (issue 11 §3): a lead's changes reach the screening consumer (services/alerts)
-- through the same outbox as customer events, as lead.changed / lead.removed events whose customers_id column holds
-- the lead's id. Consumers of customer events do not see them (events_after reads customer.* only); the screening
-- reads them through lead_events_after with a cursor of its own. Forward-only.

alter table customers.events drop constraint events_type_check;
alter table customers.events add constraint events_type_check
  check (type in ('customer.changed', 'customer.removed', 'lead.changed', 'lead.removed'));

-- A lead update that touches none of the columns screening or its restriction copy reads is not an event.
create function customers.emit_lead_event() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_row record;
begin
  if tg_op = 'DELETE' then v_row := old; else v_row := new; end if;
  if tg_op = 'UPDATE' and (old.name, old.type, old.businessid, old.country, old.users_id, old.status)
                          is not distinct from (new.name, new.type, new.businessid, new.country, new.users_id, new.status) then
    return null;
  end if;
  insert into customers.events (organisations_id, customers_id, type)
  values (v_row.organisations_id, v_row.id, case when tg_op = 'DELETE' then 'lead.removed' else 'lead.changed' end);
  return null;
end
$$;
revoke all on function customers.emit_lead_event() from public;

create trigger leads_event after insert or update or delete on customers.leads
  for each row execute function customers.emit_lead_event();

-- Customer events only, as before (the risk consumer and the customer screening).
create or replace function customers.events_after(p_xid bigint, p_id bigint, p_limit integer)
returns table (id bigint, xid bigint, organisations_id uuid, customers_id uuid, type text, created_at timestamptz)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select e.id, e.xid::text::bigint, e.organisations_id, e.customers_id, e.type, e.created_at
    from customers.events e
   where e.xid < pg_snapshot_xmin(pg_current_snapshot())
     and (e.xid::text::bigint, e.id) > (p_xid, p_id)
     and e.type in ('customer.changed', 'customer.removed')
   order by e.xid, e.id
   limit least(greatest(p_limit, 1), 10000)
$$;

-- Lead events after a cursor, in the same commit-safe order (customers_id is the lead's id).
create function customers.lead_events_after(p_xid bigint, p_id bigint, p_limit integer)
returns table (id bigint, xid bigint, organisations_id uuid, customers_id uuid, type text, created_at timestamptz)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select e.id, e.xid::text::bigint, e.organisations_id, e.customers_id, e.type, e.created_at
    from customers.events e
   where e.xid < pg_snapshot_xmin(pg_current_snapshot())
     and (e.xid::text::bigint, e.id) > (p_xid, p_id)
     and e.type in ('lead.changed', 'lead.removed')
   order by e.xid, e.id
   limit least(greatest(p_limit, 1), 10000)
$$;
revoke all on function customers.lead_events_after(bigint, bigint, integer) from public;
grant execute on function customers.lead_events_after(bigint, bigint, integer) to tunne_app;

-- The newest event every reader can see (finished transactions only): a consumer that has read every event of its
-- kind up to here may move its cursor here, so that pruning is not held back by a cursor that only moves on the
-- (rare) lead events. The lead screening registers its cursor ('alerts_leads') with its first read.
create function customers.events_horizon() returns table (xid bigint, id bigint)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select e.xid::text::bigint, e.id from customers.events e
   where e.xid < pg_snapshot_xmin(pg_current_snapshot())
   order by e.xid desc, e.id desc limit 1
$$;
revoke all on function customers.events_horizon() from public;
grant execute on function customers.events_horizon() to tunne_app;

-- Organisations that have leads, for a full re-screen when a list changes.
create function customers.organisations_with_leads() returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select distinct l.organisations_id from customers.leads l
$$;
revoke all on function customers.organisations_with_leads() from public;
grant execute on function customers.organisations_with_leads() to tunne_app;
