-- The organisation's library (issue 15; spec §3 Other entities): text templates, preferences, attachments and saved
-- filters (shortcuts). Admins write them, every user of the organisation reads them. Forward-only.

create table identity.text_templates (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  text text not null check (length(text) between 1 and 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create index text_templates_name_idx on identity.text_templates (organisations_id, lower(name), id);

-- A reset preference keeps its row and type with an empty name and no value (spec §7: reset sends name '' and null).
create table identity.preferences (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) <= 200),
  type text not null default 'string' check (type in ('string', 'number', 'boolean', 'json')),
  value text check (length(value) <= 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create index preferences_name_idx on identity.preferences (organisations_id, lower(name), id);

-- An attachment's content lives in the row (bytea, at most 20 MB, its type proven by the content by the service), as
-- the customers' todo files do. The file is its own row (files_id) so the attachment's name can change without it.
create table identity.attachment_files (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id uuid not null default gen_random_uuid(),
  filename text not null check (length(filename) between 1 and 255),
  content_type text not null check (length(content_type) between 1 and 255),
  size integer not null check (size > 0),
  content bytea not null,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id),
  check (size = length(content))
);

create table identity.attachments (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id uuid not null default gen_random_uuid(),
  files_id uuid not null,
  name text not null check (length(name) between 1 and 200),
  description text check (length(description) <= 2000),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id),
  unique (organisations_id, files_id),
  foreign key (organisations_id, files_id) references identity.attachment_files (organisations_id, id)
);
create index attachments_name_idx on identity.attachments (organisations_id, lower(name), id);

-- Saved filters (spec §3 Filter: name, items). The filter issue decides what an item holds; here a bounded JSON array
-- (the service allows 64 kB as compact JSON; jsonb's text adds blanks, so the column's backstop is wider).
create table identity.saved_filters (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id uuid not null default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  items jsonb not null default '[]'::jsonb check (jsonb_typeof(items) = 'array' and octet_length(items::text) <= 262144),
  users_id uuid default nullif(current_setting('app.users_id', true), '')::uuid,
  created_at timestamptz not null default now(),
  primary key (organisations_id, id)
);
create index saved_filters_name_idx on identity.saved_filters (organisations_id, lower(name), id);

do $$
declare
  t text;
begin
  foreach t in array array['text_templates', 'preferences', 'attachment_files', 'attachments', 'saved_filters'] loop
    execute format('alter table identity.%I enable row level security', t);
    execute format($p$create policy tenant on identity.%I
      using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
      with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)$p$, t);
  end loop;
end $$;
grant select, insert, update, delete on identity.text_templates, identity.preferences, identity.attachments to tunne_app;
-- A file is written once and removed with its attachment; saved filters are created and deleted, never edited.
grant select, insert, delete on identity.attachment_files, identity.saved_filters to tunne_app;
