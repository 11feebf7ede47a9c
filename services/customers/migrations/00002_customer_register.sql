-- Customer register (issue #3): the §3 customer fields, tags, the audit trail, duplicate look-up,
-- archive purge. Forward-only.

-- 1. Customer fields (address, postalnumber, language and department came with 00001).
alter table customers.customers
  add column vatnumber text,
  add column email text,
  add column contact_name text,
  add column contact_email text,
  add column nationality text check (nationality ~ '^[A-Z]{2}$'),
  add column description text,
  add column industry_name text,
  add column industry_code text,
  add column companytype_code text,
  add column founded_at date,
  add column lei text,
  add column domain text,
  add column is_kycclock boolean not null default false,
  add column kycclock_alarm_at timestamptz,
  add column kycclock_users_id uuid,
  add column is_monitored boolean not null default false,
  add column monitor_emails text[] not null default '{}',
  add column riskscores_level text check (riskscores_level in ('LOW', 'REGULAR', 'HIGH', 'NA')),
  add column prepayment_register boolean,
  add column trade_register boolean,
  add column employer_register boolean,
  add column tax_liability boolean,
  add column bankruptcy boolean,
  add column liquidation boolean,
  add column restructuring boolean,
  add column interrupted boolean,
  add column defunct boolean,
  add column ended boolean,
  add column bis_checked_at timestamptz,
  add column bis_failed_at timestamptz;

-- Risk levels sort by severity, not alphabetically; the list orders by this same expression.
create function customers.risk_rank(level text) returns integer
language sql immutable parallel safe as $$
  select array_position(array['LOW', 'REGULAR', 'HIGH', 'NA'], level)
$$;
grant execute on function customers.risk_rank(text) to tunne_app;

-- 2. List indexes. Every sort column: (organisation, archived?, column, id), so the first page of any sort is
-- an index scan (ascending forward, descending backward: the list uses asc nulls last / desc nulls first).
drop index customers.customers_name_idx;
drop index customers.customers_created_idx;
create index customers_sort_name_idx on customers.customers (organisations_id, is_removed, lower(name), id);
create index customers_sort_department_idx on customers.customers (organisations_id, is_removed, department, id);
create index customers_sort_kycclock_idx on customers.customers (organisations_id, is_removed, kycclock_alarm_at, id);
create index customers_sort_prepayment_idx on customers.customers (organisations_id, is_removed, prepayment_register, id);
create index customers_sort_trade_idx on customers.customers (organisations_id, is_removed, trade_register, id);
create index customers_sort_city_idx on customers.customers (organisations_id, is_removed, city, id);
create index customers_sort_country_idx on customers.customers (organisations_id, is_removed, country, id);
create index customers_sort_risk_idx on customers.customers (organisations_id, is_removed, customers.risk_rank(riskscores_level), id);
create index customers_sort_created_idx on customers.customers (organisations_id, is_removed, created_at, id);
create index customers_sort_removes_idx on customers.customers (organisations_id, is_removed, removes_at, id);
-- Filters (team and owner indexes came with 00001; name search uses the trigram index of 00001).
create index customers_businessid_idx on customers.customers (organisations_id, businessid) where businessid is not null;
create index customers_ssn_idx on customers.customers (organisations_id, ssn) where ssn is not null;
create index customers_risk_idx on customers.customers (organisations_id, riskscores_level, is_removed);
create index customers_monitored_idx on customers.customers (organisations_id, is_removed) where is_monitored;
create index customers_kycclock_on_idx on customers.customers (organisations_id, kycclock_alarm_at) where is_kycclock;
create index customers_not_prepayment_idx on customers.customers (organisations_id, is_removed) where prepayment_register = false;
create index customers_domain_idx on customers.customers (organisations_id, domain) where domain is not null;
-- The purge job finds expired archives across organisations.
create index customers_purge_idx on customers.customers (removes_at) where is_removed;

-- 3. Tags: organisation-level names (admin-managed) attached to customers.
create table customers.tags (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 100),
  description text,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create unique index tags_name_key on customers.tags (organisations_id, lower(name));
alter table customers.tags enable row level security;
create policy tags_tenant on customers.tags for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select, insert, update, delete on customers.tags to tunne_app;

create table customers.customer_tags (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  customers_id uuid not null,
  tags_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (organisations_id, customers_id, tags_id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade,
  foreign key (organisations_id, tags_id) references customers.tags (organisations_id, id) on delete cascade
);
create index customer_tags_tag_idx on customers.customer_tags (organisations_id, tags_id, customers_id);
alter table customers.customer_tags enable row level security;
-- Customer-scoped rows follow the customer's visibility: the sub-select reads through customers' own policy.
create policy customer_tags_visible on customers.customer_tags for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = customer_tags.organisations_id and c.id = customer_tags.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = customer_tags.organisations_id and c.id = customer_tags.customers_id));
grant select, insert, delete on customers.customer_tags to tunne_app;

