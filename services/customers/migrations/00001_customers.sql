create extension if not exists pg_trgm;
create schema if not exists customers;
grant usage on schema customers to tunne_app;

create table customers.customers (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  type text not null check (type in ('business', 'person')),
  name text not null check (length(name) between 1 and 300),
  businessid text,
  ssn text,
  address text,
  postalnumber text,
  city text,
  country text check (country ~ '^[A-Z]{2}$'),
  language text,
  department text,
  users_id uuid,
  teams_id uuid,
  is_removed boolean not null default false,
  removes_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id)
);

create index customers_name_idx on customers.customers (organisations_id, lower(name), id);
create index customers_created_idx on customers.customers (organisations_id, created_at, id);
create index customers_name_trgm_idx on customers.customers using gin (lower(name) gin_trgm_ops);
create index customers_owner_idx on customers.customers (organisations_id, users_id);
create index customers_team_idx on customers.customers (organisations_id, teams_id);

alter table customers.customers enable row level security;

-- The organisation boundary and the user's restriction (NONE / TEAM / USER, spec §6) both live here,
-- so every list, search and export reads through them.
create function customers.visible(p_users_id uuid, p_teams_id uuid) returns boolean
language sql stable as $$
  select case coalesce(nullif(current_setting('app.restrictiontype', true), ''), 'NONE')
    when 'NONE' then true
    when 'USER' then p_users_id = nullif(current_setting('app.users_id', true), '')::uuid
    when 'TEAM' then p_users_id = nullif(current_setting('app.users_id', true), '')::uuid
      or p_teams_id = any (string_to_array(nullif(current_setting('app.teams_ids', true), ''), ',')::uuid[])
    else false
  end
$$;
grant execute on function customers.visible(uuid, uuid) to tunne_app;

create policy customers_select on customers.customers for select
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and customers.visible(users_id, teams_id));
create policy customers_insert on customers.customers for insert
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
create policy customers_update on customers.customers for update
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and customers.visible(users_id, teams_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
create policy customers_delete on customers.customers for delete
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and customers.visible(users_id, teams_id));

grant select, insert, update, delete on customers.customers to tunne_app;
