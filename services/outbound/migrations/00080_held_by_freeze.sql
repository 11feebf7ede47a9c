-- A frozen customer's scheduled send waits for the freeze to be lifted (issue 25 §1): the job marks it held once (with
-- an item event) instead of picking it up, refusing and logging it at every run. Lifting the freeze clears the mark
-- (OutboundFreezePort.customersUnfrozen) and the send goes at the next run.
alter table outbound.requests add column held_by_freeze_at timestamptz;
alter table outbound.letters add column held_by_freeze_at timestamptz;
alter table outbound.identifications add column held_by_freeze_at timestamptz;

create or replace function outbound.due_items(p_now timestamptz, p_limit integer)
returns table (organisations_id uuid, kind text, id uuid, reason text)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  (select r.organisations_id, 'request', r.id, 'send' from outbound.requests r
    where r.send_at <= p_now and r.sent_at is null and r.state = 'draft' and r.held_by_freeze_at is null
      and not access.is_retained_record(r.organisations_id, r.customers_id)
    order by r.send_at limit p_limit)
  union all
  (select l.organisations_id, 'letter', l.id, 'send' from outbound.letters l
    where l.send_at <= p_now and l.sent_at is null and l.state = 'draft' and l.held_by_freeze_at is null
      and not access.is_retained_record(l.organisations_id, l.customers_id)
    order by l.send_at limit p_limit)
  union all
  (select i.organisations_id, 'identification', i.id, 'send' from outbound.identifications i
    where i.send_at <= p_now and i.sent_at is null and i.state = 'draft' and i.held_by_freeze_at is null
      and not access.is_retained_record(i.organisations_id, i.customers_id)
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
