-- Issue 25 §1 (Regulation 269/2014 art. 2): a freeze is a legal hold. Forward-only.
--
-- 1. The retention job keeps the retained record of a customer whose freeze is in force (customers.is_frozen, written
--    back by the risk service), whatever its retention date: customers.retained_due lists it not, and
--    customers.purge_retained deletes it not even when asked. Once the freeze is lifted the record goes on the job's
--    next run if its retention period has passed.
-- 2. customers.write_retained_frozen: the risk service's write-back of is_frozen reaches a retained record too. The
--    policies keep a retained row read-only for the application, so without this a freeze lifted (or started) after
--    the customer left the register would never reach the record, and a lifted freeze would hold it forever. It
--    changes is_frozen only, only on retained rows of the caller's own organisation.

create or replace function customers.retained_due(p_now timestamptz) returns table (organisations_id uuid, id uuid)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select c.organisations_id, c.id from customers.customers c
   where c.retained_at is not null
     and not c.is_frozen
     and c.relationship_ended_at <= p_now - interval '5 years'
     and c.relationship_ended_at + make_interval(years => coalesce(
           (select s.retention_years from customers.retention_settings s where s.organisations_id = c.organisations_id), 5))
         <= p_now
   order by c.relationship_ended_at, c.id
$$;

create or replace function customers.purge_retained(p_now timestamptz, p_ids uuid[], p_removed jsonb) returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_orgs uuid[];
  v_ids uuid[];
begin
  with gone as (
    delete from customers.customers c
     where c.id = any (p_ids)
       and c.retained_at is not null
       and not c.is_frozen
       and c.relationship_ended_at <= p_now - interval '5 years'
       and c.relationship_ended_at + make_interval(years => coalesce(
             (select s.retention_years from customers.retention_settings s where s.organisations_id = c.organisations_id), 5))
           <= p_now
    returning c.organisations_id, c.id, c.relationship_ended_at
  ), logged as (
    insert into customers.retention_purges (organisations_id, record_id, relationship_ended_at, purged_at, removed)
    select g.organisations_id, g.id, g.relationship_ended_at, p_now, coalesce(p_removed -> (g.id::text), '{}'::jsonb) from gone g
  )
  select array_agg(g.organisations_id), array_agg(g.id) into v_orgs, v_ids from gone g;
  if v_ids is null then
    return 0;
  end if;
  delete from customers.audit_log a
   using unnest(v_orgs, v_ids) as g(organisations_id, id)
   where a.organisations_id = g.organisations_id and a.customers_id = g.id;
  return cardinality(v_ids);
end
$$;

create function customers.write_retained_frozen(p_ids uuid[], p_frozen boolean[]) returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_count integer;
begin
  update customers.customers c set is_frozen = v.is_frozen
    from unnest(p_ids, p_frozen) as v(id, is_frozen)
   where c.organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
     and c.id = v.id and c.retained_at is not null and c.is_frozen is distinct from v.is_frozen;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke all on function customers.write_retained_frozen(uuid[], boolean[]) from public;
grant execute on function customers.write_retained_frozen(uuid[], boolean[]) to tunne_app;
