-- Issue 25 §8 (AMLR art. 45): a PEP stays an EDD trigger until 12 months after the function ended. The score
-- computes that from the PEP's end date, but time passing writes no customer event: the job (startRiskJobs,
-- `risk.pepexpiry`) queues, across organisations, every customer whose stored score has a PEP record among its EDD
-- triggers, so a trigger whose 12 months are over lifts at the next calculation (and the floor with it, subject to the
-- approval of a removed trigger where that applies). Forward-only.
create function risk.queue_pep_triggered() returns integer
language sql volatile security definer set search_path = pg_catalog, pg_temp as $$
  with queued as (
    insert into risk.recalc_queue (organisations_id, customers_id, cause)
    select c.organisations_id, c.customers_id, 'PEPEND' from risk.customers c
     where c.breakdown @> '[{"type": "EDD", "details": {"triggers": [{"kind": "PEP_RECORD"}]}}]'::jsonb
    on conflict (organisations_id, customers_id) do nothing
    returning 1
  )
  select count(*)::int from queued
$$;
revoke all on function risk.queue_pep_triggered() from public;
grant execute on function risk.queue_pep_triggered() to tunne_app;
