-- Issue 12 §1 (ADR 0003): a user's restriction is decided in one place. Forward-only.
--
-- Before, the alerts and risk services kept copies of each customer's owner user, team and archive flag
-- (alerts.alerts.customer_users_id / customer_teams_id / customer_is_removed, risk.customers.users_id / teams_id /
-- is_removed) and their policies applied the restriction to the copies, which lagged behind the register by an event
-- run. Now the schema `access`, owned by the customers service and shared with every service, answers "which
-- customers does this transaction see" from customers.customers itself, read through that table's own policy
-- (00004, 00012, 00013): the organisation, NONE / TEAM / USER, unpublished imports and retained records. Other
-- services' policies and list queries call these functions; none of them reads the customers schema.
--
-- They are SQL functions without SECURITY DEFINER, so PostgreSQL inlines them into the calling query: the caller's own
-- rights and the customers policies apply, and the planner sees index scans of the register (a primary-key probe, the
-- archive index) instead of a function call per row.

create schema if not exists access;
grant usage on schema access to tunne_app;

-- True when the caller's restriction is NONE: every customer of the caller's organisation is visible (the first
-- branch of the customers policy). Rows other services hold exist only for customers their jobs could read, so for
-- such a caller the organisation check alone decides; policies call it as `(select access.sees_all_customers())`,
-- evaluated once per query, and skip the per-customer look-up.
create function access.sees_all_customers() returns boolean
language sql stable parallel safe as $$ select customers.caller_sees_all() $$;

-- The customer or lead (the subjects other services hold data about) with this id, when this transaction sees it:
-- customers.customers and customers.leads read through their own policies. Use as
-- `exists (select from access.visible_subject(customers_id))`: a primary-key probe per row of the caller's table, only
-- for callers with a restriction. (A set of every visible customer, hashed once per query, would read the whole
-- organisation's register for a USER or TEAM caller, since the customers policy is one OR over owner and team: some
-- 170 ms at 100,000 customers against 5-30 ms of probes for an organisation's alerts; see ADR 0003.)
create function access.visible_subject(p_id uuid) returns table (id uuid)
language sql stable parallel safe as $$
  select c.id from customers.customers c where c.id = p_id
  union all
  select l.id from customers.leads l where l.id = p_id
$$;

-- The caller's archived customers and leads (a lead once converted or discarded, as the screening subjects port
-- reports it), for lists that leave them out: few, read from the visibility indexes.
create function access.archived_subjects() returns table (id uuid)
language sql stable parallel safe as $$
  select c.id from customers.customers c where c.is_removed
  union all
  select l.id from customers.leads l where l.status in ('CONVERTED', 'DISCARDED')
$$;

revoke all on function access.sees_all_customers(), access.visible_subject(uuid), access.archived_subjects() from public;
grant execute on function access.sees_all_customers(), access.visible_subject(uuid), access.archived_subjects() to tunne_app;
