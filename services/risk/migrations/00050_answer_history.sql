-- Issue 25 §6: evidence is amended, never overwritten or lost. Forward-only.
--
-- 1. Every version of a risk answer is kept: risk.answer_history gets a row for each insert, change and removal of a
--    risk.answers row (who, when, the answer as it then was), written by a trigger; the app role may read it (as it
--    reads the answers: the organisation and a visible customer) but never change or delete it. "yes — operations in
--    Iran" overwritten with "no" stays readable. Only the retention job's forgetting of a customer deletes it.
create table risk.answer_history (
  organisations_id uuid not null,
  id bigint generated always as identity,
  customers_id uuid not null,
  riskquestions_id uuid not null,
  question text not null,
  type text not null,
  -- The answer after the change; null when the answer was removed.
  answer jsonb,
  points integer,
  description text,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  changed_by uuid,
  changed_at timestamptz not null default clock_timestamp(),
  primary key (organisations_id, id)
);
create index answer_history_customer_idx on risk.answer_history (organisations_id, customers_id, changed_at, id);
alter table risk.answer_history enable row level security;
create policy answer_history_visible on risk.answer_history for select
  using (organisations_id = (select risk.caller_organisation())
         and exists (select 1 from risk.customers c where c.organisations_id = answer_history.organisations_id and c.customers_id = answer_history.customers_id));
grant select on risk.answer_history to tunne_app;

create function risk.keep_answer_history() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  v_by uuid := nullif(current_setting('app.users_id', true), '')::uuid;
begin
  -- The retention job forgetting a customer (risk.forget_customer) deletes the history with it.
  if coalesce(current_setting('risk.forgetting', true), '') = 'on' then
    return null;
  end if;
  if tg_op = 'DELETE' then
    insert into risk.answer_history (organisations_id, customers_id, riskquestions_id, question, type, answer, points, description, action, changed_by)
    values (old.organisations_id, old.customers_id, old.riskquestions_id, old.question, old.type, null, null, null, 'DELETE', v_by);
  elsif tg_op = 'INSERT' or (old.question, old.type, old.answer, old.points, old.description)
                             is distinct from (new.question, new.type, new.answer, new.points, new.description) then
    insert into risk.answer_history (organisations_id, customers_id, riskquestions_id, question, type, answer, points, description, action, changed_by)
    values (new.organisations_id, new.customers_id, new.riskquestions_id, new.question, new.type, new.answer, new.points, new.description,
            tg_op, coalesce(v_by, new.users_id));
  end if;
  return null;
end
$$;
create trigger answers_history after insert or update or delete on risk.answers
  for each row execute function risk.keep_answer_history();

-- The answers given before this migration: their current version is the first kept.
insert into risk.answer_history (organisations_id, customers_id, riskquestions_id, question, type, answer, points, description, action, changed_by, changed_at)
select organisations_id, customers_id, riskquestions_id, question, type, answer, points, description, 'INSERT', users_id, updated_at
  from risk.answers;

create or replace function risk.forget_customer(p_organisations_id uuid, p_customers_id uuid) returns void
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  perform set_config('risk.forgetting', 'on', true);
  delete from risk.recalc_queue q where q.organisations_id = p_organisations_id and q.customers_id = p_customers_id;
  delete from risk.customers c where c.organisations_id = p_organisations_id and c.customers_id = p_customers_id;
  delete from risk.answer_history h where h.organisations_id = p_organisations_id and h.customers_id = p_customers_id;
  perform set_config('risk.forgetting', '', true);
end
$$;

-- 2. A question is never deleted (deleting one cascaded to every answer to it): removing it marks it removed, who and
--    when; the questionnaire, the rules and the score leave it out, the answers given to it stay with their history.
alter table risk.questions
  add column removed_at timestamptz,
  add column removed_by uuid;
revoke delete on risk.questions from tunne_app;
