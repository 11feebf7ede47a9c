-- Where each consumer of customers.events has got to, so that pruning never drops an event a consumer has not read
-- yet. Before this, the alerts consumer pruned by its own cursor alone: a risk consumer that was down for more than a
-- day lost the events in between. Forward-only.
--
-- A consumer reports its cursor with every read (customers.save_event_cursor, called by readCustomerEvents); pruning
-- keeps everything after the slowest cursor. A consumer that is retired must have its row deleted, or pruning stops
-- at its last position.

create table customers.event_cursors (
  consumer text primary key check (length(consumer) between 1 and 100),
  -- The consumer's (xid, id) cursor: every event at or before it has been handled.
  xid bigint not null default 0,
  id bigint not null default 0,
  updated_at timestamptz not null default now()
);
-- No grants: the app role reaches it only through the definer functions below.

-- The consumers there are today, from the start of the outbox: their own cursors live in their own schemas, so until
-- each has reported where it is, nothing may go.
insert into customers.event_cursors (consumer) values ('alerts'), ('risk');

create function customers.save_event_cursor(p_consumer text, p_xid bigint, p_id bigint) returns void
language sql security definer set search_path = pg_catalog, pg_temp as $$
  insert into customers.event_cursors as c (consumer, xid, id) values (p_consumer, p_xid, p_id)
  on conflict (consumer) do update set xid = excluded.xid, id = excluded.id, updated_at = now()
   where (c.xid, c.id) is distinct from (excluded.xid, excluded.id)
$$;
revoke all on function customers.save_event_cursor(text, bigint, bigint) from public;
grant execute on function customers.save_event_cursor(text, bigint, bigint) to tunne_app;

-- Events every consumer has read and that are older than a day go; the day keeps a recent history to look into.
drop function customers.prune_events(bigint);
create function customers.prune_events() returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_xid bigint;
  v_id bigint;
  v_count integer;
begin
  select c.xid, c.id into v_xid, v_id from customers.event_cursors c order by c.xid, c.id limit 1;
  if not found then
    return 0;
  end if;
  delete from customers.events e
   where (e.xid::text::bigint, e.id) <= (v_xid, v_id) and e.created_at < now() - interval '1 day';
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke all on function customers.prune_events() from public;
grant execute on function customers.prune_events() to tunne_app;
