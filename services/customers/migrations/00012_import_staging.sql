-- Imports in short transactions (issue 10, finding 8). Forward-only.
--
-- An import used to check and insert every row in one transaction; on the embedded database (one session, one query
-- at a time) a 5,000-row file held every other organisation's requests for seconds. Now its rows are written in short
-- transactions of a few hundred, straight into customers.customers but tagged with the import (imports_id) and hidden
-- while the import is not published: every policy on customers.customers, and the definer functions that read it for
-- the list and the duplicate check, leave out rows of a 'staging' or 'discarded' import of the caller's organisation.
-- Publishing is one small transaction (customers.import_duplicates, then customers.publish_import): the organisation's
-- duplicate lock, a check against whatever changed while the import ran, and the import row's state. So an import is
-- still all or nothing, also when the process dies half-way: its rows stay hidden until the cleanup
-- (customers.clear_discarded_import) deletes them.
--
-- Events (00005) for the import's customers are written after publishing, in slices (customers.emit_import_events),
-- not by the trigger at staging time: a consumer must not screen or score a customer nobody can see yet. The import
-- row remembers how far that got, so a crash in between is finished by the cleanup job.

create table customers.imports (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  state text not null default 'staging' check (state in ('staging', 'published', 'discarded')),
  created_at timestamptz not null default now(),
  -- Every transaction that commits after the import began has an xid at least this: the customer events written since
  -- (creations and changes of name, type, business id or ssn) are what its own duplicate checks may have missed.
  events_xmin xid8 not null default pg_snapshot_xmin(pg_current_snapshot()),
  -- Every staged slice moves it: a staging import untouched for long is abandoned (its process died).
  touched_at timestamptz not null default now(),
  published_at timestamptz,
  -- The publishing transaction: an import published after another began is compared with by the other's publish.
  published_xid xid8,
  -- Events written after publishing: up to this customer id (in id order), and whether all are.
  events_after uuid,
  events_done boolean not null default false,
  primary key (organisations_id, id)
);
create index imports_state_idx on customers.imports (state, touched_at);

alter table customers.imports enable row level security;
create policy imports_tenant on customers.imports for all
  using (organisations_id = (select customers.caller_organisation()))
  with check (organisations_id = (select customers.caller_organisation())
              and users_id is not distinct from nullif(current_setting('app.users_id', true), '')::uuid);
-- State changes only through the definer functions below (publishing checks duplicates first).
grant select, insert on customers.imports to tunne_app;
grant update (touched_at) on customers.imports to tunne_app;

alter table customers.customers add column imports_id uuid;
-- The import's rows in id order (events, cleanup, the publish check); only imported rows are in it.
create index customers_import_idx on customers.customers (organisations_id, imports_id, id) where imports_id is not null;
-- The list total stays an index-only scan with the import column in the policy.
drop index customers.customers_visible_idx;
create index customers_visible_idx on customers.customers (organisations_id, is_removed, users_id, teams_id) include (imports_id);

-- The caller's organisation's imports whose rows are hidden (staging or discarded). Read once per query by the
-- policies, like the other caller_* functions (00004); usually empty.
create function customers.caller_hidden_imports() returns uuid[]
language sql stable parallel safe as $$
  select coalesce(array_agg(i.id), '{}') from customers.imports i
   where i.organisations_id = customers.caller_organisation() and i.state <> 'published'
$$;
grant execute on function customers.caller_hidden_imports() to tunne_app;

-- Duplicate checks of one organisation and the publishing of an import take turns (until the end of the
-- transaction), so a customer created while an import publishes is compared with the published rows.
create function customers.lock_duplicate_checks() returns void
language sql volatile as $$
  select pg_advisory_xact_lock(hashtextextended('customers.duplicates:' || coalesce(current_setting('app.organisations_id', true), ''), 0))
$$;
grant execute on function customers.lock_duplicate_checks() to tunne_app;

