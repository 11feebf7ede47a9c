-- Retained records (issue 11 §1; EU AMLR 2024/1624 art. 77, Finnish AML Act 444/2017 ch. 3 § 3). Forward-only.
--
-- The customer due-diligence record must be kept five years after the business relationship ends, then deleted.
-- Before this, the archive purge and an admin's "delete at once" deleted the customer, its related rows and its audit
-- trail (00002), and the alerts and risk services deleted theirs on customer.removed.
--
-- Now archiving or deleting ends the relationship (relationship_ended_at). The working register behaves as the spec
-- says (archive list with removes_at, restore until then, delete at once), but when the customer leaves the register
-- (removes_at passed, or delete at once) the row is not deleted: it becomes the customer's retained record
-- (retained_at). Every policy on customers.customers hides retained rows, and the customer-scoped tables and the audit
-- trail follow (their policies look the customer up through customers' own policy), so no working-register query can
-- see or change them. An admin's read of the retained records turns on app.read_retained for its transaction: only
-- then are they visible, and only for reading. Retaining a record writes customer.changed: the alerts and risk
-- services then find the customer unreadable, ask customers.retained_ids(), and keep their rows as part of the record
-- (hidden, read-only) instead of forgetting them as they do on customer.removed.
--
-- The retention job (customers.purge_retained) deletes a record retention_years (at least 5, per organisation) after
-- relationship_ended_at: the customer row with its related rows (ON DELETE CASCADE) and audit trail; the DELETE writes
-- customer.removed, on which alerts and risk delete theirs as before. Each deletion is logged in
-- customers.retention_purges without personal data.

alter table customers.customers
  add column relationship_ended_at timestamptz,
  add column retained_at timestamptz,
  add constraint customers_retained_ended check (retained_at is null or relationship_ended_at is not null);

-- Customers archived before this migration: their relationship ended when they were archived (the archive time before
-- removes_at; the last change when that is unknown).
update customers.customers
   set relationship_ended_at = least(updated_at, coalesce(removes_at, updated_at))
 where is_removed;

-- The retention job finds records due for deletion across organisations; the archive purge finds archived customers
-- due to leave the register without walking the retained ones.
create index customers_retained_idx on customers.customers (relationship_ended_at) where retained_at is not null;
create index customers_archive_due_idx on customers.customers (removes_at) where is_removed and retained_at is null;
-- The list total stays an index-only scan with the retained column in the policy.
drop index customers.customers_visible_idx;
create index customers_visible_idx on customers.customers (organisations_id, is_removed, users_id, teams_id) include (imports_id, retained_at);

-- Whether this transaction reads retained records (set only by the admins' retained-record routes, with set_config
-- local to the transaction). Read once per query by the policy, like the other caller_* functions (00004).
create function customers.caller_reads_retained() returns boolean
language sql stable parallel safe as $$
  select coalesce(current_setting('app.read_retained', true), '') = 'on'
$$;
grant execute on function customers.caller_reads_retained() to tunne_app;

drop policy customers_select on customers.customers;
drop policy customers_update on customers.customers;
drop policy customers_delete on customers.customers;
create policy customers_select on customers.customers for select
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[]))
         and (imports_id is null or imports_id <> all ((select customers.caller_hidden_imports())::uuid[]))
         and (retained_at is null or (select customers.caller_reads_retained())));
-- A retained record is read-only: no update or delete reaches it through the policies.
create policy customers_update on customers.customers for update
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[]))
         and (imports_id is null or imports_id <> all ((select customers.caller_hidden_imports())::uuid[]))
         and retained_at is null)
  with check (organisations_id = (select customers.caller_organisation()) and retained_at is null);
create policy customers_delete on customers.customers for delete
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or users_id = (select customers.caller_own_user())
              or teams_id = any ((select customers.caller_team_ids())::uuid[]))
         and (imports_id is null or imports_id <> all ((select customers.caller_hidden_imports())::uuid[]))
         and retained_at is null);

