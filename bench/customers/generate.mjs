// Customer register test data (issue #3): a fresh database on the local PostgreSQL with the project's migrations,
// the demo seed, and 100,000 customers in Demo Oy with 5 related persons each.
//
//   node bench/customers/generate.mjs            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                                                  BENCH_DB name, default tunne_bench_customers; BENCH_CUSTOMERS count)
//
// The bulk load is set-based SQL (generate_series) run as the owner with session_replication_role = replica:
// that switches off every trigger for the session, i.e. the audit trail (customers.audit_row) and the foreign-key
// checks, so the generated rows carry no audit entries (they were "imported" before the audit existed). The data is
// generated consistent with the foreign keys.
import { spawnSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';

export const benchDatabase = () => {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = process.env.BENCH_DB ?? 'tunne_bench_customers';
  return { server, name, url: server.replace(/\/[^/]*$/, `/${name}`) };
};

const count = Number(process.env.BENCH_CUSTOMERS ?? 100_000);

const main = async () => {
  const { server, name, url } = benchDatabase();
  const started = Date.now();
  for (const statement of [`drop database if exists ${name} with (force)`, `create database ${name}`]) {
    const out = spawnSync('psql', [server, '-qc', statement], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`${statement}: ${out.stderr}`);
  }
  const { allMigrations, seedDemo } = await tsImport('../../services/gateway/src/boot.ts', import.meta.url);
  const { connectDatabase, migrate } = await tsImport('@tunne/platform', import.meta.url);
  const db = connectDatabase({ ownerUrl: url, embedded: false });
  try {
    await migrate(db.owner, allMigrations);
    await seedDemo(db);
    const seeded = Date.now();
    await db.owner.begin(async (sql) => {
      await sql`set local session_replication_role = replica`;
      await sql.unsafe(generateSql(count));
    });
    await db.owner.unsafe('vacuum analyze');
    const [stats] = await db.owner`select
        (select count(*) from customers.customers)::int as customers,
        (select count(*) from customers.owners)::int + (select count(*) from customers.actualbeneficiaries)::int
          + (select count(*) from customers.peps)::int + (select count(*) from customers.responsiblepersons)::int as related,
        (select count(*) from customers.customer_tags)::int as tags,
        (select count(*) from customers.todos)::int as todos,
        pg_size_pretty(pg_database_size(current_database())) as size`;
    console.log(JSON.stringify({ database: url, ...stats, seedSeconds: (seeded - started) / 1000, bulkSeconds: (Date.now() - seeded) / 1000 }));
  } finally {
    await db.close();
  }
};

/**
 * Demo Oy's generated register. Owners rotate over the four demo users (admin, user, user-team, user-own), teams over
 * Helsinki / Tampere / none; 70 % businesses, 30 % persons; valid Y-tunnus and henkilötunnus check characters.
 */
export const generateSql = (n) => {
  // The count is the only value written into the statement (sql.unsafe runs it as one script): a positive integer.
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`BENCH_CUSTOMERS must be a positive integer, not ${n}`);
  return generateScript(n);
};