-- 4. Audit trail: who changed what on a customer or its related records (AML: reconstructable for 5 years).
-- It outlives archiving and goes only with the customer's permanent deletion.
create table customers.audit_log (
  organisations_id uuid not null,
  id bigint generated always as identity,
  customers_id uuid not null,
  table_name text not null,
  record_id text,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  changed_by uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  changed_at timestamptz not null default clock_timestamp(),
  old jsonb,
  new jsonb,
  primary key (organisations_id, id)
);
create index audit_log_customer_idx on customers.audit_log (organisations_id, customers_id, changed_at desc, id desc);
alter table customers.audit_log enable row level security;
create policy audit_log_select on customers.audit_log for select
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = audit_log.organisations_id and c.id = audit_log.customers_id));
-- The service may only append, in its own organisation and in the caller's own name.
create policy audit_log_insert on customers.audit_log for insert
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
              and changed_by is not distinct from nullif(current_setting('app.users_id', true), '')::uuid);
grant select, insert on customers.audit_log to tunne_app;

/*
 * customers.audit_row(): one generic AFTER ROW trigger for customers.customers and every customer-scoped table
 * (a table with organisations_id and customers_id). Usage:
 *
 *   create trigger owners_audit after insert or update or delete on customers.owners
 *     for each row execute function customers.audit_row();
 *
 * record_id is the row's `id`; a table without one names its key column as the argument, e.g.
 *   ... for each row execute function customers.audit_row('tags_id');
 * UPDATE stores only the changed keys in old/new (an update that changes only updated_at is not logged).
 */
create function customers.audit_row() returns trigger
language plpgsql as $$
declare
  v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  v_row jsonb := coalesce(v_new, v_old);
  v_key text := coalesce(tg_argv[0], 'id');
  v_customers_id uuid;
  v_changed_old jsonb;
  v_changed_new jsonb;
begin
  v_customers_id := case when tg_table_schema = 'customers' and tg_table_name = 'customers'
                         then (v_row ->> 'id')::uuid else (v_row ->> 'customers_id')::uuid end;
  if v_customers_id is null then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(o.key, o.value), '{}'::jsonb) into v_changed_old
      from jsonb_each(v_old) o where o.value is distinct from v_new -> o.key;
    select coalesce(jsonb_object_agg(n.key, n.value), '{}'::jsonb) into v_changed_new
      from jsonb_each(v_new) n where n.value is distinct from v_old -> n.key;
    if (v_changed_new - 'updated_at') = '{}'::jsonb and (v_changed_old - 'updated_at') = '{}'::jsonb then
      return null;
    end if;
    v_old := v_changed_old;
    v_new := v_changed_new;
  end if;
  insert into customers.audit_log (organisations_id, customers_id, table_name, record_id, action, old, new)
  values ((v_row ->> 'organisations_id')::uuid, v_customers_id, tg_table_name, v_row ->> v_key, tg_op, v_old, v_new);
  return null;
end
$$;
grant execute on function customers.audit_row() to tunne_app;

create trigger customers_audit after insert or update or delete on customers.customers
  for each row execute function customers.audit_row();
create trigger customer_tags_audit after insert or update or delete on customers.customer_tags
  for each row execute function customers.audit_row('tags_id');

-- 5. Look-ups that must see past the caller's restriction (SECURITY DEFINER, narrow results, own organisation only).

