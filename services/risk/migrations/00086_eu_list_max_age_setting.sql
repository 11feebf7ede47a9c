-- Issue 25 §3 (A2): after how many days without a successful check of the shared EU list the screen warns is the
-- organisation's setting (risk settings), no longer only the operator's RISK_EU_LIST_MAX_AGE_DAYS (which stays the
-- default: null here means "the default"). Forward-only.
alter table risk.settings add column eu_list_max_age_days integer check (eu_list_max_age_days between 1 and 365);
