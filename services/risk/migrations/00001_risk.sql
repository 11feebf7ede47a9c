-- Risk (issue #5): background questions, answers, assessments, ratings, the automatic risk score and its history,
-- the organisation's score settings, and the recalculation machinery (queue, full runs, event cursor).
--
-- Tenancy: every tenant table has organisations_id first in its key and row-level security. Customer-scoped rows
-- (answers, assessments, scores, history) follow the customer's visibility through risk.customers, which holds copies
-- of the customer's owner user, team and archive flag. The copies are refreshed by every customer-scoped request
-- (after the customers service has confirmed, in-process, that the caller sees the customer) and by every
-- recalculation (from customers' events), so the policy applies NONE / TEAM / USER (spec §6) in the database
-- like the customers' own policy does.

create schema if not exists risk;
grant usage on schema risk to tunne_app;

-- The caller's settings, evaluated once per query by the policies (see customers 00004).
create function risk.caller_organisation() returns uuid
language sql stable parallel safe as $$ select nullif(current_setting('app.organisations_id', true), '')::uuid $$;
create function risk.caller_sees_all() returns boolean
language sql stable parallel safe as $$
  select coalesce(nullif(current_setting('app.restrictiontype', true), ''), 'NONE') = 'NONE'
$$;
create function risk.caller_own_user() returns uuid
language sql stable parallel safe as $$
  select case when current_setting('app.restrictiontype', true) in ('USER', 'TEAM')
              then nullif(current_setting('app.users_id', true), '')::uuid end
$$;
create function risk.caller_team_ids() returns uuid[]
language sql stable parallel safe as $$
  select case when current_setting('app.restrictiontype', true) = 'TEAM'
              then coalesce(string_to_array(nullif(current_setting('app.teams_ids', true), ''), ',')::uuid[], '{}') else '{}' end
$$;
grant execute on function risk.caller_organisation(), risk.caller_sees_all(), risk.caller_own_user(), risk.caller_team_ids()
  to tunne_app;

-- 1. Settings: one row per organisation; no row means the defaults (contracts: defaultRiskScoreSettings).
create table risk.settings (
  organisations_id uuid primary key default nullif(current_setting('app.organisations_id', true), '')::uuid,
  points_pep integer not null check (points_pep between 0 and 10000),
  points_riskpoint integer not null check (points_riskpoint between 0 and 10000),
  points_alert integer not null check (points_alert between 0 and 10000),
  points_riskcountry_high integer not null check (points_riskcountry_high between 0 and 10000),
  points_riskcountry_medium integer not null check (points_riskcountry_medium between 0 and 10000),
  points_companytype integer not null check (points_companytype between 0 and 10000),
  points_industry integer not null check (points_industry between 0 and 10000),
  points_country integer not null check (points_country between 0 and 10000),
  points_maturity integer not null check (points_maturity between 0 and 10000),
  points_owners_complex integer not null check (points_owners_complex between 0 and 10000),
  young_company_days integer not null check (young_company_days between 0 and 36500),
  limit_low integer not null,
  limit_regular integer not null,
  limit_high integer not null,
  countries_high text[] not null,
  countries_medium text[] not null,
  countries text[] not null,
  companytypes text[] not null,
  industries text[] not null,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  updated_at timestamptz not null default now(),
  check (limit_low <= limit_regular and limit_regular <= limit_high)
);
alter table risk.settings enable row level security;
create policy settings_tenant on risk.settings for all
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert, update on risk.settings to tunne_app;

-- 2. Questions (admin). A conditional question hangs on a YESNO question of the same organisation.
create table risk.questions (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  type text not null check (type in ('YESNO', 'TEXT', 'TEXTAREA', 'CHECKBOX', 'SELECT', 'MULTI')),
  question text not null check (length(question) between 1 and 2000),
  description text,
  help text,
  headline text,
  placeholder text,
  conditional_riskquestions_id uuid,
  conditional_value text check (conditional_value in ('yes', 'no')),
  points_yes integer not null default 0,
  points_no integer not null default 0,
  points_check integer not null default 0,
  allow_description boolean not null default false,
  mandatory_description_yes boolean not null default false,
  mandatory_description_no boolean not null default false,
  options text[] not null default '{}',
  mandatory boolean not null default false,
  sort integer not null default 0,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, conditional_riskquestions_id) references risk.questions (organisations_id, id),
  check ((conditional_riskquestions_id is null) = (conditional_value is null)),
  check (conditional_riskquestions_id is distinct from id)
);
create index questions_sort_idx on risk.questions (organisations_id, sort, question);
create index questions_parent_idx on risk.questions (organisations_id, conditional_riskquestions_id) where conditional_riskquestions_id is not null;
alter table risk.questions enable row level security;
create policy questions_tenant on risk.questions for all
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert, update, delete on risk.questions to tunne_app;

-- 3. Ratings (admin).
create table risk.ratings (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  number integer not null,
  description text,
  kycclock_expiration_days integer check (kycclock_expiration_days between 1 and 3650),
  ask_kycclock boolean not null default false,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create index ratings_number_idx on risk.ratings (organisations_id, number, name);
alter table risk.ratings enable row level security;
create policy ratings_tenant on risk.ratings for all
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert, update, delete on risk.ratings to tunne_app;

-- 4. The customers risk knows: visibility copies and the current score.
create table risk.customers (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  customers_id uuid not null,
  users_id uuid,
  teams_id uuid,
  is_removed boolean not null default false,
  points integer,
  level text check (level in ('LOW', 'REGULAR', 'HIGH', 'NA')),
  na_reason text,
  unanswered_mandatory integer not null default 0,
  breakdown jsonb not null default '[]',
  calculated_at timestamptz,
  primary key (organisations_id, customers_id)
);
create index customers_owner_idx on risk.customers (organisations_id, users_id);
create index customers_team_idx on risk.customers (organisations_id, teams_id);
alter table risk.customers enable row level security;
create policy customers_visible on risk.customers for all
  using (organisations_id = (select risk.caller_organisation())
         and ((select risk.caller_sees_all())
              or users_id = (select risk.caller_own_user())
              or teams_id = any ((select risk.caller_team_ids())::uuid[])))
  with check (organisations_id = (select risk.caller_organisation())
         and ((select risk.caller_sees_all())
              or users_id = (select risk.caller_own_user())
              or teams_id = any ((select risk.caller_team_ids())::uuid[])));
grant select, insert, update, delete on risk.customers to tunne_app;

-- Refreshes the copies after the customers service confirmed the caller sees the customer (a stale copy could
-- otherwise hide the row from the very update that corrects it). Own organisation only.
create function risk.sync_customer(p_customers_id uuid, p_users_id uuid, p_teams_id uuid, p_is_removed boolean) returns void
language sql security definer set search_path = pg_catalog, pg_temp as $$
  insert into risk.customers (organisations_id, customers_id, users_id, teams_id, is_removed)
  values (risk.caller_organisation(), p_customers_id, p_users_id, p_teams_id, p_is_removed)
  on conflict (organisations_id, customers_id) do update
    set users_id = excluded.users_id, teams_id = excluded.teams_id, is_removed = excluded.is_removed
    where (risk.customers.users_id, risk.customers.teams_id, risk.customers.is_removed)
          is distinct from (excluded.users_id, excluded.teams_id, excluded.is_removed)
$$;
revoke all on function risk.sync_customer(uuid, uuid, uuid, boolean) from public;
grant execute on function risk.sync_customer(uuid, uuid, uuid, boolean) to tunne_app;

-- 5. Answers: one per customer and question; question text and type copied as answered.
create table risk.answers (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  riskquestions_id uuid not null,
  question text not null,
  type text not null,
  answer jsonb not null,
  points integer not null default 0,
  description text,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  unique (organisations_id, customers_id, riskquestions_id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade,
  foreign key (organisations_id, riskquestions_id) references risk.questions (organisations_id, id) on delete cascade
);
create index answers_question_idx on risk.answers (organisations_id, riskquestions_id);

-- 6. Assessments, with every version kept (risk on any date).
create table risk.assessments (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  name text check (length(name) <= 300),
  description text,
  riskratings_id uuid,
  riskrating_name text,
  riskrating_number integer,
  expires_at date,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade,
  foreign key (organisations_id, riskratings_id) references risk.ratings (organisations_id, id) on delete set null (riskratings_id)
);
create index assessments_customer_idx on risk.assessments (organisations_id, customers_id, created_at);

create table risk.assessment_history (
  organisations_id uuid not null,
  id bigint generated always as identity,
  customers_id uuid not null,
  assessments_id uuid not null,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  assessment jsonb not null,
  changed_by uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  changed_at timestamptz not null default clock_timestamp(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
create index assessment_history_customer_idx on risk.assessment_history (organisations_id, customers_id, changed_at desc);

-- Definer: the version is written whatever the writer's restriction (a rating deleted by an admin with a TEAM
-- restriction updates assessments of customers the admin does not see).
create function risk.record_assessment() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_row risk.assessments;
begin
  if current_setting('risk.forgetting', true) = 'on' then
    return null;
  end if;
  if tg_op = 'DELETE' then v_row := old; else v_row := new; end if;
  insert into risk.assessment_history (organisations_id, customers_id, assessments_id, action, assessment)
  values (v_row.organisations_id, v_row.customers_id, v_row.id, tg_op,
          to_jsonb(v_row) - 'organisations_id' - 'customers_id');
  return null;
end
$$;
create trigger assessments_history after insert or update or delete on risk.assessments
  for each row execute function risk.record_assessment();

-- 7. Score history: a row whenever a customer's points, level or breakdown changed.
create table risk.score_history (
  organisations_id uuid not null,
  id bigint generated always as identity,
  customers_id uuid not null,
  calculated_at timestamptz not null,
  points integer not null,
  level text not null,
  na_reason text,
  unanswered_mandatory integer not null default 0,
  breakdown jsonb not null,
  cause text not null,
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references risk.customers (organisations_id, customers_id) on delete cascade
);
create index score_history_customer_idx on risk.score_history (organisations_id, customers_id, calculated_at desc, id desc);

-- Customer-scoped policies: the organisation and a visible risk.customers row.
do $$
declare
  t text;
begin
  foreach t in array array['answers', 'assessments', 'assessment_history', 'score_history'] loop
    execute format('alter table risk.%I enable row level security', t);
    execute format($p$create policy %I on risk.%I for all
      using (organisations_id = (select risk.caller_organisation())
             and exists (select 1 from risk.customers c where c.organisations_id = %I.organisations_id and c.customers_id = %I.customers_id))
      with check (organisations_id = (select risk.caller_organisation())
             and exists (select 1 from risk.customers c where c.organisations_id = %I.organisations_id and c.customers_id = %I.customers_id))$p$,
      t || '_visible', t, t, t, t, t);
  end loop;
end
$$;
grant select, insert, update, delete on risk.answers, risk.assessments to tunne_app;
grant select, insert on risk.assessment_history, risk.score_history to tunne_app;

-- A question's type change discards every answer to it in the organisation, whoever may see the customer (admin
-- action; the caller's restriction must not leave answers of other customers behind). Returns the customers touched.
create function risk.discard_answers(p_riskquestions_id uuid) returns setof uuid
language sql security definer set search_path = pg_catalog, pg_temp as $$
  delete from risk.answers a
   where a.organisations_id = risk.caller_organisation() and a.riskquestions_id = p_riskquestions_id
  returning a.customers_id
$$;
revoke all on function risk.discard_answers(uuid) from public;
grant execute on function risk.discard_answers(uuid) to tunne_app;

-- Changed points of a question apply to the answers already given (they are recalculated). Returns the customers.
create function risk.reprice_answers(p_riskquestions_id uuid, p_yes integer, p_no integer, p_check integer) returns setof uuid
language sql security definer set search_path = pg_catalog, pg_temp as $$
  update risk.answers a
     set points = case when a.type = 'YESNO' and a.answer = '"yes"'::jsonb then p_yes
                       when a.type = 'YESNO' and a.answer = '"no"'::jsonb then p_no
                       when a.type = 'CHECKBOX' and a.answer = 'true'::jsonb then p_check
                       else 0 end
   where a.organisations_id = risk.caller_organisation() and a.riskquestions_id = p_riskquestions_id
  returning a.customers_id
$$;
revoke all on function risk.reprice_answers(uuid, integer, integer, integer) from public;
grant execute on function risk.reprice_answers(uuid, integer, integer, integer) to tunne_app;

-- 8. Recalculation. The queue holds customers whose inputs changed (written in the same transaction as the change
-- where risk makes it, or by the event consumer); the worker reads it across organisations through a definer
-- function and deletes what it finished, unless it was queued again meanwhile.
create table risk.recalc_queue (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  customers_id uuid not null,
  cause text not null,
  queued_at timestamptz not null default clock_timestamp(),
  primary key (organisations_id, customers_id)
);
create index recalc_queue_order_idx on risk.recalc_queue (queued_at);
alter table risk.recalc_queue enable row level security;
create policy recalc_queue_tenant on risk.recalc_queue for all
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert, update, delete on risk.recalc_queue to tunne_app;

create function risk.queued(p_limit integer)
returns table (organisations_id uuid, customers_id uuid, cause text, queued_at timestamptz)
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select q.organisations_id, q.customers_id, q.cause, q.queued_at from risk.recalc_queue q
   order by q.queued_at limit least(greatest(p_limit, 1), 5000)
$$;
revoke all on function risk.queued(integer) from public;
grant execute on function risk.queued(integer) to tunne_app;

-- A full run recalculates every customer of the organisation in id order (settings or questions changed).
-- A new change bumps the generation and restarts the run from the first customer.
create table risk.recalc_runs (
  organisations_id uuid primary key default nullif(current_setting('app.organisations_id', true), '')::uuid,
  generation bigint not null default 1,
  after_id uuid,
  processed integer not null default 0,
  cause text not null,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
alter table risk.recalc_runs enable row level security;
create policy recalc_runs_tenant on risk.recalc_runs for all
  using (organisations_id = (select risk.caller_organisation()))
  with check (organisations_id = (select risk.caller_organisation()));
grant select, insert, update on risk.recalc_runs to tunne_app;

create function risk.pending_runs() returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select r.organisations_id from risk.recalc_runs r where r.finished_at is null order by r.started_at
$$;
revoke all on function risk.pending_runs() from public;
grant execute on function risk.pending_runs() to tunne_app;

-- Organisations risk has no run for yet (first start over an existing register).
create function risk.known_organisations() returns setof uuid
language sql stable security definer set search_path = pg_catalog, pg_temp as $$
  select r.organisations_id from risk.recalc_runs r
$$;
revoke all on function risk.known_organisations() from public;
grant execute on function risk.known_organisations() to tunne_app;

-- 9. The position of the customer-event consumer (system state, no tenant).
create table risk.consumer_state (
  name text primary key,
  xid bigint not null default 0,
  id bigint not null default 0,
  updated_at timestamptz not null default now()
);
grant select, insert, update on risk.consumer_state to tunne_app;

-- A customer deleted for good in the register: its risk data goes too (customers' customer.removed event). The
-- assessments' history trigger stands aside while the rows go.
create function risk.forget_customer(p_organisations_id uuid, p_customers_id uuid) returns void
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  perform set_config('risk.forgetting', 'on', true);
  delete from risk.recalc_queue q where q.organisations_id = p_organisations_id and q.customers_id = p_customers_id;
  delete from risk.customers c where c.organisations_id = p_organisations_id and c.customers_id = p_customers_id;
  perform set_config('risk.forgetting', '', true);
end
$$;
revoke all on function risk.forget_customer(uuid, uuid) from public;
grant execute on function risk.forget_customer(uuid, uuid) to tunne_app;
