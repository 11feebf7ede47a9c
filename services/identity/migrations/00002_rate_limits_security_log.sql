-- Rate limits that hold under concurrency (issue 10, finding 2) and the security log (issue 10, ASVS V16).

-- Failures were counted before the slow password hash and written after it, so concurrent guesses all got through.
-- Now every attempt takes a hit first, under a lock on its key, and is refused when the window is full.
drop table identity.auth_failures;

-- Hits per key in a sliding window. Keys name a purpose and a subject: `login:account:<sha256 of the e-mail>`,
-- `login:address:<client address>`, `forgot:…`, `sms:…`. Not tenant data: no key names an organisation.
create table identity.rate_limit_hits (
  id bigint generated always as identity primary key,
  key text not null check (length(key) between 1 and 200),
  at timestamptz not null default now()
);
create index rate_limit_hits_key_idx on identity.rate_limit_hits (key, at);
create index rate_limit_hits_at_idx on identity.rate_limit_hits (at);
grant select, insert, delete on identity.rate_limit_hits to tunne_app;

-- Takes one hit for p_key unless p_limit hits are already inside the last p_window_seconds (windows up to a day).
-- Callers with the same key wait for each other on the advisory lock, so each one counts every earlier caller's
-- hit: with 100 concurrent calls and a limit of 5, exactly 5 are allowed. A refused call takes no hit, so a full
-- window empties as its oldest hits age out, whatever an attacker keeps sending.
create function identity.consume_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
returns table (allowed boolean, hits integer, hit_id bigint)
language plpgsql volatile set search_path = identity, pg_temp as $$
declare
  v_hits integer;
  v_id bigint;
begin
  perform pg_advisory_xact_lock(73411, hashtext(p_key));
  delete from identity.rate_limit_hits where at < now() - interval '1 day';
  select count(*)::integer into v_hits from identity.rate_limit_hits
    where key = p_key and at > now() - make_interval(secs => p_window_seconds);
  if v_hits >= p_limit then
    return query select false, v_hits, null::bigint;
    return;
  end if;
  insert into identity.rate_limit_hits (key) values (p_key) returning id into v_id;
  return query select true, v_hits + 1, v_id;
end $$;
revoke all on function identity.consume_rate_limit(text, integer, integer) from public;
grant execute on function identity.consume_rate_limit(text, integer, integer) to tunne_app;

-- The security log: who did what, when and from where. Append-only for the app (select and insert, no update or
-- delete), one organisation's rows visible only to it. Never holds a password, token, access code or identity code:
-- details are ids, flags and counts. A failed login for an address nobody has belongs to no organisation and is
-- not stored here (the rate limits above still count it).
create table identity.security_events (
  organisations_id uuid not null default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  id bigint generated always as identity,
  created_at timestamptz not null default now(),
  type text not null check (type ~ '^[a-z_]+\.[a-z_]+$'),
  -- No foreign keys to users: the log outlives the accounts it names.
  users_id uuid,
  target_users_id uuid,
  address text check (length(address) <= 64),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  primary key (organisations_id, id)
);
create index security_events_type_idx on identity.security_events (organisations_id, type, id);
create index security_events_user_idx on identity.security_events (organisations_id, users_id, id);
create index security_events_target_idx on identity.security_events (organisations_id, target_users_id, id);
alter table identity.security_events enable row level security;
create policy tenant on identity.security_events
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select, insert on identity.security_events to tunne_app;
