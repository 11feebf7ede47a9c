-- Issue 12 §1 (ADR 0003): the restriction is decided by the customer register alone. Forward-only.
--
-- alerts.alerts kept copies of its customer's owner user, team and archive flag (customer_users_id,
-- customer_teams_id, customer_is_removed), refreshed by the screening consumer from customer events, and the policy
-- filtered by them, so an owner change reached the alert lists only on the consumer's next cycle. Now the policy asks
-- the shared schema `access` (customers migration 00019), which reads the register through its own policy: a caller
-- with restriction NONE sees the organisation's alerts (one check per query); any other caller sees the alerts of the
-- customers the register shows them, as a semi-join planned once per query. The archive flag likewise comes from the
-- register (access.archived_subjects()). The copies and their indexes are dropped.

drop policy alerts_visible on alerts.alerts;
create policy alerts_visible on alerts.alerts for all
  using (organisations_id = (select alerts.caller_organisation())
         and ((select access.sees_all_customers())
              or exists (select from access.visible_subject(customers_id))))
  with check (organisations_id = (select alerts.caller_organisation()));

drop index alerts.alerts_visible_idx;
drop index alerts.alerts_list_idx;
alter table alerts.alerts drop column customer_users_id, drop column customer_teams_id, drop column customer_is_removed;
create index alerts_list_idx on alerts.alerts (organisations_id, lower(description), created_at desc, id)
  where superseded_at is null;

-- The caller functions only the old policy used.
drop function alerts.caller_sees_all(), alerts.caller_own_user(), alerts.caller_team_ids();
