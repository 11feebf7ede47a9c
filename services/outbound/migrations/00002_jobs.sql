-- Scheduled sends and reminders (issue 13, docs/adr/0004-outbound-reminders.md).
--
-- next_reminder_at (requests, letters): when the reminder job next looks at the item; null: never. Sending sets a
-- first look; at each look the job either reminds (when the strategy's due time has come) and sets the next due time,
-- or moves the look to the due time, or clears it (answered, opened, expired, strategy NONE, resend_maxcnt reached).
--
-- The job runs without a caller organisation; row-level security is per organisation. This definer function, owned by
-- the migration owner, lists the due items of every organisation, returning nothing but their keys and why they are
-- due. The job then handles each one in that organisation's tenancy, locking the row (for update skip locked).

create function outbound.due_items(p_now timestamptz, p_limit integer)
returns table (organisations_id uuid, kind text, id uuid, reason text)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  (select r.organisations_id, 'request', r.id, 'send' from outbound.requests r
    where r.send_at <= p_now and r.sent_at is null and r.state = 'draft' order by r.send_at limit p_limit)
  union all
  (select l.organisations_id, 'letter', l.id, 'send' from outbound.letters l
    where l.send_at <= p_now and l.sent_at is null and l.state = 'draft' order by l.send_at limit p_limit)
  union all
  (select r.organisations_id, 'request', r.id, 'reminder' from outbound.requests r
    where r.next_reminder_at <= p_now order by r.next_reminder_at limit p_limit)
  union all
  (select l.organisations_id, 'letter', l.id, 'reminder' from outbound.letters l
    where l.next_reminder_at <= p_now order by l.next_reminder_at limit p_limit)
$$;
revoke all on function outbound.due_items(timestamptz, integer) from public;
grant execute on function outbound.due_items(timestamptz, integer) to tunne_app;