drop policy customers_select on customers.customers;
drop policy customers_update on customers.customers;
drop policy customers_delete on customers.customers;
create policy customers_select on customers.customers for select
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[]))
         and (imports_id is null or imports_id <> all ((select customers.caller_hidden_imports())::uuid[])));
create policy customers_update on customers.customers for update
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[]))
         and (imports_id is null or imports_id <> all ((select customers.caller_hidden_imports())::uuid[])))
  with check (organisations_id = (select customers.caller_organisation()));
create policy customers_delete on customers.customers for delete
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[]))
         and (imports_id is null or imports_id <> all ((select customers.caller_hidden_imports())::uuid[])));

-- The list's name search (00009) leaves hidden rows out as the policy does.
create or replace function customers.search_rows(p_pattern text) returns setof customers.customers
language plpgsql stable security definer set search_path = pg_catalog, pg_temp rows 500 as $$
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
       and lower(c.name) like p_pattern
       and (v_all or c.users_id = v_user or c.teams_id = any (v_teams))
       and (c.imports_id is null or c.imports_id <> all (v_hidden));
end
$$;

-- Duplicates (00002) as before, among published customers only, and in turn with publishing (the lock): volatile now,
-- so that after waiting for the lock it reads what the publishing transaction committed.
create or replace function customers.find_duplicates(p_type text, p_name text, p_businessid text, p_ssn text, p_exclude uuid default null)
returns table (id uuid, name text, type text, businessid text, reason text)
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_org uuid;
  v_hidden uuid[];
begin
  perform customers.lock_duplicate_checks();
  v_org := customers.caller_organisation();
  v_hidden := customers.caller_hidden_imports();
  return query
    select c.id, c.name, c.type, c.businessid, 'name'::text
      from customers.customers c
     where c.organisations_id = v_org and lower(c.name) = lower(btrim(p_name)) and c.id is distinct from p_exclude
       and (c.imports_id is null or c.imports_id <> all (v_hidden))
    union all
    select c.id, c.name, c.type, c.businessid, 'businessid'
      from customers.customers c
     where p_type = 'business' and nullif(btrim(p_businessid), '') is not null
       and c.organisations_id = v_org and c.type = 'business' and c.businessid = upper(btrim(p_businessid))
       and c.id is distinct from p_exclude and (c.imports_id is null or c.imports_id <> all (v_hidden))
    union all
    select c.id, c.name, c.type, c.businessid, 'ssn'
      from customers.customers c
     where p_type = 'person' and nullif(btrim(p_ssn), '') is not null
       and c.organisations_id = v_org and c.type = 'person' and c.ssn = upper(btrim(p_ssn))
       and c.id is distinct from p_exclude and (c.imports_id is null or c.imports_id <> all (v_hidden))
    limit 50;
end
$$;

-- No events for hidden rows (staged, or deleted by the cleanup): the import writes them once published.
create or replace function customers.emit_event() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_row record;
  v_customers_id uuid;
  v_type text := 'customer.changed';
begin
  if tg_op = 'DELETE' then v_row := old; else v_row := new; end if;
  if tg_table_name = 'customers' then
    if v_row.imports_id is not null and exists (
         select 1 from customers.imports i
          where i.organisations_id = v_row.organisations_id and i.id = v_row.imports_id and i.state <> 'published') then
      return null;
    end if;
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

-- The publish check, under the organisation's duplicate lock (held to the end of the caller's transaction): the
-- import's rows that duplicate a published customer created or changed since the import began (its own checks ran
-- after that, in slices), found through the customer events written since, or a row of another import published
-- since (whose events may not be written yet). Rows of the caller's organisation's staging import only.
--
-- It costs what changed meanwhile, not the size of the import or of the register: every step is a lateral probe by
-- key (the changed customers by id, then the import's rows by name, business id or ssn through the register's
-- indexes; staged rows are never archived). Right after an import the statistics know none of its rows, and a
-- planner free to choose joined them the other way round (seconds for two imports of a few thousand rows); the import
-- is compared with `is not distinct from`, which no index serves, so customers_import_idx is not taken either.
create function customers.import_duplicates(p_import uuid)
returns table (row_id uuid, id uuid, name text, type text, businessid text, reason text)
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_org uuid := customers.caller_organisation();
  v_xmin xid8;
  v_hidden uuid[];
