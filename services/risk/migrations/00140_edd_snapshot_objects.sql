-- The EDD history's snapshots were written as a JSON string inside jsonb (the text was encoded twice). The same
-- content, stored as the object it always described: nothing is added or removed (evidence is kept as it was).
update risk.edd_events set snapshot = (snapshot #>> '{}')::jsonb where jsonb_typeof(snapshot) = 'string';
