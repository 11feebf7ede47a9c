-- The EU Financial Sanctions File in its CSV layout is a list of its own, EU_EXTENDED (spec §9 "EU extended"):
-- the same designations as EU (the FSF XML) with each entry's legal-basis history.
alter table alerts.list_versions drop constraint list_versions_source_check;
alter table alerts.list_versions add constraint list_versions_source_check
  check (source in ('OFAC', 'OFAC_NONSDN', 'UN', 'EU', 'EU_EXTENDED', 'UK', 'UKCONS', 'BIS', 'KRP', 'PEP'));