begin
  perform customers.lock_duplicate_checks();
  select i.events_xmin into v_xmin from customers.imports i
   where i.organisations_id = v_org and i.id = p_import and i.state = 'staging';
  if not found then
    return;
  end if;
  v_hidden := customers.caller_hidden_imports();
  return query
    with changed as (
      select distinct e.customers_id as id from customers.events e
       where e.xid >= v_xmin and e.organisations_id = v_org and e.type = 'customer.changed'
      union
      select c.id
        from customers.imports i
       cross join lateral (select c.id from customers.customers c
                            where c.organisations_id = i.organisations_id and c.imports_id = i.id) c
       where i.organisations_id = v_org and i.state = 'published' and i.published_xid >= v_xmin
    ), recent as materialized (
      select c.id, c.name, c.type, c.businessid, c.ssn
        from changed ch
       cross join lateral (select c.id, c.name, c.type, c.businessid, c.ssn from customers.customers c
                            where c.organisations_id = v_org and c.id = ch.id
                              and (c.imports_id is null or c.imports_id <> all (v_hidden))) c
    )
    select m.id, r.id, r.name, r.type, r.businessid, 'name'::text
      from recent r
     cross join lateral (select m.id from customers.customers m
                          where m.organisations_id = v_org and not m.is_removed and lower(m.name) = lower(r.name)
                            and m.imports_id is not distinct from p_import) m
    union all
    select m.id, r.id, r.name, r.type, r.businessid, 'businessid'
      from recent r
     cross join lateral (select m.id from customers.customers m
                          where m.organisations_id = v_org and m.businessid = r.businessid and m.type = 'business'
                            and m.imports_id is not distinct from p_import) m
     where r.type = 'business'
    union all
    select m.id, r.id, r.name, r.type, r.businessid, 'ssn'
      from recent r
     cross join lateral (select m.id from customers.customers m
                          where m.organisations_id = v_org and m.ssn = r.ssn and m.type = 'person'
                            and m.imports_id is not distinct from p_import) m
     where r.type = 'person';
end
$$;
revoke all on function customers.import_duplicates(uuid) from public;
grant execute on function customers.import_duplicates(uuid) to tunne_app;

-- Publishes the caller's staging import, leaving out the rows in p_drop (duplicates to skip): its rows become visible
-- at this transaction's commit. False when the import is no longer staging (discarded as abandoned).
create function customers.publish_import(p_import uuid, p_drop uuid[]) returns boolean
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_org uuid := customers.caller_organisation();
begin
  perform customers.lock_duplicate_checks();
  perform 1 from customers.imports i where i.organisations_id = v_org and i.id = p_import and i.state = 'staging' for update;
  if not found then
    return false;
  end if;
  if cardinality(p_drop) > 0 then
    -- Before the state changes: the rows are still hidden, so their deletion is no event; their audit rows go too.
    delete from customers.customers c where c.organisations_id = v_org and c.imports_id = p_import and c.id = any (p_drop);
    delete from customers.audit_log a where a.organisations_id = v_org and a.customers_id = any (p_drop);
  end if;
  update customers.imports i set state = 'published', published_at = now(), published_xid = pg_current_xact_id(), touched_at = now()
   where i.organisations_id = v_org and i.id = p_import;
  return true;
end
$$;
revoke all on function customers.publish_import(uuid, uuid[]) from public;
grant execute on function customers.publish_import(uuid, uuid[]) to tunne_app;

-- The caller's own failed import: its rows stay hidden and go with the cleanup.
create function customers.discard_import(p_import uuid) returns void
language sql volatile security definer set search_path = pg_catalog, pg_temp as $$
  update customers.imports i set state = 'discarded', touched_at = now()
   where i.organisations_id = customers.caller_organisation() and i.id = p_import and i.state = 'staging'
