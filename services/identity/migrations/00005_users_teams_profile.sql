-- Users, teams and the profile (issue 15): notification settings, the avatar, and deletion that keeps the record.

-- A deleted user stays as a row: customers, todos, events and the audit logs of every service name users by id, and
-- the AML record must still say who did what. Deletion ends the login for good (inactive, no password, the address
-- replaced by a tombstone so it can be used again) and clears the contact details; the name stays for the record.
alter table identity.users
  add column notify_alerts boolean not null default true,
  add column notify_reminders boolean not null default true,
  add column avatar bytea check (octet_length(avatar) <= 2097152),
  add column avatar_type text check (avatar_type in ('image/png', 'image/jpeg')),
  -- New random key (>= 128 bits, base64url) on every upload: the public address changes with the image.
  add column avatar_key text check (avatar_key ~ '^[A-Za-z0-9_-]{22,64}$'),
  add column deleted_at timestamptz,
  add constraint users_avatar_whole check ((avatar is null) = (avatar_type is null) and (avatar is null) = (avatar_key is null)),
  add constraint users_deleted_inactive check (deleted_at is null or (not is_active and not is_admin and password_hash is null));
create unique index users_avatar_key on identity.users (avatar_key);
-- The lock-out rules lock the organisation's active admins.
create index users_admins_idx on identity.users (organisations_id, id) where is_admin and is_active and deleted_at is null;

create index teams_name_idx on identity.teams (organisations_id, lower(name), id);

-- The public avatar address (no session, so no tenancy): runs as the owner and returns only the image.
create function identity.avatar_lookup(p_key text)
returns table (avatar bytea, avatar_type text)
language sql stable security definer set search_path = identity, pg_temp as $$
  select u.avatar, u.avatar_type from identity.users u where u.avatar_key = p_key and u.deleted_at is null
$$;
revoke all on function identity.avatar_lookup(text) from public;
grant execute on function identity.avatar_lookup(text) to tunne_app;
