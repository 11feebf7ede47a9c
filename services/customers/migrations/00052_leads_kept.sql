-- Issue 25 §6: a lead's evidence is never lost. Forward-only.
--
-- 1. A lead with any alert or decision (screened like a customer, issue 11 §3) is kept when removed: an admin marks it
--    deleted (deleted_at, deleted_by) and it leaves the lists, but the row stays, so no lead.removed event reaches the
--    screening and its confirmed hits and the decisions on them stay (deleting the row cascaded them away). A lead with
--    no alert is deleted as before (it never became a customer: nothing to keep).
alter table customers.leads
  add column deleted_at timestamptz,
  add column deleted_by uuid;

-- 2. Leads get an audit trail like customers (00002): every insert and change with who, when and the changed values;
--    a deletion keeps only who and when (the lead had no alert: its personal data goes).
create table customers.lead_audit_log (
  organisations_id uuid not null,
  id bigint generated always as identity,
  leads_id uuid not null,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  changed_by uuid,
  changed_at timestamptz not null default clock_timestamp(),
  old jsonb,
  new jsonb,
  primary key (organisations_id, id)
);
create index lead_audit_log_lead_idx on customers.lead_audit_log (organisations_id, leads_id, changed_at, id);
alter table customers.lead_audit_log enable row level security;
-- As the leads themselves: the organisation, and a restricted user their own leads only.
create policy lead_audit_log_select on customers.lead_audit_log for select
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all())
              or exists (select from customers.leads l where l.organisations_id = lead_audit_log.organisations_id and l.id = lead_audit_log.leads_id)));
grant select on customers.lead_audit_log to tunne_app;

create function customers.audit_lead() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_by uuid := nullif(current_setting('app.users_id', true), '')::uuid;
  v_old jsonb;
  v_new jsonb;
begin
  if tg_op = 'INSERT' then
    insert into customers.lead_audit_log (organisations_id, leads_id, action, changed_by, new)
    values (new.organisations_id, new.id, 'INSERT', v_by, to_jsonb(new));
  elsif tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(o.key, o.value), '{}'::jsonb) into v_old
      from jsonb_each(to_jsonb(old)) o where o.value is distinct from to_jsonb(new) -> o.key;
    select coalesce(jsonb_object_agg(n.key, n.value), '{}'::jsonb) into v_new
      from jsonb_each(to_jsonb(new)) n where n.value is distinct from to_jsonb(old) -> n.key;
    if (v_new - 'updated_at') = '{}'::jsonb and (v_old - 'updated_at') = '{}'::jsonb then
      return null;
    end if;
    insert into customers.lead_audit_log (organisations_id, leads_id, action, changed_by, old, new)
    values (new.organisations_id, new.id, 'UPDATE', v_by, v_old - 'updated_at', v_new - 'updated_at');
  else
    -- The lead had nothing to keep: its earlier values go with it, who deleted it and when stay.
    delete from customers.lead_audit_log a where a.organisations_id = old.organisations_id and a.leads_id = old.id;
    insert into customers.lead_audit_log (organisations_id, leads_id, action, changed_by)
    values (old.organisations_id, old.id, 'DELETE', v_by);
  end if;
  return null;
end
$$;
revoke all on function customers.audit_lead() from public;
create trigger leads_audit after insert or update or delete on customers.leads
  for each row execute function customers.audit_lead();

-- The leads that exist now: their current values are the first entry.
insert into customers.lead_audit_log (organisations_id, leads_id, action, changed_by, changed_at, new)
select organisations_id, id, 'INSERT', users_id, created_at, to_jsonb(l) from customers.leads l;