-- Duplicates (spec §5) among all the organisation's customers, archived ones included, whoever owns them.
create function customers.find_duplicates(p_type text, p_name text, p_businessid text, p_ssn text, p_exclude uuid default null)
returns table (id uuid, name text, type text, businessid text, reason text)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  with org as (select nullif(current_setting('app.organisations_id', true), '')::uuid as id)
  select c.id, c.name, c.type, c.businessid, 'name'
    from customers.customers c, org
   where c.organisations_id = org.id and lower(c.name) = lower(btrim(p_name)) and c.id is distinct from p_exclude
  union all
  select c.id, c.name, c.type, c.businessid, 'businessid'
    from customers.customers c, org
   where p_type = 'business' and nullif(btrim(p_businessid), '') is not null
     and c.organisations_id = org.id and c.type = 'business' and c.businessid = upper(btrim(p_businessid))
     and c.id is distinct from p_exclude
  union all
  select c.id, c.name, c.type, c.businessid, 'ssn'
    from customers.customers c, org
   where p_type = 'person' and nullif(btrim(p_ssn), '') is not null
     and c.organisations_id = org.id and c.type = 'person' and c.ssn = upper(btrim(p_ssn))
     and c.id is distinct from p_exclude
  limit 50
$$;
revoke all on function customers.find_duplicates(text, text, text, text, uuid) from public;
grant execute on function customers.find_duplicates(text, text, text, text, uuid) to tunne_app;

-- The organisation's archive time (identity.organisations.remove_archive_days); 30 days when identity is absent
-- (the customers service's own tests run without it).
create function customers.archive_days() returns integer
language plpgsql stable security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_days integer;
begin
  select o.remove_archive_days into v_days from identity.organisations o
   where o.id = nullif(current_setting('app.organisations_id', true), '')::uuid;
  return coalesce(v_days, 30);
exception when undefined_table or invalid_schema_name then
  return 30;
end
$$;
revoke all on function customers.archive_days() from public;
grant execute on function customers.archive_days() to tunne_app;

-- Permanent deletion of one customer (admin): related rows go by ON DELETE CASCADE, then its audit trail.
-- The service role may not delete audit rows itself, hence the definer; the caller's restriction still applies.
create function customers.delete_customer(p_id uuid) returns boolean
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_org uuid := nullif(current_setting('app.organisations_id', true), '')::uuid;
begin
  delete from customers.customers c
   where c.organisations_id = v_org and c.id = p_id and customers.visible(c.users_id, c.teams_id);
  if not found then
    return false;
  end if;
  delete from customers.audit_log a where a.organisations_id = v_org and a.customers_id = p_id;
  return true;
end
$$;
revoke all on function customers.delete_customer(uuid) from public;
grant execute on function customers.delete_customer(uuid) to tunne_app;

-- The scheduled purge: archived customers whose removes_at has passed, in every organisation.
create function customers.purge_expired() returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_orgs uuid[];
  v_ids uuid[];
begin
  with gone as (
    delete from customers.customers c where c.is_removed and c.removes_at <= now()
    returning c.organisations_id, c.id
  )
  select array_agg(g.organisations_id), array_agg(g.id) into v_orgs, v_ids from gone g;
  if v_ids is null then
    return 0;
  end if;
  -- A separate statement: it must also see the DELETE audit rows the cascade just wrote.
  delete from customers.audit_log a
   using unnest(v_orgs, v_ids) as g(organisations_id, id)
   where a.organisations_id = g.organisations_id and a.customers_id = g.id;
  return cardinality(v_ids);
end
$$;
revoke all on function customers.purge_expired() from public;
grant execute on function customers.purge_expired() to tunne_app;

-- Handing a customer over to another user or team may take it out of the caller's own sight, which an UPDATE
-- through RLS refuses (the new row must stay visible). The caller must see the customer now; the audit trigger
-- still records them as the one who changed it.
create function customers.hand_over(p_id uuid, p_set_user boolean, p_users_id uuid, p_set_team boolean, p_teams_id uuid)
returns boolean
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  update customers.customers c
     set users_id = case when p_set_user then p_users_id else c.users_id end,
         teams_id = case when p_set_team then p_teams_id else c.teams_id end,
         updated_at = now()
   where c.organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
     and c.id = p_id and customers.visible(c.users_id, c.teams_id);
  return found;
end
$$;
revoke all on function customers.hand_over(uuid, boolean, uuid, boolean, uuid) from public;
grant execute on function customers.hand_over(uuid, boolean, uuid, boolean, uuid) to tunne_app;
