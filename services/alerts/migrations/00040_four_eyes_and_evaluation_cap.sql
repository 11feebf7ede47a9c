-- Issue 25 §3: removing an obligation needs a second person. Forward-only.
--
-- Four-eyes is on by default for every disposition that closes a SANCTION or PEP alert (not a match, needs
-- evaluation, lifting or reclassifying a confirmed match): every organisation gets it on, new ones too. An admin may
-- still turn it off (audited, section alerts).
alter table alerts.settings alter column four_eyes_sanction set default true;
update alerts.settings set four_eyes_sanction = true where not four_eyes_sanction;

-- "Needs evaluation" is a short, bounded state: at most this many days (default 30, never more than 90); then the
-- alert opens again (the alerts.evaluations job records REOPENED in the alert's history).
alter table alerts.settings add column evaluation_max_days integer not null default 30
  check (evaluation_max_days between 1 and 90);

-- New decisions: a request to lift a confirmed match and its approval, and an evaluation reopened when its time ran out.
alter table alerts.alert_decisions drop constraint alert_decisions_action_check;
alter table alerts.alert_decisions add constraint alert_decisions_action_check check (action in ('SILENCE', 'CLASS_CHANGE',
  'UNSILENCE', 'SILENCE_REQUESTED', 'SILENCE_APPROVED', 'SILENCE_REFUSED', 'CLOSED', 'UNSILENCE_REQUESTED', 'UNSILENCE_APPROVED',
  'REOPENED'));

-- The day an EVALUATION silence ends at the latest: its own end, but never later than the organisation's cap counted
-- from the day it was set (older silences parked for years end too).
create function alerts.evaluation_end(valid_at date, created_at timestamptz, max_days integer) returns date
language sql immutable parallel safe as $$
  select least(coalesce(valid_at, 'infinity'::date), (created_at at time zone 'Europe/Helsinki')::date + coalesce(max_days, 30))
$$;
revoke all on function alerts.evaluation_end(date, timestamptz, integer) from public;
grant execute on function alerts.evaluation_end(date, timestamptz, integer) to tunne_app;

-- The evaluation job finds the organisations with an evaluation that ran out before it has a tenancy: ids only.
create function alerts.organisations_with_expired_evaluations() returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select distinct a.organisations_id from alerts.alerts a
    left join alerts.settings s on s.organisations_id = a.organisations_id
   where a.silenceclass = 'EVALUATION' and a.superseded_at is null
     and alerts.evaluation_end(a.silence_valid_at, a.silence_created_at, s.evaluation_max_days) <= alerts.today()
$$;
revoke all on function alerts.organisations_with_expired_evaluations() from public;
grant execute on function alerts.organisations_with_expired_evaluations() to tunne_app;
