-- Issue 26: the customer list's total without a filter at bench scale. Forward-only.
--
-- The total of the working register (not archived, not retained) is an index-only count of every visible customer of
-- the organisation; it read customers_visible_idx (00013), whose tuples carry is_removed and retained_at as well and
-- which, after the first screening and scoring rewrote each customer (two non-HOT updates a row), held some three
-- times the pages of a fresh one: 553 pages at 20,000 customers against 174 for this index, 29 ms against 4 ms for
-- the count (EXPLAIN ANALYZE BUFFERS, PostgreSQL 15). This partial index holds only the working register and only
-- what the policy reads (owner, team, import); the archived list's total still reads customers_visible_idx. A
-- USER-restricted caller's total reads its own part (users_id is the index's second column, see customer-list.ts).
create index customers_total_idx on customers.customers (organisations_id, users_id, teams_id) include (imports_id)
  where not is_removed and retained_at is null;

-- Room on each page for an updated row version, so that updates of columns no index holds (the review cycle's
-- kycclock_max_months, the screening and register check times, …) stay on the page (HOT) and add no index entries:
-- fewer dead index tuples for the list's index-only scans. Applies to pages written from now on.
alter table customers.customers set (fillfactor = 90);
