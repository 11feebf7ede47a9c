-- Issue 16 §2: a silence's end (valid_at) is a day, not an instant. Forward-only.
--
-- alerts.silence_valid_at and the decision history's valid_at were timestamptz: a day picked in one browser's time
-- zone became the day before or after in another. They become `date`; a stored instant keeps the day it fell on in
-- Helsinki, the organisation's calendar (2026-12-31T22:30:00Z is 2027-01-01). A silence holds until its day begins
-- in Helsinki: while valid_at > alerts.today(), never the session's TimeZone or current_date.

create function alerts.today() returns date
language sql stable parallel safe as $$ select (now() at time zone 'Europe/Helsinki')::date $$;
revoke all on function alerts.today() from public;
grant execute on function alerts.today() to tunne_app;

alter table alerts.alerts
  alter column silence_valid_at type date using (silence_valid_at at time zone 'Europe/Helsinki')::date;
alter table alerts.alert_decisions
  alter column valid_at type date using (valid_at at time zone 'Europe/Helsinki')::date;
