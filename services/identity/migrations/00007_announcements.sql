-- Announcements (issue 15, spec §2 /announcements and the post-login prompt): written by the operator with
-- `npm run announce` (the owner connection), never by an organisation. organisations_id null: for every organisation.
create table identity.announcements (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  organisations_id uuid references identity.organisations (id) on delete cascade,
  title_fi text not null check (length(title_fi) between 1 and 200),
  title_en text not null check (length(title_en) between 1 and 200),
  title_se text not null check (length(title_se) between 1 and 200),
  body_fi text not null check (length(body_fi) between 1 and 20000),
  body_en text not null check (length(body_en) between 1 and 20000),
  body_se text not null check (length(body_se) between 1 and 20000)
);
create index announcements_created_idx on identity.announcements (created_at desc, id);
alter table identity.announcements enable row level security;
-- An organisation reads the announcements for everyone and its own; the application only reads.
create policy tenant on identity.announcements for select
  using (organisations_id is null or organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select on identity.announcements to tunne_app;
