-- Files attached to a todo (spec §3 Todo: files). Forward-only.
--
-- The content lives in the row (bytea, at most 10 MB, checked by the service): todo attachments are few and small,
-- and a customer's deletion (at once or by the archive purge) takes them with it through the cascade. No audit
-- trigger: customers.audit_row() would copy the content into the trail; attaching and removing show on the todo.

create table customers.todo_files (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid,
  id uuid not null default gen_random_uuid(),
  customers_id uuid not null,
  todos_id uuid not null,
  name text not null check (length(name) between 1 and 255),
  mime text not null check (length(mime) between 1 and 255),
  size integer not null check (size >= 0),
  content bytea not null,
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id),
  foreign key (organisations_id, todos_id) references customers.todos (organisations_id, id) on delete cascade,
  foreign key (organisations_id, customers_id) references customers.customers (organisations_id, id) on delete cascade,
  check (size = length(content))
);
create index todo_files_todo_idx on customers.todo_files (organisations_id, todos_id, created_at);

-- As the other customer-scoped tables (00004): the organisation and a visible parent customer.
alter table customers.todo_files enable row level security;
create policy todo_files_visible on customers.todo_files for all
  using (organisations_id = (select customers.caller_organisation())
         and exists (select 1 from customers.customers c where c.organisations_id = todo_files.organisations_id and c.id = todo_files.customers_id))
  with check (organisations_id = (select customers.caller_organisation())
         and exists (select 1 from customers.customers c where c.organisations_id = todo_files.organisations_id and c.id = todo_files.customers_id)
         and exists (select 1 from customers.todos t
                     where t.organisations_id = todo_files.organisations_id and t.id = todo_files.todos_id
                       and t.customers_id = todo_files.customers_id));
grant select, insert, delete on customers.todo_files to tunne_app;