-- The organisation's retention period: five years by law; an organisation may keep records longer (never shorter)
-- and must then say why (e.g. another law or a supervisor's order).
create table customers.retention_settings (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  retention_years integer not null default 5 check (retention_years between 5 and 50),
  reason text check (reason is null or length(btrim(reason)) between 1 and 1000),
  updated_by uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  updated_at timestamptz not null default now(),
  primary key (organisations_id),
  check (retention_years = 5 or reason is not null)
);
alter table customers.retention_settings enable row level security;
create policy retention_settings_tenant on customers.retention_settings for all
  using (organisations_id = (select customers.caller_organisation()))
  with check (organisations_id = (select customers.caller_organisation()));
grant select, insert, update on customers.retention_settings to tunne_app;

-- What the retention job deleted: the record id (the former customer id), when the relationship ended and when the
-- record went. No personal data.
create table customers.retention_purges (
  organisations_id uuid not null,
  id bigint generated always as identity,
  record_id uuid not null,
  relationship_ended_at timestamptz not null,
  purged_at timestamptz not null,
  primary key (organisations_id, id)
);
alter table customers.retention_purges enable row level security;
create policy retention_purges_select on customers.retention_purges for select
  using (organisations_id = (select customers.caller_organisation()));
-- Written only by customers.purge_retained().
grant select on customers.retention_purges to tunne_app;

-- Delete at once (admin, 00002): the customer leaves the register now and its record is retained; the relationship
-- ended now unless it already had (archived first). The caller's restriction still applies. A customer.changed event
-- tells the alerts and risk services, which then keep the customer's data as part of the record (hidden, read-only).
create or replace function customers.delete_customer(p_id uuid) returns boolean
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_org uuid := nullif(current_setting('app.organisations_id', true), '')::uuid;
begin
  update customers.customers c
     set is_removed = true,
         removes_at = least(coalesce(c.removes_at, now()), now()),
         relationship_ended_at = coalesce(c.relationship_ended_at, now()),
         retained_at = now(),
         updated_at = now()
   where c.organisations_id = v_org
     and c.id = p_id and c.retained_at is null and customers.visible(c.users_id, c.teams_id)
     and (c.imports_id is null or c.imports_id <> all (customers.caller_hidden_imports()));
  if not found then
    return false;
  end if;
  insert into customers.events (organisations_id, customers_id, type) values (v_org, p_id, 'customer.changed');
  return true;
end
$$;

-- The archive purge (00002): archived customers whose removes_at has passed leave the register; their records are
-- retained, not deleted (with an event, as above).
create or replace function customers.purge_expired() returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_count integer;
begin
  with retained as (
    update customers.customers c
       set retained_at = now(),
           relationship_ended_at = coalesce(c.relationship_ended_at, c.removes_at),
           updated_at = now()
     where c.is_removed and c.removes_at <= now() and c.retained_at is null
    returning c.organisations_id, c.id
  ), events as (
    insert into customers.events (organisations_id, customers_id, type)
    select r.organisations_id, r.id, 'customer.changed' from retained r
  )
  select count(*)::integer into v_count from retained;
  return v_count;
end
$$;

-- The retention job: records whose retention period (the organisation's retention_years, 5 when unset) has passed at
-- p_now are deleted for good with their related rows and audit trail, and logged. p_now is the job's clock (tests
-- pass a later one).
create function customers.purge_retained(p_now timestamptz) returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_orgs uuid[];
  v_ids uuid[];
begin
  with gone as (
    delete from customers.customers c
     where c.retained_at is not null
       -- Nothing goes before the law's five years (served by customers_retained_idx); then the organisation's period.
       and c.relationship_ended_at <= p_now - interval '5 years'
       and c.relationship_ended_at + make_interval(years => coalesce(
             (select s.retention_years from customers.retention_settings s where s.organisations_id = c.organisations_id), 5))
           <= p_now
    returning c.organisations_id, c.id, c.relationship_ended_at
  ), logged as (
    insert into customers.retention_purges (organisations_id, record_id, relationship_ended_at, purged_at)
    select g.organisations_id, g.id, g.relationship_ended_at, p_now from gone g
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
revoke all on function customers.purge_retained(timestamptz) from public;
grant execute on function customers.purge_retained(timestamptz) to tunne_app;

-- For the alerts and risk services: which of these customers of the caller's organisation are retained records (so a
-- customer they can no longer read is kept, not forgotten). Ids only.
create function customers.retained_ids(p_ids uuid[]) returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select c.id from customers.customers c
   where c.organisations_id = customers.caller_organisation() and c.id = any (p_ids) and c.retained_at is not null
$$;
revoke all on function customers.retained_ids(uuid[]) from public;
grant execute on function customers.retained_ids(uuid[]) to tunne_app;

-- Duplicates (00012) among the register's customers: a former customer's retained record is no duplicate (the same
-- customer may come back and start a new relationship).
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
       and (c.imports_id is null or c.imports_id <> all (v_hidden)) and c.retained_at is null
    union all
    select c.id, c.name, c.type, c.businessid, 'businessid'
      from customers.customers c
     where p_type = 'business' and nullif(btrim(p_businessid), '') is not null
       and c.organisations_id = v_org and c.type = 'business' and c.businessid = upper(btrim(p_businessid))
       and c.id is distinct from p_exclude and (c.imports_id is null or c.imports_id <> all (v_hidden))
       and c.retained_at is null
    union all
    select c.id, c.name, c.type, c.businessid, 'ssn'
      from customers.customers c
     where p_type = 'person' and nullif(btrim(p_ssn), '') is not null
       and c.organisations_id = v_org and c.type = 'person' and c.ssn = upper(btrim(p_ssn))
       and c.id is distinct from p_exclude and (c.imports_id is null or c.imports_id <> all (v_hidden))
       and c.retained_at is null
    limit 50;
end
$$;
