import { demoOrganisations, demoTeams, demoUsers, helsinkiDate, type Language, type RiskLevel, type TradeRegisterFlag } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/** Y-tunnus check digit (weights 7,9,10,5,8,4,2; remainder 1 is never issued). */
const withYCheck = (base: string): string | null => {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = [...base].reduce((acc, digit, i) => acc + Number(digit) * weights[i]!, 0);
  const remainder = sum % 11;
  if (remainder === 1) return null;
  return `${base}-${remainder === 0 ? 0 : 11 - remainder}`;
};

const demoBusinessNames = [
  'Aaltonen Rakennus Oy', 'Bergström & Co Ab', 'Citymarket Kalevankatu Oy', 'Dataväylä Oy', 'Eteläranta Kiinteistöt Oy',
  'Fennica Logistiikka Oy', 'Granit Partners Oy', 'Haapala Tilintarkastus Oy', 'Ilmarinen Konsultointi Oy', 'Jokilaakson Sähkö Oy',
  'Kalliola Lakitoimisto Oy', 'Lappeenrannan Puu Oy', 'Meriranta Capital Oy', 'Nordic Ledger AB', 'Oulun Konepaja Oy',
  'Pohjoistuuli Energia Oy', 'Québec Trading Ltd', 'Rautaruukki Palvelut Oy', 'Saimaan Satama Oy', 'Tähtitorni Media Oy',
  'Uusimaa Asunnot Oy', 'Vaasan Vakuutusmeklarit Oy', 'Wärtsilänkatu Holding Oy', 'Ylöjärven Leipomo Oy', 'Åbo Bokföring Ab',
  'Öljysataman Huolto Oy', 'Kivikko Invest Oy', 'Myllypuron Autokorjaamo Oy', 'Helmi Kauneus Oy', 'Saarinen & Saarinen Oy',
];
const demoPersonNames = [
  'Anna Korhonen', 'Mikko Nieminen', 'Laura Mäkinen', 'Juha Hämäläinen', 'Sari Laine', 'Jari Heikkinen',
  'Päivi Koskinen', 'Timo Järvinen', 'Elina Lehtonen', 'Kari Lehtinen', 'Åsa Lindqvist', 'Björn Öhman',
];
const cities = ['Helsinki', 'Espoo', 'Tampere', 'Turku', 'Oulu', 'Vaasa', 'Jyväskylä', 'Kuopio'];
const departments = ['Tilintarkastus', 'Kirjanpito', 'Lakipalvelut', null];

interface SeedCustomer {
  organisations_id: string;
  id: string;
  type: 'business' | 'person';
  name: string;
  businessid: string | null;
  ssn: string | null;
  city: string;
  country: string;
  department: string | null;
  users_id: string;
  teams_id: string | null;
  is_removed: boolean;
  removes_at: Date | null;
  created_at: Date;
}

type RegisterFlags = Record<TradeRegisterFlag, boolean | null>;

/** The §3 fields beyond the foundation's; every seed row has all of them (one multi-row insert). */
interface SeedDetails extends RegisterFlags {
  address: string | null;
  postalnumber: string | null;
  language: string | null;
  email: string | null;
  vatnumber: string | null;
  nationality: string | null;
  industry_name: string | null;
  industry_code: string | null;
  companytype_code: string | null;
  founded_at: string | null;
  is_kycclock: boolean;
  /** A day, YYYY-MM-DD. */
  kycclock_alarm_at: string | null;
  kycclock_users_id: string | null;
  /** Issue 25 §7: every active customer has a running clock or a reason why it is off. */
  kycclock_off_reason: string | null;
  kycclock_off_by: string | null;
  kycclock_off_at: Date | null;
  is_monitored: boolean;
  monitor_emails: string[];
  riskscores_level: RiskLevel | null;
  bis_checked_at: Date | null;
  bis_failed_at: Date | null;
}

export type SeedCustomerRow = SeedCustomer & SeedDetails;

const customerId = (org: number, n: number): string => `00000000-0000-4000-9000-${String(org * 100000 + n).padStart(12, '0')}`;

