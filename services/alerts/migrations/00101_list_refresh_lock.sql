-- Issue 26: one refresh of the shared sanction lists at a time, across every process. A refresh holds this one row
-- (held_until in the future) while it downloads and stores the lists; another refresh meanwhile finds it held and
-- does nothing. A process killed during a refresh leaves the hold to run out (an hour at most).
create table alerts.list_refresh (
  id boolean primary key default true check (id),
  held_until timestamptz not null,
  -- Who holds it: the refresh gives back only its own hold.
  holder uuid not null,
  started_at timestamptz not null default now()
);
grant select, insert, update on alerts.list_refresh to tunne_app;
