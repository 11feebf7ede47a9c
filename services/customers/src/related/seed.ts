import { demoOrganisations, demoUsers, helsinkiDate } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { demoCustomers } from '../seed.ts';

const org = demoOrganisations.demo.id;
const id = (n: number): string => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

/** A Demo Oy customer of the core seed, by name (its ids are fixed there). */
const demoCustomer = (name: string) => {
  const found = demoCustomers().find((c) => c.organisations_id === org && c.name === name);
  if (!found) throw new Error(`Demo customer missing: ${name}`);
  return found;
};
const customer = (name: string): string => demoCustomer(name).id;

const day = 86_400_000;

/**
 * Related records for a handful of Demo Oy customers. Idempotent: fixed ids, existing rows are left as they are
 * (the owner connection bypasses RLS). Identifiers and IBANs pass the contracts' validators.
 */
export const seedRelated = async (db: Database): Promise<void> => {
  const aaltonen = customer('Aaltonen Rakennus Oy');
  const bergstrom = customer('Bergström & Co Ab');
  const citymarket = customer('Citymarket Kalevankatu Oy');
  const datavayla = customer('Dataväylä Oy');
  const nordic = customer('Nordic Ledger AB');
  const base = { organisations_id: org, users_id: demoUsers.admin.id };
  const none = { ssn: null, businessid: null, dob: null, nationality: null, country: null, description: null };

  const owners = [
    { id: id(1), customers_id: aaltonen, type: 'person', name: 'Pekka Aaltonen', ...none, ssn: '150375-2340', dob: '1975-03-15', share: 60, nationality: 'FI', country: 'FI', source: 'MANUAL' },
    { id: id(2), customers_id: aaltonen, type: 'business', name: 'Kivikko Invest Oy', ...none, businessid: demoCustomer('Kivikko Invest Oy').businessid, share: 40, country: 'FI', source: 'DATABASE' },
    { id: id(3), customers_id: bergstrom, type: 'person', name: 'Sofia Bergström', ...none, ssn: '020590-117A', dob: '1990-05-02', share: 100, nationality: 'FI', country: 'FI', source: 'REQUEST' },
    { id: id(4), customers_id: nordic, type: 'person', name: 'Erik Lindqvist', ...none, ssn: '19640823-3234', dob: '1964-08-23', share: 75, nationality: 'SE', country: 'SE', source: 'MANUAL' },
    { id: id(5), customers_id: datavayla, type: 'person', name: 'Liisa Virtanen', ...none, ssn: '311268-4580', dob: '1968-12-31', share: 100, nationality: 'FI', country: 'FI', source: 'UNKNOWN' },
  ];
  const beneficiaries = [
    { id: id(101), customers_id: aaltonen, name: 'Pekka Aaltonen', ssn: '150375-2340', dob: '1975-03-15', share: 60, nationality: 'FI', country: 'FI', description: null, source: 'MANUAL' },
    { id: id(102), customers_id: bergstrom, name: 'Sofia Bergström', ssn: '020590-117A', dob: '1990-05-02', share: 100, nationality: 'FI', country: 'FI', description: null, source: 'REQUEST' },
    { id: id(103), customers_id: nordic, name: 'Erik Lindqvist', ssn: '19640823-3234', dob: '1964-08-23', share: 75, nationality: 'SE', country: 'SE', description: null, source: 'DATABASE' },
    { id: id(104), customers_id: citymarket, name: 'Hans Müller', ssn: null, dob: '1959-04-30', share: 30, nationality: 'DE', country: 'DE', description: 'Birth date only: German national', source: 'MANUAL' },
  ];
  const peps = [
    { id: id(201), customers_id: aaltonen, name: 'Pekka Aaltonen', is_pep_self: false, is_pep_family: true, is_pep_partner: false, description: 'Brother is a member of parliament', source: 'REQUEST',
      function: 'Kansanedustaja', country: 'FI', start_date: '2019-04-17', end_date: null },
    { id: id(202), customers_id: datavayla, name: 'Liisa Virtanen', is_pep_self: true, is_pep_family: false, is_pep_partner: false, description: 'Municipal board chair', source: 'IDENTIFICATION',
      function: 'Eduskuntapuolueen hallituksen jäsen', country: 'FI', start_date: '2021-06-12', end_date: null },
  ];
  const responsible = [
    { id: id(301), customers_id: aaltonen, name: 'Pekka Aaltonen', role: 'TJ', nationality: 'FI', country: 'FI', dob: '1975-03-15', ssn: '150375-2340', description: null },
    { id: id(302), customers_id: aaltonen, name: 'Marja Aaltonen', role: 'PJ', nationality: 'FI', country: 'FI', dob: '2001-07-09', ssn: '090701A306K', description: null },
    { id: id(303), customers_id: nordic, name: 'Karin Nilsson', role: 'VD', nationality: 'SE', country: 'SE', dob: '1972-11-04', ssn: '19721104-5583', description: null },
    { id: id(304), customers_id: bergstrom, name: 'Sofia Bergström', role: 'J', nationality: 'FI', country: 'FI', dob: '1990-05-02', ssn: '020590-117A', description: null },
  ];
  const accounts = [
    { id: id(401), customers_id: aaltonen, number: 'FI2112345600000785', bic: 'NDEAFIHH', description: 'Main account', country: 'FI' },
    { id: id(402), customers_id: aaltonen, number: 'FI4250001510000023', bic: 'OKOYFIHH', description: 'Payroll', country: 'FI' },
    { id: id(403), customers_id: nordic, number: 'SE4550000000058398257466', bic: 'ESSESESS', description: null, country: 'SE' },
  ];
  const now = Date.now();
  const todos = [
    { id: id(501), customers_id: aaltonen, name: 'Tarkista edunsaajat', description: 'Vertaa kaupparekisteriin', notes: null,
      responsible_users_id: demoUsers.user.id, deadline_at: helsinkiDate(new Date(now + 14 * day)), is_done: false, done_at: null },
    { id: id(502), customers_id: aaltonen, name: 'Pyydä passikopio', description: null, notes: null,
      responsible_users_id: demoUsers.admin.id, deadline_at: helsinkiDate(new Date(now - 3 * day)), is_done: false, done_at: null },
    { id: id(503), customers_id: bergstrom, name: 'Päivitä riskiarvio', description: null, notes: 'Done at the annual review',
      responsible_users_id: demoUsers.admin.id, deadline_at: helsinkiDate(new Date(now - 30 * day)), is_done: true, done_at: new Date(now - 31 * day) },
    { id: id(504), customers_id: datavayla, name: 'Selvitä varojen alkuperä', description: null, notes: null,
      responsible_users_id: demoUsers.own.id, deadline_at: null, is_done: false, done_at: null },
  ];
  const tasks = [
    { id: id(601), name: 'Tuntemistiedot tarkistettu', description: 'Know-your-customer data checked' },
    { id: id(602), name: 'Riskiarvio tehty', description: 'Risk assessment done' },
    { id: id(603), name: 'Edunsaajat selvitetty', description: 'Beneficial owners identified' },
  ];
  const customerTasks = [
    { id: id(701), customers_id: aaltonen, tasks_id: id(601), is_done: true, done_at: new Date(now - 10 * day) },
    { id: id(702), customers_id: aaltonen, tasks_id: id(603), is_done: true, done_at: new Date(now - 9 * day) },
    { id: id(703), customers_id: bergstrom, tasks_id: id(601), is_done: true, done_at: new Date(now - 20 * day) },
  ];
  const [first, second] = [aaltonen, customer('Kivikko Invest Oy')].sort();
  const links = [{ id: id(801), customers_id: first!, linked_customers_id: second! }];

  const sql = db.owner;
  await sql.begin(async (tx) => {
    const insert = async (table: string, rows: Record<string, unknown>[]) => {
      const withBase = rows.map((row) => ({ ...base, ...row })) as Record<string, string | number | boolean | Date | null>[];
      await tx`insert into ${tx(`customers.${table}`)} ${tx(withBase)} on conflict do nothing`;
    };
    await insert('owners', owners);
    await insert('actualbeneficiaries', beneficiaries);
    await insert('peps', peps);
    await insert('responsiblepersons', responsible);
    await insert('bankaccounts', accounts);
    await insert('todos', todos);
    await insert('tasks', tasks);
    await insert('customer_tasks', customerTasks);
    await insert('linked_customers', links);
  });
};
