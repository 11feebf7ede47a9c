-- Issue 25 §3 (A2): the approvals inbox's mail also names a freeze lift another admin asked for and the organisation's
-- own EU list version waiting for a second admin (the alerts service mails its own kinds). Forward-only.
alter table risk.approval_notices drop constraint approval_notices_kind_check;
alter table risk.approval_notices add constraint approval_notices_kind_check check (kind in ('EDD', 'EDD_REMOVAL', 'FREEZE_LIFT', 'EU_LIST'));
