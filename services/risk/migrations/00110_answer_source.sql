-- Issue 26: a background answer says whose it is. Answers a recipient gave through an information request (written at
-- submit, or when staff accept the answer) are the recipient's, not the staff member's who sent or accepted it
-- (users_id stays: who wrote it in). Every version in risk.answer_history keeps its source too. Forward-only.
alter table risk.answers
  add column source text not null default 'STAFF' check (source in ('STAFF', 'RECIPIENT'));
alter table risk.answer_history
  add column source text check (source in ('STAFF', 'RECIPIENT'));

create or replace function risk.keep_answer_history() returns trigger
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
  elsif tg_op = 'INSERT' or (old.question, old.type, old.answer, old.points, old.description, old.source)
                             is distinct from (new.question, new.type, new.answer, new.points, new.description, new.source) then
    insert into risk.answer_history (organisations_id, customers_id, riskquestions_id, question, type, answer, points, description, action, changed_by, source)
    values (new.organisations_id, new.customers_id, new.riskquestions_id, new.question, new.type, new.answer, new.points, new.description,
            tg_op, coalesce(v_by, new.users_id), new.source);
  end if;
  return null;
end
$$;

-- The versions kept so far were all written by staff.
update risk.answer_history set source = 'STAFF' where action <> 'DELETE' and source is null;
