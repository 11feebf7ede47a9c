-- Retained records (issue 11 §1; EU AMLR 2024/1624 art. 77, Finnish AML Act 444/2017 ch. 3 § 3). Forward-only.
--
-- A customer that left the register keeps its alerts (with every decision) until the customers service's retention job
-- deletes the record (customer.removed); nothing in this schema changes for that. A retained record's PDF also lists
-- the sanction-list queries made about the customer. Queries are the querying user's own (queries_own), and are not
-- linked to customers: this definer function finds the organisation's queries whose text is one of the record's
-- names (the customer and its related persons), for the admin's record. Read-only, the caller's organisation only.

create function alerts.queries_about(p_names text[])
returns table (id uuid, users_id uuid, query text, similarity numeric, entity_type text, sources text[], cnt integer,
               results jsonb, created_at timestamptz)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select q.id, q.users_id, q.query, q.similarity, q.entity_type, q.sources, q.cnt, q.results, q.created_at
    from alerts.queries q
   where q.organisations_id = alerts.caller_organisation()
     and lower(btrim(q.query)) = any (select lower(btrim(n)) from unnest(p_names) n)
   order by q.created_at, q.id
   limit 1000
$$;
revoke all on function alerts.queries_about(text[]) from public;
grant execute on function alerts.queries_about(text[]) to tunne_app;

-- The alerts of a retained record are hidden from the working register and read-only: the screening consumer marks
-- them (customer_retained) when it finds their customer retained. Only a transaction that turns on app.read_retained
-- (the retained record's reader, and the consumer that deletes them on customer.removed) sees them; nothing may change
-- them (decisions included) until they are deleted with the record.
alter table alerts.alerts add column customer_retained boolean not null default false;

create function alerts.caller_reads_retained() returns boolean
language sql stable parallel safe as $$ select coalesce(current_setting('app.read_retained', true), '') = 'on' $$;
grant execute on function alerts.caller_reads_retained() to tunne_app;

create policy alerts_retained_hidden on alerts.alerts as restrictive for select
  using (not customer_retained or (select alerts.caller_reads_retained()));
create policy alerts_retained_readonly on alerts.alerts as restrictive for update
  using (not customer_retained)
  with check (true);
