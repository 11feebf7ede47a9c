-- Issue 25 §6: a todo's files are evidence like the rest of the record: removing one marks it removed (who, when) and
-- keeps it; the working views leave removed files out, the retained record keeps them. Forward-only.
alter table customers.todo_files
  add column removed_at timestamptz,
  add column removed_by uuid;
comment on column customers.todo_files.removed_at is 'When a user removed the file from the todo; the row and its content are kept.';

-- The app role marks files removed; it no longer deletes them (a customer's retention purge still does, by cascade).
revoke delete on customers.todo_files from tunne_app;
grant update (removed_at, removed_by) on customers.todo_files to tunne_app;
