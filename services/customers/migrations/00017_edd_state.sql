-- Issue #11 §2: what the register shows of a customer's enhanced due diligence, written by the risk service (like
-- riskscores_level): edd_state null (none required or filled in), REQUIRED, PENDING, APPROVED or REFUSED; is_frozen
-- while a confirmed sanctions hit's freeze is in force (nothing may be sent to the customer).
alter table customers.customers
  add column edd_state text check (edd_state in ('REQUIRED', 'PENDING', 'APPROVED', 'REFUSED')),
  add column is_frozen boolean not null default false;
