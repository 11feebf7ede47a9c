-- Issue 25 §4 (EU AMLR art. 77): the evidence gathered through outbound items (identifications, e-signatures,
-- requests, secure messages, their files and history) belongs to the retained record. Forward-only.
--
-- 1. access.retained_subject(id): whether this id is one of the caller's organisation's retained records. Other
--    services' policies call it to hide a retained customer's rows from the working register (only a transaction that
--    turns on app.read_retained, i.e. an admin's retained-record route, sees them) and to refuse every change.
--    SECURITY DEFINER: a retained row is hidden from the caller by the customers policy, so it must look past it; it
--    answers a yes or no about one id of the caller's own organisation, nothing more.
create function access.retained_subject(p_id uuid) returns boolean
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select exists (select from customers.customers c
                  where c.organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
                    and c.id = p_id and c.retained_at is not null)
$$;
revoke all on function access.retained_subject(uuid) from public;
grant execute on function access.retained_subject(uuid) to tunne_app;

-- 2. access.is_retained_record(org, id): the same for a job without an organisation (the retention job's purgers):
--    other services delete what they keep of a record only when it is a retained one.
create function access.is_retained_record(p_org uuid, p_id uuid) returns boolean
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select exists (select from customers.customers c where c.organisations_id = p_org and c.id = p_id and c.retained_at is not null)
$$;
revoke all on function access.is_retained_record(uuid, uuid) from public;
grant execute on function access.is_retained_record(uuid, uuid) to tunne_app;

-- 3. The retention job in two steps, so that the services keeping parts of a record (outbound) delete theirs with it
--    and the purge log counts them: customers.retained_due(now) lists the records due, each service deletes its rows
--    of them, then customers.purge_retained(now, ids, removed) deletes those still due and logs what went.
alter table customers.retention_purges add column removed jsonb not null default '{}';
comment on column customers.retention_purges.removed is
  'What other services deleted with the record, as counts by kind (e.g. outbound_items, outbound_files); no personal data.';

create function customers.retained_due(p_now timestamptz) returns table (organisations_id uuid, id uuid)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select c.organisations_id, c.id from customers.customers c
   where c.retained_at is not null
     and c.relationship_ended_at <= p_now - interval '5 years'
     and c.relationship_ended_at + make_interval(years => coalesce(
           (select s.retention_years from customers.retention_settings s where s.organisations_id = c.organisations_id), 5))
         <= p_now
   order by c.relationship_ended_at, c.id
$$;
revoke all on function customers.retained_due(timestamptz) from public;
grant execute on function customers.retained_due(timestamptz) to tunne_app;

create function customers.purge_retained(p_now timestamptz, p_ids uuid[], p_removed jsonb) returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_orgs uuid[];
  v_ids uuid[];
begin
  with gone as (
    delete from customers.customers c
     where c.id = any (p_ids)
       and c.retained_at is not null
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
revoke all on function customers.purge_retained(timestamptz, uuid[], jsonb) from public;
grant execute on function customers.purge_retained(timestamptz, uuid[], jsonb) to tunne_app;

-- The one-step job would delete a record without the parts other services keep: gone.
drop function customers.purge_retained(timestamptz);