/** The demo register: a few dozen customers over owners and teams in Demo Oy, a handful in Toinen Oy. */
export const demoCustomers = (now: Date = new Date()): SeedCustomerRow[] => {
  const owners = [demoUsers.admin.id, demoUsers.user.id, demoUsers.team.id, demoUsers.own.id];
  const teams = [demoTeams.helsinki.id, demoTeams.tampere.id, null];
  const rows: SeedCustomer[] = [];
  const created = Date.UTC(2025, 0, 15);
  demoBusinessNames.forEach((name, i) => {
    let base = 1000000 + i * 7919;
    let businessid = withYCheck(String(base));
    while (!businessid) businessid = withYCheck(String((base += 1)));
    rows.push({
      organisations_id: demoOrganisations.demo.id,
      id: customerId(1, i + 1),
      type: 'business',
      name,
      businessid,
      ssn: null,
      city: cities[i % cities.length]!,
      country: name.endsWith(' AB') ? 'SE' : name.endsWith('Ltd') ? 'GB' : 'FI',
      department: departments[i % departments.length] ?? null,
      users_id: owners[i % owners.length]!,
      teams_id: teams[i % teams.length] ?? null,
      is_removed: i >= 27,
      removes_at: i >= 27 ? new Date(Date.UTC(2027, 0, 1 + i)) : null,
      created_at: new Date(created + i * 86_400_000 * 9),
    });
  });
  demoPersonNames.forEach((name, i) => {
    rows.push({
      organisations_id: demoOrganisations.demo.id,
      id: customerId(1, 100 + i),
      type: 'person',
      name,
      businessid: null,
      ssn: `${String(10 + i).padStart(2, '0')}0${(i % 9) + 1}8${i % 10}-${String(100 + i * 7).slice(0, 3)}X`,
      city: cities[(i + 3) % cities.length]!,
      country: name.startsWith('Å') || name.startsWith('Bj') ? 'SE' : 'FI',
      department: null,
      users_id: owners[(i + 1) % owners.length]!,
      teams_id: teams[(i + 1) % teams.length] ?? null,
      is_removed: false,
      removes_at: null,
      created_at: new Date(created + i * 86_400_000 * 17),
    });
  });
  ['Toisen Asiakas Oy', 'Rajatun Näkyvyyden Oy', 'Salainen Säätiö sr', 'Pekka Toinen', 'Kaukaa Haettu Oy', 'Viimeinen Oy'].forEach((name, i) => {
    rows.push({
      organisations_id: demoOrganisations.toinen.id,
      id: customerId(2, i + 1),
      type: name === 'Pekka Toinen' ? 'person' : 'business',
      name,
      businessid: name === 'Pekka Toinen' ? null : withYCheck(String(2000000 + i * 13)) ?? null,
      ssn: name === 'Pekka Toinen' ? '121270-123A' : null,
      city: cities[i % cities.length]!,
      country: 'FI',
      department: null,
      users_id: demoUsers.toinenAdmin.id,
      teams_id: null,
      is_removed: false,
      removes_at: null,
      created_at: new Date(created + i * 86_400_000),
    });
  });
  return rows.map((row) => withDetails(row, now));
};

const streets = ['Mannerheimintie', 'Hämeenkatu', 'Aleksanterinkatu', 'Kauppakatu', 'Isokatu', 'Rantakatu'];
/** Industries as the Finnish register names them in Finnish, Swedish and English (TOL 2008); industry_name is the Finnish one. */
const industryNames: Record<string, Partial<Record<Language, string>>> = {
  '41200': { fi: 'Asuin- ja muiden rakennusten rakentaminen', se: 'Byggande av bostadshus och andra byggnader', en: 'Construction of residential and non-residential buildings' },
  '69202': { fi: 'Tilintarkastustoiminta', se: 'Revision', en: 'Auditing activities' },
  '68202': { fi: 'Muiden kiinteistöjen vuokraus ja hallinta', se: 'Uthyrning och förvaltning av andra fastigheter', en: 'Renting and operating of other real estate' },
  '62010': { fi: 'Ohjelmistojen suunnittelu ja valmistus', se: 'Dataprogrammering', en: 'Computer programming activities' },
  '49410': { fi: 'Tieliikenteen tavarankuljetus', se: 'Vägtransport, godstrafik', en: 'Freight transport by road' },
  '43210': { fi: 'Sähköasennus', se: 'Elinstallationer', en: 'Electrical installation' },
};
// In this order (the row number picks one): integer-like keys would come out of Object.entries sorted.
const industries = ['41200', '69202', '68202', '62010', '49410', '43210'].map((code) => [industryNames[code]!.fi!, code] as const);
const riskCycle: (RiskLevel | null)[] = ['LOW', 'REGULAR', 'HIGH', 'LOW', 'NA', null, 'REGULAR'];
const day = 86_400_000;

