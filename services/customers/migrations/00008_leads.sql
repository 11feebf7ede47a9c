-- Leads (spec §2 Add menu: "lead (contact)"): a prospective customer recorded before the customer relationship
-- starts. Converting a lead creates the customer and links it (customers_id). Forward-only.
--
-- A lead belongs to the organisation and to its owner user (users_id). The same rule as customers (00004): the
-- organisation always, and a USER- or TEAM-restricted user sees only their own leads (a lead has no team). The
-- caller's settings come from the customers.caller_*() functions, read once per query.

create table customers.leads (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  type text not null check (type in ('business', 'person')),
  name text not null check (length(btrim(name)) between 1 and 300),
  businessid text,
  -- Where the business id is from, so it can be checked like the customer's (and the customer gets it).
  country text check (country ~ '^[A-Z]{2}$'),
  email text,
  phone text,
  contact_name text,
  description text,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  status text not null default 'NEW' check (status in ('NEW', 'CONTACTED', 'CONVERTED', 'DISCARDED')),
  -- Set when converted; the lead stays CONVERTED if that customer is later deleted for good.
  customers_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id)
    on delete set null (customers_id),
  check (customers_id is null or status = 'CONVERTED')
);

-- The list: default order by name, optionally one status; newest first; the owner for restricted users.
create index leads_name_idx on customers.leads (organisations_id, lower(name), id);
create index leads_status_name_idx on customers.leads (organisations_id, status, lower(name), id);
create index leads_created_idx on customers.leads (organisations_id, created_at, id);
create index leads_owner_idx on customers.leads (organisations_id, users_id);
-- The foreign key's look-up when a customer is deleted (archive purge, admin delete).
create index leads_customer_idx on customers.leads (organisations_id, customers_id) where customers_id is not null;

alter table customers.leads enable row level security;

create policy leads_select on customers.leads for select
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all()) or users_id = (select customers.caller_own_user())));
create policy leads_insert on customers.leads for insert
  with check (organisations_id = (select customers.caller_organisation()));
create policy leads_update on customers.leads for update
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all()) or users_id = (select customers.caller_own_user())))
  with check (organisations_id = (select customers.caller_organisation()));
create policy leads_delete on customers.leads for delete
  using (organisations_id = (select customers.caller_organisation())
         and ((select customers.caller_sees_all()) or users_id = (select customers.caller_own_user())));

grant select, insert, update, delete on customers.leads to tunne_app;
