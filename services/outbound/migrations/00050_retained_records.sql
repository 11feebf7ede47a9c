-- Issue 25 §4 (EU AMLR art. 77): a retained customer's outbound items (requests, secure messages, identifications,
-- e-signatures, their files, signed PDFs, link tokens, eID sessions and history) are part of the retained record.
-- Forward-only.
--
-- Once the customer has left the register with its record retained (customers 00013; access.retained_subject,
-- customers 00050), its outbound rows are hidden from every transaction that does not turn on app.read_retained (only
-- the admins' retained-record routes do) and nothing may insert, change or delete them: no user route, no /pending
-- row, no recipient link (the link is "no longer valid"), no reminder, resend or denial. Restrictive policies, added to
-- the tables' own ones. When the retention job deletes the record, outbound.purge_record() deletes them for good.

create function outbound.caller_reads_retained() returns boolean
language sql stable parallel safe as $$ select coalesce(current_setting('app.read_retained', true), '') = 'on' $$;
grant execute on function outbound.caller_reads_retained() to tunne_app;

create policy requests_retained_hidden on outbound.requests as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy requests_retained_no_insert on outbound.requests as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy requests_retained_no_update on outbound.requests as restrictive for update
  using (not access.retained_subject(customers_id));
create policy requests_retained_no_delete on outbound.requests as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy letters_retained_hidden on outbound.letters as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy letters_retained_no_insert on outbound.letters as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy letters_retained_no_update on outbound.letters as restrictive for update
  using (not access.retained_subject(customers_id));
create policy letters_retained_no_delete on outbound.letters as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy files_retained_hidden on outbound.files as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy files_retained_no_insert on outbound.files as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy files_retained_no_update on outbound.files as restrictive for update
  using (not access.retained_subject(customers_id));
create policy files_retained_no_delete on outbound.files as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy link_tokens_retained_hidden on outbound.link_tokens as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy link_tokens_retained_no_insert on outbound.link_tokens as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy link_tokens_retained_no_update on outbound.link_tokens as restrictive for update
  using (not access.retained_subject(customers_id));
create policy link_tokens_retained_no_delete on outbound.link_tokens as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy events_retained_hidden on outbound.events as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy events_retained_no_insert on outbound.events as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy events_retained_no_update on outbound.events as restrictive for update
  using (not access.retained_subject(customers_id));
create policy events_retained_no_delete on outbound.events as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy identifications_retained_hidden on outbound.identifications as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy identifications_retained_no_insert on outbound.identifications as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy identifications_retained_no_update on outbound.identifications as restrictive for update
  using (not access.retained_subject(customers_id));
create policy identifications_retained_no_delete on outbound.identifications as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy esignatures_retained_hidden on outbound.esignatures as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy esignatures_retained_no_insert on outbound.esignatures as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy esignatures_retained_no_update on outbound.esignatures as restrictive for update
  using (not access.retained_subject(customers_id));
create policy esignatures_retained_no_delete on outbound.esignatures as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy signatories_retained_hidden on outbound.signatories as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy signatories_retained_no_insert on outbound.signatories as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy signatories_retained_no_update on outbound.signatories as restrictive for update
  using (not access.retained_subject(customers_id));
create policy signatories_retained_no_delete on outbound.signatories as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy signed_documents_retained_hidden on outbound.signed_documents as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy signed_documents_retained_no_insert on outbound.signed_documents as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy signed_documents_retained_no_update on outbound.signed_documents as restrictive for update
  using (not access.retained_subject(customers_id));
create policy signed_documents_retained_no_delete on outbound.signed_documents as restrictive for delete
  using (not access.retained_subject(customers_id));

create policy eid_sessions_retained_hidden on outbound.eid_sessions as restrictive for select
  using ((select outbound.caller_reads_retained()) or not access.retained_subject(customers_id));
create policy eid_sessions_retained_no_insert on outbound.eid_sessions as restrictive for insert
  with check (not access.retained_subject(customers_id));
create policy eid_sessions_retained_no_update on outbound.eid_sessions as restrictive for update
  using (not access.retained_subject(customers_id));
create policy eid_sessions_retained_no_delete on outbound.eid_sessions as restrictive for delete
  using (not access.retained_subject(customers_id));

-- The retention job's part for outbound: every row of one retained record, deleted for good, as counts by kind for the
-- purge log (customers.retention_purges.removed; no personal data). Refuses anything but a retained record, so no
-- caller can delete a live customer's evidence through it. letter_codes go with their letters (on delete cascade).
create function outbound.purge_record(p_org uuid, p_id uuid) returns jsonb
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_events integer;
  v_tokens integer;
  v_sessions integer;
  v_files integer;
  v_signed integer;
  v_signatories integer;
  v_esignatures integer;
  v_identifications integer;
  v_letters integer;
  v_requests integer;
begin
  if not access.is_retained_record(p_org, p_id) then
    return '{}'::jsonb;
  end if;
  delete from outbound.events where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_events = row_count;
  delete from outbound.link_tokens where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_tokens = row_count;
  delete from outbound.eid_sessions where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_sessions = row_count;
  delete from outbound.files where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_files = row_count;
  delete from outbound.signed_documents where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_signed = row_count;
  delete from outbound.signatories where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_signatories = row_count;
  delete from outbound.esignatures where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_esignatures = row_count;
  delete from outbound.identifications where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_identifications = row_count;
  delete from outbound.letters where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_letters = row_count;
  delete from outbound.requests where organisations_id = p_org and customers_id = p_id;
  get diagnostics v_requests = row_count;
  return jsonb_build_object(
    'outbound_requests', v_requests, 'outbound_letters', v_letters, 'outbound_identifications', v_identifications,
    'outbound_esignatures', v_esignatures, 'outbound_signatories', v_signatories, 'outbound_signed_documents', v_signed,
    'outbound_files', v_files, 'outbound_events', v_events, 'outbound_link_tokens', v_tokens, 'outbound_eid_sessions', v_sessions);
end
$$;
revoke all on function outbound.purge_record(uuid, uuid) from public;
grant execute on function outbound.purge_record(uuid, uuid) to tunne_app;

-- The jobs' due items (00003) leave a retained record's items out: nothing is sent or reminded once the customer is
-- retained, and such items no longer take the run's places from live ones (they would be skipped every run).
create or replace function outbound.due_items(p_now timestamptz, p_limit integer)
returns table (organisations_id uuid, kind text, id uuid, reason text)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  (select r.organisations_id, 'request', r.id, 'send' from outbound.requests r
    where r.send_at <= p_now and r.sent_at is null and r.state = 'draft' and not access.is_retained_record(r.organisations_id, r.customers_id)
    order by r.send_at limit p_limit)
  union all
  (select l.organisations_id, 'letter', l.id, 'send' from outbound.letters l
    where l.send_at <= p_now and l.sent_at is null and l.state = 'draft' and not access.is_retained_record(l.organisations_id, l.customers_id)
    order by l.send_at limit p_limit)
  union all
  (select i.organisations_id, 'identification', i.id, 'send' from outbound.identifications i
    where i.send_at <= p_now and i.sent_at is null and i.state = 'draft' and not access.is_retained_record(i.organisations_id, i.customers_id)
    order by i.send_at limit p_limit)
  union all
  (select r.organisations_id, 'request', r.id, 'reminder' from outbound.requests r
    where r.next_reminder_at <= p_now and not access.is_retained_record(r.organisations_id, r.customers_id)
    order by r.next_reminder_at limit p_limit)
  union all
  (select l.organisations_id, 'letter', l.id, 'reminder' from outbound.letters l
    where l.next_reminder_at <= p_now and not access.is_retained_record(l.organisations_id, l.customers_id)
    order by l.next_reminder_at limit p_limit)
  union all
  (select i.organisations_id, 'identification', i.id, 'reminder' from outbound.identifications i
    where i.next_reminder_at <= p_now and not access.is_retained_record(i.organisations_id, i.customers_id)
    order by i.next_reminder_at limit p_limit)
$$;
