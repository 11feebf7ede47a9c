-- Issue 12: the customers service no longer reads identity's schema. The archive time comes from identity's
-- OrganisationSettingsPort (wired by the gateway) and is passed to the archiving update as a parameter.
drop function customers.archive_days();
