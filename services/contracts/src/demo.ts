/**
 * The fixed demo data every script, test and the embedded default rely on (README lists it).
 * Ids are stable so the services can seed their own schemas independently.
 */
export const demoPassword = 'Tunne-demo-2026';

export const demoOrganisations = {
  demo: { id: '00000000-0000-4000-8000-000000000001', name: 'Demo Oy', businessid: '2980005-2' },
  toinen: { id: '00000000-0000-4000-8000-000000000002', name: 'Toinen Oy', businessid: '0112038-9' },
} as const;

export const demoTeams = {
  helsinki: { id: '00000000-0000-4000-8000-000000000101', organisationsId: demoOrganisations.demo.id, name: 'Helsinki' },
  tampere: { id: '00000000-0000-4000-8000-000000000102', organisationsId: demoOrganisations.demo.id, name: 'Tampere' },
} as const;

export const demoUsers = {
  admin: { id: '00000000-0000-4000-8000-000000001001', email: 'admin@example.com', name: 'Aino Admin' },
  user: { id: '00000000-0000-4000-8000-000000001002', email: 'user@example.com', name: 'Ville Virtanen' },
  team: { id: '00000000-0000-4000-8000-000000001003', email: 'user-team@example.com', name: 'Tiina Tiimi' },
  own: { id: '00000000-0000-4000-8000-000000001004', email: 'user-own@example.com', name: 'Olli Oma' },
  mfa: { id: '00000000-0000-4000-8000-000000001005', email: 'mfa@example.com', name: 'Maija Monivaihe' },
  toinenAdmin: { id: '00000000-0000-4000-8000-000000002001', email: 'admin@toinen.example.com', name: 'Toni Toinen' },
} as const;