/**
 * Realistic values for the register's later fields, fixed per row number: KYC clocks expired (red), alarming
 * within a month (yellow) and later (green); some customers monitored (never an archived one: archiving is
 * refused while monitoring is on); trade-register flags for Finnish businesses, a few not in the prepayment register
 * and a few whose latest register fetch failed.
 */
const withDetails = (row: SeedCustomer, now: Date): SeedCustomerRow => {
  const n = Number(row.id.slice(-5));
  const business = row.type === 'business';
  const finnishBusiness = business && row.country === 'FI';
  const [industry, industryCode] = industries[n % industries.length]!;
  const level = riskCycle[n % riskCycle.length] ?? null;
  // Issue 25 §7: every active customer has a running clock or a reason. The rows of the first cycle show expired,
  // alarming and later clocks; a few LOW and REGULAR ones (never HIGH, never archived) have it off with a reason; the rest are
  // due later within their cycle.
  const offWithReason = !row.is_removed && ((level === 'LOW' && n % 3 === 1) || (level === 'REGULAR' && n % 4 === 0 && n % 3 !== 0));
  const clock = !offWithReason;
  const alarmOffsetDays = n % 3 === 0 ? [-10, 14, 200][Math.floor(n / 3) % 3]! : 120 + (n % 7) * 30;
  const flag = (value: boolean): boolean | null => (finnishBusiness ? value : null);
  return {
    ...row,
    address: `${streets[n % streets.length]} ${(n % 40) + 1}`,
    postalnumber: String(100 + (n % 90) * 100).padStart(5, '0'),
    language: row.country === 'SE' ? 'se' : row.country === 'GB' ? 'en' : 'fi',
    email: business ? `info@${row.name.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '').slice(0, 20)}.example.com` : null,
    vatnumber: finnishBusiness && row.businessid ? `FI${row.businessid.replace('-', '')}` : null,
    nationality: business ? null : row.country,
    industry_name: business ? industry : null,
    industry_code: business ? industryCode : null,
    companytype_code: finnishBusiness ? '16' : null,
    founded_at: business ? `${1980 + (n % 40)}-0${(n % 9) + 1}-1${n % 10}` : null,
    is_kycclock: clock,
    kycclock_alarm_at: clock ? helsinkiDate(new Date(now.getTime() + alarmOffsetDays * day)) : null,
    kycclock_users_id: clock ? row.users_id : null,
    kycclock_off_reason: offWithReason ? 'Asiakkuus on lepäävä: ei liiketoimia, tiedot tarkastetaan ennen seuraavaa toimeksiantoa.' : null,
    kycclock_off_by: offWithReason ? demoUsers.admin.id : null,
    kycclock_off_at: offWithReason ? new Date(now.getTime() - 30 * day) : null,
    is_monitored: !row.is_removed && n % 5 === 1,
    monitor_emails: !row.is_removed && n % 5 === 1 ? ['valvonta@example.com'] : [],
    riskscores_level: level,
    prepayment_register: flag(n % 7 !== 2),
    trade_register: flag(n % 11 !== 4),
    employer_register: flag(n % 4 !== 1),
    tax_liability: flag(n % 13 !== 6),
    bankruptcy: flag(false),
    liquidation: flag(n === 100014),
    restructuring: flag(n === 100009),
    interrupted: flag(false),
    defunct: flag(false),
    ended: flag(false),
    bis_checked_at: finnishBusiness ? new Date(now.getTime() - ((n % 20) + 1) * day) : null,
    // A few whose latest register fetch failed after the last good check (e.g. Citymarket Kalevankatu Oy).
    bis_failed_at: finnishBusiness && n % 10 === 3 ? new Date(now.getTime() - 3 * 60 * 60 * 1000) : null,
  };
};

