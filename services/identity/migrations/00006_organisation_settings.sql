-- The organisation's settings (issue 15; spec §3 Organisation, §9): description, colours, privacy notice, KYC clock
-- and bought-data defaults, the optional modules (featureFlags) and which registry documents it may buy.
alter table identity.organisations
  add column description text check (length(description) <= 2000),
  add column color_primary text check (color_primary ~ '^#[0-9a-f]{6}$'),
  add column color_secondary text check (color_secondary ~ '^#[0-9a-f]{6}$'),
  add column privacy_text text check (length(privacy_text) <= 20000),
  add column privacy_link text check (privacy_link ~ '^https?://' and length(privacy_link) <= 500),
  add column kycclock_default_months integer not null default 12 check (kycclock_default_months between 1 and 60),
  add column data_validity_days integer not null default 90 check (data_validity_days between 1 and 3650),
  add column feature_flags jsonb not null default '[]' check (jsonb_typeof(feature_flags) = 'array'),
  -- The trade register extract is where every business customer's due diligence starts (the card's trade register
  -- section); the other documents are paid extras (spec §9 price list) an organisation switches on itself.
  add column use_documents_traderegister boolean not null default true,
  add column use_documents_financialstatements boolean not null default false,
  add column use_documents_rating boolean not null default false,
  add column use_documents_remarks boolean not null default false,
  add column use_documents_paymenthistory boolean not null default false,
  add column use_documents_beneficialowners boolean not null default false,
  add column use_documents_bylaws boolean not null default false,
  add column use_documents_registrationcertificate boolean not null default false,
  add column use_documents_associationextract boolean not null default false;

-- The logo lives beside the organisation, not in its row: the principal check reads the organisation's row as JSON on
-- every request (its use_* flags), and half a megabyte of image must not ride along. The key is the only way to the
-- bytes from outside (GET /api/v2.5/public/logo?key=…) and is new for every upload.
create table identity.organisation_logos (
  organisations_id uuid primary key default nullif(current_setting('app.organisations_id', true), '')::uuid
    references identity.organisations (id),
  logo_key text not null unique check (logo_key ~ '^[A-Za-z0-9_-]{32}$'),
  logo_type text not null check (logo_type in ('image/png', 'image/jpeg', 'image/svg+xml')),
  logo bytea not null check (octet_length(logo) between 1 and 524288),
  created_at timestamptz not null default now()
);
alter table identity.organisation_logos enable row level security;
create policy tenant on identity.organisation_logos
  using (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid)
  with check (organisations_id = nullif(current_setting('app.organisations_id', true), '')::uuid);
grant select, insert, update, delete on identity.organisation_logos to tunne_app;

-- Public pages and mail show the logo without a session: the key finds it across organisations (owner rights),
-- returning the image only.
create function identity.logo_by_key(p_key text)
returns table (logo_type text, logo bytea)
language sql stable security definer set search_path = identity, pg_temp as $$
  select l.logo_type, l.logo from identity.organisation_logos l
  join identity.organisations o on o.id = l.organisations_id
  where l.logo_key = p_key and o.is_active
$$;
revoke all on function identity.logo_by_key(text) from public;
grant execute on function identity.logo_by_key(text) to tunne_app;
