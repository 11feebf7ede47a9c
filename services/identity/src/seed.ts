import { demoOrganisations, demoPassword, demoTeams, demoUsers, featureFlags, type RestrictionType } from '@tunne/contracts';
import type { Database } from '@tunne/platform';
import { hashPassword } from './passwords/hash.ts';

interface SeedUser {
  organisations_id: string;
  id: string;
  name: string;
  email: string;
  tel: string | null;
  is_admin: boolean;
  is_active: boolean;
  restrictiontype: RestrictionType;
  use_mfauth: boolean;
  mfauth_tel: string | null;
  disable_uilogin: boolean;
  force_passwordchange: boolean;
}

const demo = demoOrganisations.demo.id;
const toinen = demoOrganisations.toinen.id;

const user = (organisations_id: string, id: string, name: string, email: string, extra: Partial<SeedUser> = {}): SeedUser => ({
  organisations_id, id, name, email, tel: null, is_admin: false, is_active: true, restrictiontype: 'NONE',
  use_mfauth: false, mfauth_tel: null, disable_uilogin: false, force_passwordchange: false, ...extra,
});

/** The demo users (contracts/demo.ts) plus the states tests and e2e need: inactive, no UI login, forced change. */
export const demoIdentityUsers = {
  ...demoUsers,
  inactive: { id: '00000000-0000-4000-8000-000000001006', email: 'inactive@example.com', name: 'Irma Inaktiivinen' },
  nologin: { id: '00000000-0000-4000-8000-000000001007', email: 'nologin@example.com', name: 'Niko Nologin' },
  force: { id: '00000000-0000-4000-8000-000000001008', email: 'force@example.com', name: 'Pia Pakkovaihto' },
} as const;

const u = demoIdentityUsers;
const seedUsers: SeedUser[] = [
  user(demo, u.admin.id, u.admin.name, u.admin.email, { is_admin: true, tel: '+358401110001' }),
  user(demo, u.user.id, u.user.name, u.user.email, { tel: '+358401110002' }),
  user(demo, u.team.id, u.team.name, u.team.email, { restrictiontype: 'TEAM' }),
  user(demo, u.own.id, u.own.name, u.own.email, { restrictiontype: 'USER' }),
  user(demo, u.mfa.id, u.mfa.name, u.mfa.email, { use_mfauth: true, mfauth_tel: '+358401234567', tel: '+358401234567' }),
  user(demo, u.inactive.id, u.inactive.name, u.inactive.email, { is_active: false }),
  user(demo, u.nologin.id, u.nologin.name, u.nologin.email, { disable_uilogin: true }),
  user(demo, u.force.id, u.force.name, u.force.email, { force_passwordchange: true }),
  user(toinen, u.toinenAdmin.id, u.toinenAdmin.name, u.toinenAdmin.email, { is_admin: true }),
];

/** Two operator announcements for the demo: one for everyone, one for Demo Oy only. */
export const demoAnnouncements = [
  {
    id: '00000000-0000-4000-8000-000000007001',
    organisations_id: null,
    title_fi: 'Tervetuloa Tunneen',
    body_fi: 'Käyttöopas löytyy valikosta kohdasta Lataa käyttöopas. Uudet tiedotteet näytetään sinulle kirjautumisen jälkeen.',
    title_en: 'Welcome to Tunne',
    body_en: 'The user guide is in the menu under Download manual. New announcements are offered to you after you log in.',
    title_se: 'Välkommen till Tunne',
    body_se: 'Användarhandboken finns i menyn under Ladda ner handboken. Nya meddelanden visas för dig efter inloggningen.',
  },
  {
    id: '00000000-0000-4000-8000-000000007002',
    organisations_id: demo,
    title_fi: 'Asetukset uudistuivat',
    body_fi: 'Pääkäyttäjät hallitsevat nyt organisaation tietoja, käyttäjiä, tiimejä ja käytössä olevia toimintoja Asetukset-sivulta. Jokainen muutos kirjataan Muutokset-näkymään.',
    title_en: 'Settings have been renewed',
    body_en: 'Administrators now manage the organisation\'s details, users, teams and the features in use on the Settings page. Every change is recorded in the Changes view.',
    title_se: 'Inställningarna har förnyats',
    body_se: 'Huvudanvändare hanterar nu organisationens uppgifter, användare, team och funktioner som används på sidan Inställningar. Varje ändring registreras i vyn Ändringar.',
  },
] as const;

const allFlags = (on: boolean) => Object.fromEntries(featureFlags.map((flag) => [flag, on]));

/** Idempotent: fixed ids, existing rows are left as they are (the owner connection bypasses RLS). */
export const seedIdentity = async (db: Database): Promise<void> => {
  const sql = db.owner;
  const organisations = [
    {
      id: demo, name: demoOrganisations.demo.name, businessid: demoOrganisations.demo.businessid,
      address: 'Mannerheimintie 1', postalnumber: '00100', city: 'Helsinki', tel: '+35891234567',
      email: 'info@example.com', website: 'https://example.com', ...allFlags(true),
    },
    {
      id: toinen, name: demoOrganisations.toinen.name, businessid: demoOrganisations.toinen.businessid,
      address: 'Hämeenkatu 2', postalnumber: '33100', city: 'Tampere', tel: null,
      email: 'info@toinen.example.com', website: null, ...allFlags(false), use_tasks: true,
    },
  ];
  const teams = Object.values(demoTeams).map((t) => ({ organisations_id: t.organisationsId, id: t.id, name: t.name }));
  const members = [
    { teams_id: demoTeams.helsinki.id, users_id: u.team.id },
    { teams_id: demoTeams.tampere.id, users_id: u.admin.id },
    { teams_id: demoTeams.tampere.id, users_id: u.user.id },
  ].map((m) => ({ organisations_id: demo, ...m }));
  // One hash for everyone: argon2 is deliberately slow, and the demo password is the same for all.
  const password_hash = await hashPassword(demoPassword);
  const users = seedUsers.map((row) => ({ ...row, password_hash, password_changed_at: new Date() }));

  await sql.begin(async (tx) => {
    await tx`insert into identity.organisations ${tx(organisations)} on conflict do nothing`;
    await tx`insert into identity.users ${tx(users)} on conflict do nothing`;
    await tx`insert into identity.teams ${tx(teams)} on conflict do nothing`;
    await tx`insert into identity.team_members ${tx(members)} on conflict do nothing`;
    await tx`insert into identity.announcements ${tx(demoAnnouncements.map((a) => ({ ...a })))} on conflict do nothing`;
  });
};