const tagId = (org: number, n: number): string => `00000000-0000-4000-a000-${String(org * 100 + n).padStart(12, '0')}`;

/** Demo tags and which demo customers carry them (by customer id). */
export const demoTags = () => {
  const demo = demoOrganisations.demo.id;
  const tags = [
    { organisations_id: demo, id: tagId(1, 1), name: 'VIP', description: 'Tärkeä asiakas' },
    { organisations_id: demo, id: tagId(1, 2), name: 'Tarkistettava', description: 'Tiedot tarkistettava seuraavassa katselmoinnissa' },
    { organisations_id: demo, id: tagId(1, 3), name: 'Kiinteistö', description: 'Kiinteistöalan asiakas' },
    { organisations_id: demoOrganisations.toinen.id, id: tagId(2, 1), name: 'VIP', description: null },
  ];
  const attach = (tag: string, customers: string[]) =>
    customers.map((customers_id) => ({ organisations_id: demo, customers_id, tags_id: tag }));
  const customerTags = [
    ...attach(tagId(1, 1), [customerId(1, 1), customerId(1, 3), customerId(1, 13)]),
    ...attach(tagId(1, 2), [customerId(1, 6), customerId(1, 103)]),
    ...attach(tagId(1, 3), [customerId(1, 5), customerId(1, 21)]),
  ];
  return { tags, customerTags };
};

/**
 * Issue 25 §8: Demo Oy's PEP function list — the prominent public functions of the Finnish national list (AML Act
 * 444/2017 ch. 1 § 4 a and the Ministry of Finance's list of functions).
 */
export const demoPepFunctions = () => [
  'Valtionpäämies (tasavallan presidentti)',
  'Pääministeri tai ministeri',
  'Valtiosihteeri tai kansliapäällikkö',
  'Kansanedustaja',
  'Eduskuntapuolueen hallituksen jäsen',
  'Korkeimman oikeuden tai korkeimman hallinto-oikeuden jäsen',
  'Oikeuskansleri tai eduskunnan oikeusasiamies',
  'Valtiontalouden tarkastusviraston johtaja',
  'Suomen Pankin johtokunnan jäsen',
  'Suurlähettiläs tai asiainhoitaja',
  'Puolustusvoimien komentaja tai kenraali- tai amiraalikunnan upseeri',
  'Valtionyhtiön hallinto-, johto- tai valvontaelimen jäsen',
  'Kansainvälisen järjestön johtaja, varajohtaja tai hallituksen jäsen',
].map((name, i) => ({
  organisations_id: demoOrganisations.demo.id,
  id: `00000000-0000-4000-a100-${String(i + 1).padStart(12, '0')}`,
  name,
}));

/** Idempotent: fixed ids, existing rows are left as they are (the owner connection bypasses RLS). */
export const seedCustomers = async (db: Database): Promise<void> => {
  const rows = demoCustomers();
  const { tags, customerTags } = demoTags();
  await db.owner`insert into customers.customers ${db.owner(rows)} on conflict do nothing`;
  for (const [code, names] of Object.entries(industryNames)) {
    await db.owner`update customers.customers set industry_names = (${JSON.stringify(names)}::text)::jsonb
      where industry_code = ${code} and industry_names is null and id = any(${rows.map((row) => row.id)}::uuid[])`;
  }
  await db.owner`insert into customers.tags ${db.owner(tags)} on conflict do nothing`;
  await db.owner`insert into customers.customer_tags ${db.owner(customerTags)} on conflict do nothing`;
  await db.owner`insert into customers.pep_functions ${db.owner(demoPepFunctions())} on conflict do nothing`;
};
