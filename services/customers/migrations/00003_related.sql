-- Records related to a customer (spec §3): owners, actual beneficiaries, PEPs, responsible persons, bank accounts,
-- todos, tasks and their state per customer, linked customers.
--
-- Every customer-scoped table is visible only when its parent customer is: the policies ask customers.customers,
-- whose own policy applies the organisation and the user's restriction (NONE / TEAM / USER), so related rows
-- can never be read or changed past either. Rows go with their customer (on delete cascade) and every change is
-- written to the audit trail by customers.audit_row() (migration 00002).

create table customers.owners (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  type text not null check (type in ('person', 'business')),
  name text not null check (length(name) between 1 and 300),
  ssn text,
  businessid text,
  dob date,
  share numeric(7, 4) not null check (share between 0 and 100),
  nationality text check (nationality ~ '^[A-Z]{2}$'),
  country text check (country ~ '^[A-Z]{2}$'),
  description text,
  source text not null default 'MANUAL' check (source in ('UNKNOWN', 'DATABASE', 'MANUAL', 'REQUEST')),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade,
  check ((type = 'person' and ssn is not null) or (type = 'business' and businessid is not null))
);

create table customers.actualbeneficiaries (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  name text not null check (length(name) between 1 and 300),
  ssn text,
  dob date,
  share numeric(7, 4) check (share between 0 and 100),
  nationality text check (nationality ~ '^[A-Z]{2}$'),
  country text check (country ~ '^[A-Z]{2}$'),
  description text,
  source text not null default 'MANUAL' check (source in ('UNKNOWN', 'DATABASE', 'MANUAL', 'REQUEST')),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade
);

create table customers.peps (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  name text not null check (length(name) between 1 and 300),
  is_pep_self boolean not null default false,
  is_pep_family boolean not null default false,
  is_pep_partner boolean not null default false,
  description text,
  source text not null default 'MANUAL' check (source in ('UNKNOWN', 'DATABASE', 'MANUAL', 'REQUEST', 'IDENTIFICATION')),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade,
  check (is_pep_self or is_pep_family or is_pep_partner)
);

create table customers.responsiblepersons (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  name text not null check (length(name) between 1 and 300),
  role text not null check (length(role) between 1 and 100),
  nationality text check (nationality ~ '^[A-Z]{2}$'),
  country text check (country ~ '^[A-Z]{2}$'),
  dob date,
  ssn text,
  description text,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade
);

create table customers.bankaccounts (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  number text not null check (number ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$'),
  bic text not null check (bic ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$'),
  description text,
  country text check (country ~ '^[A-Z]{2}$'),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade
);

-- Responsible and creating users live in identity's schema: no foreign key across services; the service checks
-- that the responsible user exists and is active when a todo is written.
create table customers.todos (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  name text not null check (length(name) between 1 and 300),
  description text,
  notes text,
  responsible_users_id uuid not null,
  deadline_at timestamptz,
  is_done boolean not null default false,
  done_at timestamptz,
  sent_at timestamptz,
  answer text,
  answered_at timestamptz,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade,
  check (is_done = (done_at is not null))
);

-- Organisation-level task catalogue (admin), and each task's state on a customer.
create table customers.tasks (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 300),
  description text,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id)
);

create table customers.customer_tasks (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  tasks_id uuid not null,
  is_done boolean not null default true,
  done_at timestamptz,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id),
  unique (organisations_id, customers_id, tasks_id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade,
  foreign key (organisations_id, tasks_id) references customers.tasks (organisations_id, id) on delete cascade,
  check (is_done = (done_at is not null))
);

-- One row per link, stored with the smaller id first so a pair is linked once and shows on both customers.
create table customers.linked_customers (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  linked_customers_id uuid not null,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id),
  unique (organisations_id, customers_id, linked_customers_id),
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade,
  foreign key (organisations_id, linked_customers_id) references customers.customers (organisations_id, id) on delete cascade,
  check (customers_id < linked_customers_id)
);

