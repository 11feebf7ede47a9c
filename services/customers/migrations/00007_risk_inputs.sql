-- Risk inputs (issue #5). Forward-only.
--
-- The automatic risk score also reads the company type and the industry, which customers.emit_event() (00005) does
-- not treat as a change. This trigger writes the same customer.changed event when only they change, so the risk
-- service's consumer recalculates; an update that also changes a screened column already has its event.
-- riskscores_level is written by the risk service and is deliberately no event (it would loop).

create function customers.emit_risk_input_event() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  if (old.name, old.type, old.ssn, old.businessid, old.country, old.nationality, old.founded_at, old.users_id, old.teams_id,
      old.is_removed)
     is not distinct from
     (new.name, new.type, new.ssn, new.businessid, new.country, new.nationality, new.founded_at, new.users_id, new.teams_id,
      new.is_removed) then
    insert into customers.events (organisations_id, customers_id, type) values (new.organisations_id, new.id, 'customer.changed');
  end if;
  return null;
end
$$;
revoke all on function customers.emit_risk_input_event() from public;

create trigger customers_risk_input_event after update of companytype_code, industry_code on customers.customers
  for each row when ((old.companytype_code, old.industry_code) is distinct from (new.companytype_code, new.industry_code))
  execute function customers.emit_risk_input_event();

