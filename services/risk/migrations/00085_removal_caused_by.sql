-- Issue 25 §3 (A2): the one who removed an EDD ground cannot approve its removal. Forward-only.
--
-- - risk.recalc_queue.caused_by: the users whose changes queued the customer since its last calculation (the customer
--   events name them; a change risk makes itself names its user). Merged when queued again.
-- - risk.edd_removals.caused_by: the users whose changes were calculated when the ground disappeared (e.g. who deleted
--   the PEP record). None of them may approve the removal: the API answers 409 EDD_SAME_USER and the check below
--   refuses it in the database too. Removals recorded before this migration name nobody.
alter table risk.recalc_queue add column caused_by uuid[] not null default '{}';

alter table risk.edd_removals add column caused_by uuid[] not null default '{}';
alter table risk.edd_removals add constraint edd_removals_not_own
  check (decided_by is null or state <> 'APPROVED' or not (decided_by = any (caused_by)));