$$;
revoke all on function customers.discard_import(uuid) from public;
grant execute on function customers.discard_import(uuid) to tunne_app;

-- The cleanup (any organisation): staging imports untouched for p_age are abandoned; discarded imports and their rows,
-- and published ones whose events are written and that are older than a day, go. Returns the imports left to finish
-- (discarded: rows to delete; published: events to write) for the slices below.
create function customers.unfinished_imports(p_age interval)
returns table (organisations_id uuid, id uuid, state text)
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
begin
  update customers.imports i set state = 'discarded' where i.state = 'staging' and i.touched_at < now() - p_age;
  delete from customers.imports i where i.state = 'published' and i.events_done and i.published_at < now() - interval '1 day';
  return query
    select i.organisations_id, i.id, i.state from customers.imports i
     where i.state = 'discarded' or (i.state = 'published' and not i.events_done)
     order by i.created_at;
end
$$;
revoke all on function customers.unfinished_imports(interval) from public;
grant execute on function customers.unfinished_imports(interval) to tunne_app;

-- Deletes up to p_limit rows of a discarded import (no events: they are hidden) with their audit rows; when none are
-- left, the import row itself. Returns the rows deleted.
create function customers.clear_discarded_import(p_organisations_id uuid, p_import uuid, p_limit integer) returns integer
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_ids uuid[];
begin
  perform 1 from customers.imports i
   where i.organisations_id = p_organisations_id and i.id = p_import and i.state = 'discarded';
  if not found then
    return 0;
  end if;
  with gone as (
    delete from customers.customers c
     where c.organisations_id = p_organisations_id
       and c.id in (select c2.id from customers.customers c2
                     where c2.organisations_id = p_organisations_id and c2.imports_id = p_import
                     order by c2.id limit greatest(p_limit, 1))
    returning c.id
  )
  select array_agg(g.id) into v_ids from gone g;
  if v_ids is null then
    delete from customers.imports i where i.organisations_id = p_organisations_id and i.id = p_import;
    return 0;
  end if;
  delete from customers.audit_log a where a.organisations_id = p_organisations_id and a.customers_id = any (v_ids);
  return cardinality(v_ids);
end
$$;
revoke all on function customers.clear_discarded_import(uuid, uuid, integer) from public;
grant execute on function customers.clear_discarded_import(uuid, uuid, integer) to tunne_app;

-- Writes the customer.changed events of up to p_limit more rows of a published import, in id order. Returns how many.
create function customers.emit_import_events(p_organisations_id uuid, p_import uuid, p_limit integer) returns integer
language plpgsql volatile security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_after uuid;
  v_ids uuid[];
  v_count integer;
begin
  select i.events_after into v_after from customers.imports i
   where i.organisations_id = p_organisations_id and i.id = p_import and i.state = 'published' and not i.events_done
     for update;
  if not found then
    return 0;
  end if;
  select coalesce(array_agg(n.id order by n.id), '{}') into v_ids from (
    select c.id from customers.customers c
     where c.organisations_id = p_organisations_id and c.imports_id = p_import and (v_after is null or c.id > v_after)
     order by c.id limit greatest(p_limit, 1)
  ) n;
  v_count := cardinality(v_ids);
  insert into customers.events (organisations_id, customers_id, type)
  select p_organisations_id, u.id, 'customer.changed' from unnest(v_ids) with ordinality as u(id, ord) order by u.ord;
  update customers.imports i set events_after = coalesce(v_ids[v_count], i.events_after), events_done = v_count < greatest(p_limit, 1)
   where i.organisations_id = p_organisations_id and i.id = p_import;
  return v_count;
end
$$;
revoke all on function customers.emit_import_events(uuid, uuid, integer) from public;
grant execute on function customers.emit_import_events(uuid, uuid, integer) to tunne_app;
