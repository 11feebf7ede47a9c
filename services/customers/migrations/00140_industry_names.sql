-- Issue 26: industry names in the reader's language. A register gives the industry's name in Finnish, Swedish and
-- English (PRH's mainBusinessLine.descriptions); the card shows the one in the user's language and falls back to
-- industry_name (what an import or a person wrote). Editing industry_name by hand clears these (repo/customers.ts).
alter table customers.customers add column industry_names jsonb
  check (industry_names is null or jsonb_typeof(industry_names) = 'object');