create index owners_customer_idx on customers.owners (organisations_id, customers_id, created_at);
create index actualbeneficiaries_customer_idx on customers.actualbeneficiaries (organisations_id, customers_id, created_at);
create index peps_customer_idx on customers.peps (organisations_id, customers_id, created_at);
create index responsiblepersons_customer_idx on customers.responsiblepersons (organisations_id, customers_id, created_at);
create index bankaccounts_customer_idx on customers.bankaccounts (organisations_id, customers_id, created_at);
create index todos_customer_idx on customers.todos (organisations_id, customers_id, created_at);
create index todos_responsible_idx on customers.todos (organisations_id, responsible_users_id, is_done, deadline_at);
create index todos_creator_idx on customers.todos (organisations_id, users_id, is_done, deadline_at);
create index tasks_name_idx on customers.tasks (organisations_id, lower(name));
create index customer_tasks_task_idx on customers.customer_tasks (organisations_id, tasks_id, is_done);
create index linked_customers_linked_idx on customers.linked_customers (organisations_id, linked_customers_id);

-- Policies. Customer-scoped: the organisation and a visible parent customer, for reading and for writing.
alter table customers.owners enable row level security;
create policy owners_visible on customers.owners for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = owners.organisations_id and c.id = owners.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = owners.organisations_id and c.id = owners.customers_id));
grant select, insert, update, delete on customers.owners to tunne_app;
create trigger owners_audit after insert or update or delete on customers.owners
  for each row execute function customers.audit_row();

alter table customers.actualbeneficiaries enable row level security;
create policy actualbeneficiaries_visible on customers.actualbeneficiaries for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = actualbeneficiaries.organisations_id and c.id = actualbeneficiaries.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = actualbeneficiaries.organisations_id and c.id = actualbeneficiaries.customers_id));
grant select, insert, update, delete on customers.actualbeneficiaries to tunne_app;
create trigger actualbeneficiaries_audit after insert or update or delete on customers.actualbeneficiaries
  for each row execute function customers.audit_row();

alter table customers.peps enable row level security;
create policy peps_visible on customers.peps for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = peps.organisations_id and c.id = peps.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = peps.organisations_id and c.id = peps.customers_id));
grant select, insert, update, delete on customers.peps to tunne_app;
create trigger peps_audit after insert or update or delete on customers.peps
  for each row execute function customers.audit_row();

alter table customers.responsiblepersons enable row level security;
create policy responsiblepersons_visible on customers.responsiblepersons for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = responsiblepersons.organisations_id and c.id = responsiblepersons.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = responsiblepersons.organisations_id and c.id = responsiblepersons.customers_id));
grant select, insert, update, delete on customers.responsiblepersons to tunne_app;
create trigger responsiblepersons_audit after insert or update or delete on customers.responsiblepersons
  for each row execute function customers.audit_row();

alter table customers.bankaccounts enable row level security;
create policy bankaccounts_visible on customers.bankaccounts for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = bankaccounts.organisations_id and c.id = bankaccounts.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = bankaccounts.organisations_id and c.id = bankaccounts.customers_id));
grant select, insert, update, delete on customers.bankaccounts to tunne_app;
create trigger bankaccounts_audit after insert or update or delete on customers.bankaccounts
  for each row execute function customers.audit_row();

alter table customers.todos enable row level security;
create policy todos_visible on customers.todos for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = todos.organisations_id and c.id = todos.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = todos.organisations_id and c.id = todos.customers_id));
grant select, insert, update, delete on customers.todos to tunne_app;
create trigger todos_audit after insert or update or delete on customers.todos
  for each row execute function customers.audit_row();

alter table customers.customer_tasks enable row level security;
create policy customer_tasks_visible on customers.customer_tasks for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = customer_tasks.organisations_id and c.id = customer_tasks.customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c where c.organisations_id = customer_tasks.organisations_id and c.id = customer_tasks.customers_id));
grant select, insert, update, delete on customers.customer_tasks to tunne_app;
create trigger customer_tasks_audit after insert or update or delete on customers.customer_tasks
  for each row execute function customers.audit_row();

-- A link is visible (and can be made or removed) only when the caller sees both customers.
alter table customers.linked_customers enable row level security;
create policy linked_customers_visible on customers.linked_customers for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.customers_id)
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.linked_customers_id))
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.customers_id)
         and exists (select 1 from customers.customers c
                     where c.organisations_id = linked_customers.organisations_id and c.id = linked_customers.linked_customers_id));
grant select, insert, delete on customers.linked_customers to tunne_app;
create trigger linked_customers_audit after insert or update or delete on customers.linked_customers
  for each row execute function customers.audit_row();

-- The task catalogue belongs to the organisation; only admins change it (checked by the service).
alter table customers.tasks enable row level security;
create policy tasks_organisation on customers.tasks for all
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select, insert, update, delete on customers.tasks to tunne_app;
