-- Issue 26: a recipient's answer to a request or reply to a secure message gives the item's owner (the staff member who
-- made it) a notice: a row here, shown on their home page until they open it, and a mail when their notification
-- settings allow it. Forward-only.
--
-- A notice names only the item (kind and id): what it shows (customer, when) is read through the item, so the item's
-- own row-level security (organisation, the customer register's restriction, retained records) decides what is seen,
-- and a purged item leaves nothing readable behind. Only the owner reads and dismisses their notices; the recipient's
-- side (no user) only adds them.
create table outbound.notices (
  id uuid primary key default gen_random_uuid(),
  organisations_id uuid not null,
  users_id uuid not null,
  item_kind text not null check (item_kind in ('request', 'letter')),
  item_id uuid not null,
  type text not null check (type in ('answered', 'replied')),
  created_at timestamptz not null default now(),
  seen_at timestamptz
);
create index notices_user_idx on outbound.notices (organisations_id, users_id, created_at desc) where seen_at is null;
create index notices_item_idx on outbound.notices (organisations_id, item_kind, item_id);
alter table outbound.notices enable row level security;
create policy notices_own on outbound.notices for select
  using (organisations_id = (select outbound.caller_organisation()) and users_id = (select outbound.caller_user()));
create policy notices_seen on outbound.notices for update
  using (organisations_id = (select outbound.caller_organisation()) and users_id = (select outbound.caller_user()))
  with check (organisations_id = (select outbound.caller_organisation()) and users_id = (select outbound.caller_user()));
create policy notices_add on outbound.notices for insert
  with check (organisations_id = (select outbound.caller_organisation()));
grant select, insert, update on outbound.notices to tunne_app;