const generateScript = (n) => `
create temporary table gen_customers on commit drop as
select g as n,
  ('00000000-0000-4000-b000-' || lpad(g::text, 12, '0'))::uuid as id,
  (g % 10) < 7 as business,
  (array['Aalto','Berg','Halla','Hieta','Ilves','Jokela','Kallio','Koivu','Kuusi','Laakso','Lehto','Linden','Lumi','Mänty',
         'Meri','Niemi','Nord','Outa','Paju','Pihlaja','Rauta','Ranta','Saari','Salo','Sten','Tammi','Tuuli','Vaara','Virta',
         'Ylä','Åker','Öster'])[1 + (g * 7) % 32] as stem,
  (array['rakennus','logistiikka','kiinteistöt','konsultointi','sähkö','tilitoimisto','invest','media','energia','metalli',
         'puu','kuljetus','ravintolat','kauppa','terveys','data'])[1 + (g * 13) % 16] as line,
  (array['Oy','Oy','Oy','Ab','AB','AS','ApS','Ltd'])[1 + (g * 3) % 8] as form,
  (array['Anna','Mikko','Laura','Juha','Sari','Jari','Päivi','Timo','Elina','Kari','Åsa','Björn','Aino','Eero','Helmi',
         'Ilkka','Kaisa','Lauri','Minna','Olli'])[1 + (g * 11) % 20] as first,
  (array['Korhonen','Nieminen','Mäkinen','Hämäläinen','Laine','Heikkinen','Koskinen','Järvinen','Lehtonen','Lehtinen',
         'Lindqvist','Öhman','Virtanen','Salminen','Turunen','Karjalainen','Andersson','Johansson','Hansen','Tamm'])[1 + (g * 17) % 20] as last,
  (array['FI','FI','FI','FI','FI','FI','FI','FI','SE','NO','DK','EE'])[1 + (g * 5) % 12] as country,
  (array['Helsinki','Espoo','Tampere','Turku','Oulu','Vaasa','Jyväskylä','Kuopio','Lahti','Pori'])[1 + (g * 19) % 10] as city,
  (array['00000000-0000-4000-8000-000000001001','00000000-0000-4000-8000-000000001002',
         '00000000-0000-4000-8000-000000001003','00000000-0000-4000-8000-000000001004'])[1 + abs(hashint4(g)) % 4]::uuid as users_id,
  (array['00000000-0000-4000-8000-000000000101','00000000-0000-4000-8000-000000000102', null])[1 + abs(hashint4(g + 1000003)) % 3]::uuid as teams_id,
  abs(hashint4(g + 2000003)) % 100 as h1,
  abs(hashint4(g + 3000017)) % 100 as h2,
  3000000 + 2 * g as ybase,
  make_date(1940 + g % 60, 1 + g % 12, 1 + g % 28) as born,
  g % 900 + 2 as serial
from generate_series(1, ${n}) g;
-- The KYC clock (40 %, and always for HIGH: customers 00055); a clock that is off has its reason.
alter table gen_customers add column clock boolean;
update gen_customers set clock = h1 % 5 < 2 or h2 % 10 = 7;

insert into customers.customers (organisations_id, id, type, name, businessid, ssn, address, postalnumber, city, country,
  language, department, users_id, teams_id, is_removed, removes_at, created_at, updated_at, email, industry_name,
  is_kycclock, kycclock_alarm_at, kycclock_users_id, kycclock_off_reason, is_monitored, monitor_emails, riskscores_level,
  prepayment_register, trade_register, employer_register, tax_liability, bis_checked_at)
select '00000000-0000-4000-8000-000000000001', id,
  case when business then 'business' else 'person' end,
  case when business then stem || case when n % 3 = 0 then 'nen ' else ' ' end || initcap(line) || ' ' || form || ' ' || n
       else first || ' ' || last || ' ' || n end,
  case when business then (select case when r = 1 then null else lpad(b::text, 7, '0') || '-' || case when r = 0 then 0 else 11 - r end end
                             from (select b, (substr(b::text,1,1)::int*7 + substr(b::text,2,1)::int*9 + substr(b::text,3,1)::int*10
                                              + substr(b::text,4,1)::int*5 + substr(b::text,5,1)::int*8 + substr(b::text,6,1)::int*4
                                              + substr(b::text,7,1)::int*2) % 11 as r
                                     from (select ybase + case when (substr(ybase::text,1,1)::int*7 + substr(ybase::text,2,1)::int*9
                                              + substr(ybase::text,3,1)::int*10 + substr(ybase::text,4,1)::int*5 + substr(ybase::text,5,1)::int*8
                                              + substr(ybase::text,6,1)::int*4 + substr(ybase::text,7,1)::int*2) % 11 = 1 then 1 else 0 end as b) x) y)
  end,
  case when business then null
       else to_char(born, 'DDMMYY') || '-' || lpad(serial::text, 3, '0')
            || substr('0123456789ABCDEFHJKLMNPRSTUVWXY', 1 + ((to_char(born, 'DDMMYY') || lpad(serial::text, 3, '0'))::bigint % 31)::int, 1) end,
  'Katu ' || (n % 120 + 1), lpad(((n * 37) % 99 * 1000)::text, 5, '0'), city, country,
  case when country = 'SE' then 'sv' when country = 'FI' then 'fi' else 'en' end,
  (array['Tilintarkastus','Kirjanpito','Lakipalvelut', null])[1 + n % 4],
  users_id, teams_id,
  h1 % 50 = 7, case when h1 % 50 = 7 then now() + interval '30 days' end,
  now() - make_interval(days => (n * 7919) % 1825, secs => n % 86400), now(),
  case when business then 'info@' || lower(stem) || n || '.example.com' else 'customer' || n || '@example.com' end,
  case when business then initcap(line) end,
  clock, case when clock then now() + make_interval(days => (n * 31) % 425 - 60) end,
  case when clock then users_id end, case when not clock then 'Tarkastetaan toisessa järjestelmässä' end,
  h2 % 7 = 0, case when h2 % 7 = 0 then array['monitor@example.com'] else '{}' end,
  (array['LOW','LOW','LOW','LOW','REGULAR','REGULAR','REGULAR','HIGH','NA', null])[1 + h2 % 10],
  case when business then (h1 / 10) % 6 <> 0 end,
  case when business then n % 9 <> 0 end,
  case when business then n % 4 <> 0 end,
  case when business then n % 13 <> 6 end,
  case when business and country = 'FI' then now() - make_interval(days => n % 20 + 1) end
from gen_customers;

-- 5 related persons per customer: 2 owners, 1 actual beneficiary, 1 responsible person, and a PEP for every fourth
-- customer (a second responsible person for the rest).
insert into customers.owners (organisations_id, customers_id, type, name, ssn, businessid, dob, share, nationality, country,
  source, users_id, created_at)
select '00000000-0000-4000-8000-000000000001', c.id,
  case when k = 2 and c.n % 3 = 0 then 'business' else 'person' end,
  case when k = 2 and c.n % 3 = 0 then 'Holding ' || c.stem || ' Oy'
       else (array['Anna','Mikko','Laura','Juha','Sari','Jari','Päivi','Timo'])[1 + (c.n + k) % 8] || ' ' || c.last end,
  case when k = 2 and c.n % 3 = 0 then null else to_char(c.born + k * 400, 'DDMMYY') || '-' || lpad((c.serial + k)::text, 3, '0') || 'X' end,
  case when k = 2 and c.n % 3 = 0 then '2' || lpad((c.n % 999999)::text, 6, '0') || '-1' end,
  c.born + k * 400, case when k = 1 then 60 else 40 end, c.country, c.country,
  (array['MANUAL','DATABASE','REQUEST'])[1 + c.n % 3], c.users_id, now() - make_interval(days => c.n % 365)
from gen_customers c, generate_series(1, 2) k;

insert into customers.actualbeneficiaries (organisations_id, customers_id, name, ssn, dob, share, nationality, country, source, users_id)
select '00000000-0000-4000-8000-000000000001', c.id,
  (array['Eero','Helmi','Ilkka','Kaisa','Lauri','Minna'])[1 + c.n % 6] || ' ' || c.last,
  to_char(c.born + 200, 'DDMMYY') || '-' || lpad(c.serial::text, 3, '0') || 'X', c.born + 200, 60, c.country, c.country,
  'MANUAL', c.users_id
from gen_customers c;

insert into customers.responsiblepersons (organisations_id, customers_id, name, role, nationality, country, dob, users_id)
select '00000000-0000-4000-8000-000000000001', c.id,
  (array['Olli','Aino','Timo','Sari','Björn','Åsa'])[1 + (c.n + k) % 6] || ' ' || c.last,
  (array['CEO','Chair of the board','Board member','Auditor'])[k + (c.n % 2) * 2], c.country, c.country, c.born + k * 900, c.users_id
from gen_customers c, generate_series(1, 2) k
where k = 1 or c.n % 4 <> 0;

insert into customers.peps (organisations_id, customers_id, name, is_pep_self, is_pep_family, is_pep_partner, description, source, users_id)
select '00000000-0000-4000-8000-000000000001', c.id, c.first || ' ' || c.last,
  c.n % 3 = 0, c.n % 3 = 1, c.n % 3 = 2, 'Member of parliament 2015–2019', 'MANUAL', c.users_id
from gen_customers c where c.n % 4 = 0;

-- Some tags (the demo tags VIP / Tarkistettava / Kiinteistö), bank accounts, todos and links.
insert into customers.customer_tags (organisations_id, customers_id, tags_id)
select '00000000-0000-4000-8000-000000000001', c.id,
  ('00000000-0000-4000-a000-' || lpad((100 + 1 + c.n % 3)::text, 12, '0'))::uuid
from gen_customers c where c.h2 / 10 = 3;

insert into customers.bankaccounts (organisations_id, customers_id, number, bic, country, users_id)
select '00000000-0000-4000-8000-000000000001', c.id, 'FI' || lpad((c.n % 97)::text, 2, '0') || lpad(c.n::text, 14, '0'),
  'NDEAFIHH', 'FI', c.users_id
from gen_customers c where c.n % 3 = 0;

insert into customers.todos (organisations_id, customers_id, name, responsible_users_id, deadline_at, is_done, done_at, users_id)
select '00000000-0000-4000-8000-000000000001', c.id, 'Tarkista tosiasialliset edunsaajat', c.users_id,
  now() + make_interval(days => c.n % 60 - 20), c.n % 4 = 0, case when c.n % 4 = 0 then now() end, c.users_id
from gen_customers c where c.n % 5 = 0;

insert into customers.linked_customers (organisations_id, customers_id, linked_customers_id, users_id)
select '00000000-0000-4000-8000-000000000001', a.id, b.id, a.users_id
from gen_customers a join gen_customers b on b.n = a.n + 1
where a.n % 20 = 0;
`;

if (import.meta.url === `file://${process.argv[1]}`) await main();
