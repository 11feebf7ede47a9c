-- Issue 26 (Recipients): a person owner who is not a Finnish or Swedish national may be kept by birth date and
-- nationality instead of an identity code (contracts' relatedPersonProblem: the card, a request's submission and its
-- acceptance share the rule). FI and SE nationals, and owners of no stated nationality, still need the code.
do $$
declare
  c text;
begin
  -- The table's unnamed identifier check of 00003 (person: ssn, business: businessid), found by its definition.
  for c in
    select conname from pg_constraint
    where conrelid = 'customers.owners'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%businessid IS NOT NULL%'
  loop
    execute format('alter table customers.owners drop constraint %I', c);
  end loop;
end
$$;

alter table customers.owners add constraint owners_identifier_check check (
  (type = 'person' and (ssn is not null or (dob is not null and nationality is not null and nationality not in ('FI', 'SE'))))
  or (type = 'business' and businessid is not null)
);
