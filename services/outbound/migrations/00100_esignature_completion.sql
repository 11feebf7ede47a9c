-- Issue 26: completing an e-signature is a durable job. The transaction that makes an e-signature SIGNED leaves its
-- completion pending (completed_at null); the completion (the sealed final PDF, the mails, the 'pdf_mailed' event)
-- claims it for a while (completion_claimed_until), remembers whom it has mailed (completion_mailed) and marks it
-- done together with its one event. A process killed in between leaves the claim to run out, and the outbound job (at
-- start and every minute) resumes it: the PDF is sealed once (signed_documents keeps the first), each address is
-- mailed once, and the event is written once.
alter table outbound.esignatures
  add column completed_at timestamptz,
  add column completion_claimed_until timestamptz,
  add column completion_mailed text[] not null default '{}';

-- Already signed: done when its completion left its event, or when it was signed more than 30 days ago (nobody is
-- mailed about an old signature now). The rest are the ones a crash left half done: the job completes them.
update outbound.esignatures e set completed_at = coalesce(
    (select min(ev.created_at) from outbound.events ev
      where ev.organisations_id = e.organisations_id and ev.item_kind = 'esignature' and ev.item_id = e.id and ev.type = 'pdf_mailed'),
    case when e.signed_at < now() - interval '30 days' then e.signed_at end)
  where e.status = 'SIGNED';

create index esignatures_completion_idx on outbound.esignatures (signed_at) where status = 'SIGNED' and completed_at is null;

-- The job runs without a caller organisation: this definer function lists the pending completions of every
-- organisation whose claim is free (never taken, or run out), their keys only. The job completes each in its
-- organisation's tenancy.
create function outbound.pending_completions(p_limit integer)
returns table (organisations_id uuid, id uuid)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select e.organisations_id, e.id from outbound.esignatures e
    where e.status = 'SIGNED' and e.completed_at is null and (e.completion_claimed_until is null or e.completion_claimed_until < now())
    order by e.signed_at limit p_limit
$$;
revoke all on function outbound.pending_completions(integer) from public;
grant execute on function outbound.pending_completions(integer) to tunne_app;
