import { demoOrganisations, demoTeams, demoUsers } from '@tunne/contracts';
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

const customerId = (org: number, n: number): string => `00000000-0000-4000-9000-${String(org * 100000 + n).padStart(12, '0')}`;

/** The demo register: a few dozen customers over owners and teams in Demo Oy, a handful in Toinen Oy. */
export const demoCustomers = (): SeedCustomer[] => {
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
  return rows;
};

/** Idempotent: fixed ids, existing rows are left as they are (the owner connection bypasses RLS). */
export const seedCustomers = async (db: Database): Promise<void> => {
  const rows = demoCustomers();
  await db.owner`insert into customers.customers ${db.owner(rows)} on conflict do nothing`;
};
