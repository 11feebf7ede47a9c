-- Settings sections of issue 15: the e-mail reply-to and signature, the public countdown, the staff login address and
-- the eID methods the organisation offers (null: every available one).
alter table outbound.settings
  add column outbound_email_replyto text check (length(outbound_email_replyto) <= 254),
  add column outbound_email_signature text check (length(outbound_email_signature) <= 2000),
  add column public_countdown_seconds integer not null default 10 check (public_countdown_seconds between 0 and 600),
  add column login_url text check (length(login_url) <= 300),
  add column eid_methods text[] check (cardinality(eid_methods) between 1 and 20);
