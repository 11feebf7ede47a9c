-- Issue 16 §6: a list loaded from a sample (a few entries from the repository's test data) must not pass for the real
-- list. The importer records it on the version (alerts/src/lists/sample.ts decides); the settings show it as a sample.
-- Forward-only. Existing versions are marked by the same rule: a folder import whose file names say sample/subset/
-- fixture/excerpt, or one of fewer than 50 entries (the KRP list excepted: the national freezing list is short).

alter table alerts.list_versions add column is_sample boolean not null default false;

update alerts.list_versions
   set is_sample = true
 where origin = 'folder'
   and (array_to_string(files, ' ') ~* '(sample|subset|fixture|excerpt|first[0-9]+lines)'
        or (entity_total < 50 and source <> 'KRP'));
