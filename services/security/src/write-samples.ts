import { demoOrganisations, demoPassword, demoTeams, demoUsers } from '@tunne/contracts';
import { pngDataUrl } from './outbound-files.ts';

/**
 * A valid request for every write route (POST / PUT / PATCH / DELETE) under /api/, for sweeps that change one field at
 * a time (control-characters.test.ts). Ids are the demo data's (contracts demo.ts and the services' seed.ts files),
 * or rows the sweep creates first (Fixtures). A new route without a sample fails that test: add one here.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A multipart upload: its text fields are swept; the file's text only where `sweep` says so (a file of cells). */
export interface MultipartSample {
  multipart: { fields: Record<string, string>; file: { name: string; type: string; text: string; sweep?: boolean } };
}

export type Role = 'admin' | 'user' | 'none';

export interface WriteSample {
  /** Who calls it; by default admin under /api/v2.5/admin/, nobody for the public auth routes, else the regular user. */
  role?: Role;
  /** null: the route takes no body (only its path parameters are swept). */
  body: Json | MultipartSample | null;
  /** Path parameters that differ from paramsFor's defaults. */
  params?: Record<string, string | FixtureName>;
  /** The catalogue code the valid sample answers when it is not a 2xx (a well-formed but unknown token, say). */
  validAnswer?: string;
  /** Called from the loopback address (the dev routes answer nowhere else). */
  loopback?: boolean;
  /** A recipient's route (services/public): sent with the X-Link-Token of the sweep's sent item of this kind. */
  link?: 'request' | 'letter' | 'identification' | 'signatory';
}

/** Rows the sweep creates before it starts (no demo row of that kind exists). */
export interface Fixtures {
  alert: string;
  lead: string;
  assessment: string;
  /** A draft information request and a draft secure message on Aaltonen (issue 13). */
  request: string;
  letter: string;
  /** A request and a letter sent to the recipient, and their link tokens (from the mails). */
  linkRequest: string;
  linkLetter: string;
  linkRequestToken: string;
  linkLetterToken: string;
  /** A draft identification and a DRAFT e-signature (with a PDF and a signatory) on Aaltonen (issue 14). */
  identification: string;
  esignature: string;
  signatory: string;
  /** An identification and an e-signature sent to their recipients, the signatory's id, and the link tokens. */
  linkIdentification: string;
  linkEsignature: string;
  linkSignatory: string;
  linkIdentificationToken: string;
  linkSignatoryToken: string;
}
export type FixtureName = `fixture:${keyof Fixtures}`;

// Demo Oy customers (customers/src/seed.ts: 00000000-0000-4000-9000-0000001000nn) and related rows (related/seed.ts).
export const demoIds = {
  aaltonen: '00000000-0000-4000-9000-000000100001',
  bergstrom: '00000000-0000-4000-9000-000000100002',
  /** Archived (the last three business customers are). */
  myllypuro: '00000000-0000-4000-9000-000000100028',
  aaltonenOwner: '00000000-0000-4000-a000-000000000001',
  aaltonenBeneficiary: '00000000-0000-4000-a000-000000000101',
  aaltonenPep: '00000000-0000-4000-a000-000000000201',
  aaltonenResponsible: '00000000-0000-4000-a000-000000000301',
  aaltonenAccount: '00000000-0000-4000-a000-000000000401',
  /** Responsible: user@example.com. */
  aaltonenTodo: '00000000-0000-4000-a000-000000000501',
  taskRiskAssessed: '00000000-0000-4000-a000-000000000602',
  taskOwnersKnown: '00000000-0000-4000-a000-000000000603',
  tagVip: '00000000-0000-4000-a000-000000000101',
  tagToCheck: '00000000-0000-4000-a000-000000000102',
  // risk/src/seed.ts
  questionYesNo: '00000000-0000-4000-b000-000000000001',
  questionText: '00000000-0000-4000-b000-000000000002',
  questionCheckbox: '00000000-0000-4000-b000-000000000003',
  questionSelect: '00000000-0000-4000-b000-000000000004',
  questionMulti: '00000000-0000-4000-b000-000000000005',
  questionTextarea: '00000000-0000-4000-b000-000000000006',
  ratingLow: '00000000-0000-4000-b000-000000000101',
  ratingRegular: '00000000-0000-4000-b000-000000000102',
  /** Not a row of any table. */
  unknown: '00000000-0000-4000-8000-00000000dead',
} as const;

/** The KRP list the sweep uploads first: it names a demo customer, so screening that customer raises an alert. */
/**
 * Names Bergström & Co Ab, not Aaltonen Rakennus Oy: the sweep sends items to Aaltonen, and an undecided sanctions match
 * refuses every send to its customer (issue 25 §3, SANCTIONS_CHECK_PENDING).
 */
export const krpCsv = '# published: 2026-01-15\nid,type,name,aliases,programs\nKRP-SWEEP-1,ORGANIZATION,Bergström & Co Ab,,VNp 9/2026\n';

const publicRoutes = new Set([
  'POST /api/v2.5/user/auth', 'PUT /api/v2.5/user/auth', 'PATCH /api/v2.5/user/auth/forgot', 'PATCH /api/v2.5/user/auth/reset',
  'POST /api/dev/url-token',
]);

export const roleOf = (route: string, sample?: WriteSample): Role =>
  sample?.role ?? (publicRoutes.has(route) ? 'none' : route.includes(' /api/v2.5/admin/') ? 'admin' : 'user');

/** Demo ids for a route's path parameters (by name, `:id` by what the path is about); `unknown` where none fits. */
export const paramsFor = (path: string, fixtures: Fixtures): Record<string, string> => {
  const idOf = (): string => {
    if (path.startsWith('/api/v2.5/public/requests/')) return fixtures.linkRequest;
    if (path.startsWith('/api/v2.5/public/letters/')) return fixtures.linkLetter;
    if (path.startsWith('/api/v2.5/public/identifications/')) return fixtures.linkIdentification;
    if (path.startsWith('/api/v2.5/public/signatories/')) return fixtures.linkSignatory;
    if (/\/identifications\/:id/.test(path)) return fixtures.identification;
    if (/\/(e)?signatures\/:id/.test(path)) return fixtures.esignature;
    if (/\/alerts\/:id/.test(path)) return fixtures.alert;
    if (/\/leads\/:id/.test(path)) return fixtures.lead;
    if (/\/requests\/:id/.test(path)) return fixtures.request;
    if (/\/letters\/:id/.test(path)) return fixtures.letter;
    if (/\/riskquestions\/:id/.test(path)) return demoIds.questionText;
    if (/\/riskratings\/:id/.test(path)) return demoIds.ratingRegular;
    if (/\/tags\/:id/.test(path)) return demoIds.tagToCheck;
    if (/\/tasks\/:id/.test(path)) return demoIds.taskOwnersKnown;
    if (/\/users\/:id/.test(path)) return demoUsers.team.id;
    if (/\/teams\/:id/.test(path)) return demoTeams.helsinki.id;
    if (/\/customers\/:id/.test(path)) return demoIds.aaltonen;
    return demoIds.unknown;
  };
  const rowOf = (): string => {
    const kind = /\/customers\/:id\/(\w+)\/:rowId/.exec(path)?.[1];
    const rows: Record<string, string> = {
      owners: demoIds.aaltonenOwner, actualbeneficiaries: demoIds.aaltonenBeneficiary, peps: demoIds.aaltonenPep,
      responsiblepersons: demoIds.aaltonenResponsible, bankaccountnumbers: demoIds.aaltonenAccount, todos: demoIds.aaltonenTodo,
    };
    return (kind && rows[kind]) ?? demoIds.unknown;
  };
  const byName: Record<string, () => string> = {
    id: idOf,
    rowId: rowOf,
    assessmentId: () => fixtures.assessment,
    customers_id: () => demoIds.bergstrom,
    tags_id: () => demoIds.tagVip,
    tasks_id: () => demoIds.taskRiskAssessed,
    files_id: () => demoIds.unknown,
    key: () => 'PEP:unknown',
    signatories_id: () => fixtures.signatory,
    esignatures_id: () => fixtures.esignature,
    // A recipient's link: /public/{requests|letters|identifications}/:org/:customer/:id, /public/signatories/:org/:customer/:esig/:id
    org: () => demoOrganisations.demo.id,
    customer: () => demoIds.aaltonen,
    esig: () => fixtures.linkEsignature,
  };
  return Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, (byName[name!] ?? (() => demoIds.unknown))()]));
};

const ssn = '131052-308T';
/** What a recipient answers to the sweep's request (it asks basic data, owners, free text and source of funds). */
const recipientAnswer: Json = {
  basic: { address: 'Teollisuuskatu 1', city: 'Helsinki' },
  owners: [{ type: 'person', name: 'Pekka Aaltonen', ssn: '131052-308T', description: 'Perustaja\nomistaa enemmistön', share: 60 }],
  freetext: 'Lisätietoja\nrivi 2',
  sof: 'Liiketoiminnan tulot',
};
/** A LATER send: a month ahead (a send must lie between a minute and a year ahead). */
const sendLater = { mode: 'LATER', send_at: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString() };
// The sweep's customer has its EDD refused by the sample above (issue 25 §3): an admin's send carries the override's reason.
const sendLaterOverride = { role: 'admin', body: { ...sendLater, edd_override_reason: 'Sopimuksen\npäättyminen' } } as const;
const upload = (name: string, text: string): MultipartSample => ({ multipart: { fields: {}, file: { name, type: 'text/plain', text } } });
const newPassword = 'Uusi-salasana-2026!';
const noPep = { is_pep_self: false, is_pep_family: false, is_pep_partner: false };
const relatedPerson = { name: 'Seppo Sweep', ssn, dob: '1952-10-13', nationality: 'FI', country: 'FI', description: 'Rivi 1\nRivi 2' };

/** In the order the validity check runs them (a question order before a new question, a lead edit before its conversion). */
export const writeSamples: Record<string, WriteSample> = {
  // ---- identity --------------------------------------------------------------------------------------------
  'POST /api/v2.5/user/auth': { body: { email: 'user-own@example.com', password: demoPassword } },
  'PUT /api/v2.5/user/auth': { body: { jwt: 'not-a-login-link-token' }, validAnswer: 'NOT_LOGGED_IN' },
  'DELETE /api/v2.5/user/auth': { body: null },
  'PUT /api/v2.5/user/auth/renew': { body: null },
  'PATCH /api/v2.5/user/auth/forgot': { body: { email: 'nobody@example.com', organizations_id: '00000000-0000-4000-8000-000000000001' } },
  'PATCH /api/v2.5/user/auth/reset': { body: { token: 'a-well-formed-but-unknown-reset-token', password: newPassword }, validAnswer: 'RESET_TOKEN_INVALID' },
  'PUT /api/v2.5/user/users/me': { body: { name: demoUsers.user.name, tel: '+358401110002', language: 'fi' } },
  'PATCH /api/v2.5/user/users/me/password': { body: { old_password: 'not-the-password', password: newPassword }, validAnswer: 'INVALID_PASSWORD' },
  'PUT /api/v2.5/admin/users/:id': { body: { restrictiontype: 'TEAM' } },
  // Users, teams and the profile (issue 15).
  'POST /api/v2.5/admin/users': {
    body: { name: 'Sanna Sweep', email: 'sweep-user@example.com', tel: '+358401110099', language: 'fi', restrictiontype: 'USER', password: newPassword },
  },
  'DELETE /api/v2.5/admin/users/:id': { body: null },
  'POST /api/v2.5/admin/teams': { body: { name: 'Sweep-tiimi', description: 'Rivi 1\nRivi 2' } },
  'PUT /api/v2.5/admin/teams/:id': { body: { name: demoTeams.helsinki.name, description: 'Pääkonttori' } },
  'DELETE /api/v2.5/admin/teams/:id': { body: null },
  'POST /api/v2.5/admin/teams/:id/users': { body: { users_id: demoUsers.user.id } },
  'DELETE /api/v2.5/admin/teams/:id/users': { body: { users_id: demoUsers.user.id } },
  'PUT /api/v2.5/user/users/me/notifications': { body: { notify_alerts: true } },
  // The file is no image (only the form's text fields are swept, and it has none).
  'POST /api/v2.5/user/users/me/avatar': {
    body: { multipart: { fields: {}, file: { name: 'avatar.png', type: 'image/png', text: 'not an image' } } },
    validAnswer: 'IMAGE_UNSUPPORTED',
  },
  'DELETE /api/v2.5/user/users/me/avatar': { body: null },
  // Texts, preferences, attachments and saved filters (issue 15): made-up ids answer NOT_FOUND after validation.
  'POST /api/v2.5/admin/texts': { body: { name: 'Pohja', text: 'Hei\nrivi 2' } },
  'PUT /api/v2.5/admin/texts/:id': { body: { name: 'Pohja', text: 'Hei\nrivi 2' }, validAnswer: 'NOT_FOUND' },
  'DELETE /api/v2.5/admin/texts/:id': { body: null, validAnswer: 'NOT_FOUND' },
  'POST /api/v2.5/admin/preferences': { body: { name: 'Asetus', type: 'string', value: 'arvo' } },
  'PUT /api/v2.5/admin/preferences/:id': { body: { name: 'Asetus', type: 'string', value: 'arvo' }, validAnswer: 'NOT_FOUND' },
  'DELETE /api/v2.5/admin/preferences/:id': { body: null, validAnswer: 'NOT_FOUND' },
  'POST /api/v2.5/admin/attachments': {
    body: { multipart: { fields: { name: 'Liite', description: 'Kuvaus' }, file: { name: 'liite.txt', type: 'text/plain', text: 'Liite\n' } } },
  },
  'PUT /api/v2.5/admin/attachments/:id': { body: { name: 'Liite', description: 'Kuvaus' }, validAnswer: 'NOT_FOUND' },
  'DELETE /api/v2.5/admin/attachments/:id': { body: null, validAnswer: 'NOT_FOUND' },
  'POST /api/v2.5/admin/filters': { body: { name: 'Suodatin', items: [{ type: 'CITY_IS', value: 'Oulu' }] } },
  'DELETE /api/v2.5/admin/filters/:id': { body: null, validAnswer: 'NOT_FOUND' },
  'POST /api/v2.5/user/users/me/totp': { body: null },
  'PUT /api/v2.5/user/users/me/totp': { body: { code: '123456' }, validAnswer: 'TOTP_NOT_ENABLED' },
  'DELETE /api/v2.5/user/users/me/totp': { body: { password: 'not-the-password', code: '123456' }, validAnswer: 'TOTP_NOT_ENABLED' },
  'DELETE /api/v2.5/user/users/me/sessions/:id': { body: null },
  'DELETE /api/v2.5/user/users/me/sessions': { body: null },
  'DELETE /api/v2.5/admin/users/:id/sessions': { body: null },
  // Mails the user guide to the user (issue 15).
  'POST /api/v2.5/admin/users/:id/manual': { body: null },
  'PUT /api/v2.5/admin/organizations/security': { body: { require_second_factor: false, session_idle_minutes: 30 } },
  'PUT /api/v2.5/admin/organizations/my': {
    body: {
      name: demoOrganisations.demo.name, address: 'Mannerheimintie 1', city: 'Helsinki', email: 'info@example.com', website: 'https://example.com',
      description: 'Tilitoimisto\nHelsingissä', color_primary: '#0f5c4d', privacy_text: 'Rivi 1\nRivi 2', privacy_link: 'https://example.com/tietosuoja',
      feature_flags: [{ name: 'monitoring', type: 'MODULE' }],
    },
  },
  // The logo's text is swept too: an SVG with a control character is not XML (refused 415, never a 5xx).
  'PUT /api/v2.5/admin/organizations/my/seniormanagement': { body: { compliance_officer: null, members: [] } },
  'POST /api/v2.5/admin/organizations/my/logo': {
    body: {
      multipart: {
        fields: {},
        file: { name: 'logo.svg', type: 'image/svg+xml', text: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Demo Oy</title><rect width="10" height="10" fill="#0f5c4d"/></svg>', sweep: true },
      },
    },
  },
  'DELETE /api/v2.5/admin/organizations/my/logo': { body: null },
  'POST /api/dev/url-token': { body: { email: demoUsers.user.email }, loopback: true },

  // ---- customers -------------------------------------------------------------------------------------------
  'POST /api/v2.5/user/customers': {
    body: {
      type: 'person', name: 'Sanni Sweep', ssn, address: 'Testikatu 1', postalnumber: '00100', city: 'Helsinki', country: 'FI',
      language: 'fi', department: 'Kirjanpito', email: 'sanni@example.com', contact_name: 'Sanni', contact_email: 'sanni@example.com',
      nationality: 'FI', description: 'Rivi 1\nRivi 2', domain: 'sweep.example.com', teams_id: demoTeams.tampere.id,
    },
  },
  'PUT /api/v2.5/user/customers/:id': {
    body: {
      name: 'Aaltonen Rakennus Oy', address: 'Mannerheimintie 2', postalnumber: '00100', city: 'Helsinki', country: 'FI', language: 'fi',
      department: 'Tilintarkastus', email: 'info@aaltonen.example.com', contact_name: 'Pekka Aaltonen', contact_email: 'pekka@example.com',
      description: 'Rakennusliike\tvuodesta 1990', industry_name: 'Talonrakentaminen', industry_code: '41200', companytype_code: '16',
      founded_at: '1990-01-10',
    },
  },
  'DELETE /api/v2.5/user/customers/:id': { body: null },
  'POST /api/v2.5/user/customers/:id/restore': { body: null, params: { id: demoIds.myllypuro } },
  'DELETE /api/v2.5/admin/customers/:id': { body: null, params: { id: demoIds.myllypuro } },
  // Audit entry ids are sequence numbers: the sample names one that is not Aaltonen's.
  'POST /api/v2.5/user/customers/:id/audit/show': { role: 'admin', body: { audit_id: '999999999999' }, validAnswer: 'NOT_FOUND' },
  'PUT /api/v2.5/admin/customers/:id/user': { body: { users_id: demoUsers.user.id } },
  'PUT /api/v2.5/admin/customers/retention': { body: { retention_years: 6, reason: 'Valvojan määräys' } },
  'PUT /api/v2.5/user/customers/:id/team': { body: { teams_id: demoTeams.tampere.id } },
  'PUT /api/v2.5/user/customers/:id/domain': { body: { domain: 'aaltonen.example.com' } },
  'PATCH /api/v2.5/user/customers/:id/kycclock': { body: { is_kycclock: true, kycclock_alarm_at: null } },
  'PATCH /api/v2.5/user/customers/:id/monitors': { body: { is_monitored: true, monitor_emails: ['valvonta@example.com', 'toinen@example.com'] } },
  'PATCH /api/v2.5/user/customers/:id/tag/:tags_id': { body: null },
  'PATCH /api/v2.5/user/customers/:id/task/:tasks_id': { body: { mode: 'add' } },
  'POST /api/v2.5/user/customers/:id/linked_customers/:customers_id': { body: null },
  'DELETE /api/v2.5/user/customers/:id/linked_customers/:customers_id': { body: null },
  'POST /api/v2.5/admin/tags': { body: { name: 'Sweep', description: 'Lisätty\ttestissä' } },
  'PUT /api/v2.5/admin/tags/:id': { body: { name: 'Tarkistettava', description: 'Tiedot tarkistettava' } },
  'DELETE /api/v2.5/admin/tags/:id': { body: null },
  'POST /api/v2.5/admin/tasks': { body: { name: 'Sweep-tehtävä', description: 'Kuvaus' } },
  'PUT /api/v2.5/admin/tasks/:id': { body: { name: 'Edunsaajat selvitetty', description: 'Beneficial owners identified' } },
  'DELETE /api/v2.5/admin/tasks/:id': { body: null },

  // ---- related records -------------------------------------------------------------------------------------
  'POST /api/v2.5/user/customers/:id/owners': { body: { type: 'person', ...relatedPerson, share: 10, source: 'MANUAL' } },
  'PUT /api/v2.5/user/customers/:id/owners/:rowId': { body: { name: 'Pekka Aaltonen', description: 'Perustaja', nationality: 'FI' } },
  'DELETE /api/v2.5/user/customers/:id/owners/:rowId': { body: null },
  'POST /api/v2.5/user/customers/:id/actualbeneficiaries': { body: { ...relatedPerson, share: 10, source: 'REQUEST' } },
  'PUT /api/v2.5/user/customers/:id/actualbeneficiaries/:rowId': { body: { name: 'Pekka Aaltonen', description: 'Perustaja' } },
  'DELETE /api/v2.5/user/customers/:id/actualbeneficiaries/:rowId': { body: null },
  // Issue 25 §7, §8: a review done; the organisation's PEP function list (demo ids 00000000-0000-4000-a100-0000000000nn).
  'POST /api/v2.5/user/customers/:id/reviews': { body: { scope: ['IDENTITY', 'PEPS'], outcome: 'NO_CHANGES', notes: 'Tarkastettu\tkokonaan' } },
  'POST /api/v2.5/admin/pepfunctions': { body: { name: 'Sweep-tehtävä', description: 'Kansallinen luettelo' } },
  'PUT /api/v2.5/admin/pepfunctions/:id': {
    body: { name: 'Kansainvälisen järjestön johtaja', description: 'Muutettu' }, params: { id: '00000000-0000-4000-a100-000000000013' },
  },
  'DELETE /api/v2.5/admin/pepfunctions/:id': { body: null, params: { id: '00000000-0000-4000-a100-000000000012' } },
  'POST /api/v2.5/user/customers/:id/peps': { body: { name: 'Seppo Sweep', is_pep_self: true, description: 'Kunnanvaltuutettu', source: 'MANUAL' } },
  'PUT /api/v2.5/user/customers/:id/peps/:rowId': { body: { name: 'Pekka Aaltonen', description: 'Veli on kansanedustaja' } },
  'DELETE /api/v2.5/user/customers/:id/peps/:rowId': { body: null },
  'POST /api/v2.5/user/customers/:id/responsiblepersons': { body: { ...relatedPerson, role: 'J' } },
  'PUT /api/v2.5/user/customers/:id/responsiblepersons/:rowId': { body: { name: 'Pekka Aaltonen', role: 'TJ' } },
  'DELETE /api/v2.5/user/customers/:id/responsiblepersons/:rowId': { body: null },
  'POST /api/v2.5/user/customers/:id/bankaccountnumbers': {
    body: { number: 'DE89370400440532013000', bic: 'COBADEFFXXX', description: 'Euroopan tili', country: 'DE' },
  },
  'PUT /api/v2.5/user/customers/:id/bankaccountnumbers/:rowId': { body: { description: 'Päätili', bic: 'NDEAFIHH' } },
  'DELETE /api/v2.5/user/customers/:id/bankaccountnumbers/:rowId': { body: null },
  'POST /api/v2.5/user/customers/:id/todos': {
    body: { name: 'Pyydä ote', description: 'Kaupparekisteriote', notes: 'Rivi 1\r\nRivi 2', responsible_users_id: demoUsers.user.id, deadline_at: '2030-01-01T12:00:00.000Z' },
  },
  'PUT /api/v2.5/user/customers/:id/todos/:rowId': { body: { name: 'Tarkista edunsaajat', description: 'Vertaa kaupparekisteriin', notes: 'Muistiinpano' } },
  'PATCH /api/v2.5/user/customers/:id/todos/:rowId': { body: { files_id: demoIds.unknown }, validAnswer: 'FILE_NOT_FOUND' },
  'POST /api/v2.5/user/customers/:id/todos/:rowId/answer': { body: { answer: 'Tarkistettu\nkaikki kunnossa' } },
  'POST /api/v2.5/user/customers/:id/todos/:rowId/send': { body: null },
  'POST /api/v2.5/user/customers/:id/todos/:rowId/files': {
    body: { multipart: { fields: {}, file: { name: 'liite.txt', type: 'text/plain', text: 'Liitteen teksti\n' } } },
  },
  'DELETE /api/v2.5/user/customers/:id/todos/:rowId': { body: null },
  'POST /api/v2.5/user/customers/import/preview': {
    body: { multipart: { fields: {}, file: { name: 'asiakkaat.csv', type: 'text/csv', text: 'Nimi;Tyyppi\nTuonti Testi Oy;yritys\n', sweep: true } } },
  },
  'POST /api/v2.5/user/customers/import': {
    body: {
      multipart: {
        fields: { mapping: '{"Nimi":"name","Kaupunki":"city"}', type_default: 'business', skip_duplicates: 'false', dry_run: 'false' },
        file: { name: 'asiakkaat.csv', type: 'text/csv', text: 'Nimi;Kaupunki\nTuonti Testi Oy;Lahti\n', sweep: true },
      },
    },
  },

  // ---- leads -----------------------------------------------------------------------------------------------
  'POST /api/v2.5/user/leads': {
    body: {
      type: 'business', name: 'Liidi Sweep Oy', businessid: '1234567-1', country: 'FI', email: 'liidi@example.com', phone: '+358 40 123 4567',
      contact_name: 'Liisa Liidi', description: 'Tavattu messuilla', status: 'NEW',
    },
  },
  'PUT /api/v2.5/user/leads/:id': { body: { name: 'Kiinnostunut Oy', contact_name: 'Kari Kontakti', description: 'Soitettu', status: 'CONTACTED' } },
  'POST /api/v2.5/user/leads/:id/convert': { body: { country: 'FI', teams_id: demoTeams.helsinki.id } },
  'DELETE /api/v2.5/user/leads/:id': { body: null },

  // ---- alerts and lists ------------------------------------------------------------------------------------
  'POST /api/v2.5/admin/lists/krp': { body: { multipart: { fields: {}, file: { name: 'krp.csv', type: 'text/csv', text: krpCsv } } } },
  'PUT /api/v2.5/admin/alerts/settings': { body: { sources: ['EU', 'UN', 'KRP'], threshold: 0.8, notify_teams_id: demoTeams.tampere.id } },
  // Issue 25 §3: no request to switch four-eyes off waits in the demo data.
  'POST /api/v2.5/admin/alerts/settings/four-eyes-off/approve': { body: { reason: 'Pieni\norganisaatio' }, validAnswer: 'FOUR_EYES_OFF_NOT_PENDING' },
  'POST /api/v2.5/admin/alerts/settings/four-eyes-off/refuse': { body: { reason: 'Ei\nkäy' }, validAnswer: 'FOUR_EYES_OFF_NOT_PENDING' },
  'PATCH /api/v2.5/user/customers/:id/alerts': { body: null },
  'POST /api/v2.5/user/alerts/:id/silence': { body: { description: 'Eri yhtiö\nTarkistettu', valid_at: '2030-01-01', silenceclass: 'FALSEPOSITIVE' } },
  'DELETE /api/v2.5/user/alerts/:id/silence': { body: null },
  'POST /api/v2.5/user/alerts/:id/silence/approve': { body: {} },
  // The silence sample above is a four-eyes request of the user (on by default, issue 25 §3): another user refuses it.
  'POST /api/v2.5/user/alerts/:id/silence/refuse': { body: { description: 'Syntymäaika täsmää\nEi hiljennetä' }, role: 'admin' },
  'POST /api/v2.5/user/queries': { body: { query: 'Aaltonen Rakennus', entityType: 'ORGANIZATION', similarity: 0.8 } },

  // ---- risk ------------------------------------------------------------------------------------------------
  'PATCH /api/v2.5/admin/riskquestions': {
    body: {
      data: [
        demoIds.questionSelect, demoIds.questionYesNo, demoIds.questionText, demoIds.questionCheckbox, demoIds.questionMulti, demoIds.questionTextarea,
      ],
    },
  },
  'POST /api/v2.5/admin/riskquestions': {
    body: {
      type: 'SELECT', question: 'Asiakkaan toimiala?', description: 'Kuvaus', help: 'Ohje\nrivi 2', headline: 'Toimiala', placeholder: 'Valitse',
      options: ['Rakentaminen', 'Kauppa'],
    },
  },
  'PUT /api/v2.5/admin/riskquestions/:id': { body: { question: 'Missä maissa?', placeholder: 'Esim. Iran', help: 'Luettele maat' } },
  'DELETE /api/v2.5/admin/riskquestions/:id': { body: null },
  'POST /api/v2.5/admin/riskratings': { body: { name: 'Erittäin korkea', number: 4, description: 'Tehostettu seuranta', kycclock_expiration_days: 90 } },
  'PUT /api/v2.5/admin/riskratings/:id': { body: { name: 'Normaali riski', description: 'Tavanomainen' } },
  'DELETE /api/v2.5/admin/riskratings/:id': { body: null },
  'PUT /api/v2.5/admin/riskscoresettings': {
    body: { countries_high: 'IR\nKP', countries_medium: 'RU', countries: 'AF', companytypes: '16', industries: '41200', points_pep: 10 },
  },
  // A version dated far ahead: it never comes into force for the other tests.
  // Two countries leave out the shared ones: refused as weakening the list (issue 25 §3), after the text is checked.
  'POST /api/v2.5/admin/riskscoresettings/eulists': {
    body: { act: 'Delegated Regulation (EU) 2016/1675 (sample)', in_force_at: '2099-01-01', countries: ['KP', 'IR'], sources: 'Lähde\nrivi 2' },
    validAnswer: 'EU_LIST_WEAKENED',
  },
  'POST /api/v2.5/admin/riskscoresettings/eulists/:id/approve': { body: null, validAnswer: 'NOT_FOUND' },
  'PUT /api/v2.5/user/customers/:id/riskanswers': {
    body: {
      data: [
        { riskquestions_id: demoIds.questionYesNo, answer: 'yes', description: 'Vientiä\nnaapurimaihin' },
        { riskquestions_id: demoIds.questionText, answer: 'Viro' },
        { riskquestions_id: demoIds.questionSelect, answer: 'Kirjanpito' },
        { riskquestions_id: demoIds.questionMulti, answer: ['Veroneuvonta', 'Palkanlaskenta'] },
        { riskquestions_id: demoIds.questionTextarea, answer: 'Ei muuta' },
      ],
    },
  },
  'POST /api/v2.5/user/customers/:id/riskassessments': {
    body: { name: 'Vuosikatsaus', description: 'Arvio\nrivi 2', riskratings_id: demoIds.ratingLow, expires_at: '2030-01-01', start_kycclock: false },
  },
  'PUT /api/v2.5/user/customers/:id/riskassessments/:assessmentId': { body: { name: 'Vuosikatsaus 2', description: 'Päivitetty' } },
  'DELETE /api/v2.5/user/customers/:id/riskassessments/:assessmentId': { body: null },
  // Enhanced due diligence: filled in by the user, decided on by the admin (in this order when the samples are sent).
  'PUT /api/v2.5/user/customers/:id/edd': {
    body: { purpose: 'Kirjanpito\nja neuvonta', source_of_funds: 'Liiketoiminnan tulot', source_of_wealth: 'Perintö', revision: 0 },
  },
  'POST /api/v2.5/user/customers/:id/edd/files': {
    body: { multipart: { fields: {}, file: { name: 'varallisuus.txt', type: 'text/plain', text: 'Varallisuusselvitys\n' } } },
  },
  'DELETE /api/v2.5/user/customers/:id/edd/files/:fileId': { body: null, validAnswer: 'FILE_NOT_FOUND' },
  // Without a text field the approval is not sent as it is; the refusal decides on the revision the PUT above made.
  'POST /api/v2.5/user/customers/:id/edd/approve': { role: 'admin', body: { revision: 1 } },
  'POST /api/v2.5/user/customers/:id/edd/refuse': { role: 'admin', body: { revision: 1, reason: 'Selvitä\nlähde' } },
  'POST /api/v2.5/user/customers/:id/edd/freeze/lift': { role: 'admin', body: { reason: 'Päätös\nsaatu' }, validAnswer: 'EDD_NOT_FROZEN' },
  // Issue 25 §1: a second admin decides on the lift; the notification to the authority (none frozen in the demo data).
  'POST /api/v2.5/user/customers/:id/edd/freeze/lift/approve': {
    role: 'admin', body: { request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Päätös\ntarkistettu' }, validAnswer: 'EDD_NOT_FROZEN',
  },
  'POST /api/v2.5/user/customers/:id/edd/freeze/lift/refuse': {
    role: 'admin', body: { request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Päätös\npuuttuu' }, validAnswer: 'EDD_NOT_FROZEN',
  },
  // Issue 25 §1: a retained record's freeze (the sweep's id is a live customer: not a retained record, 404 after the body).
  'POST /api/v2.5/admin/customers/retained/:id/freeze/lift': { role: 'admin', body: { reason: 'Päätös\nsaatu' }, validAnswer: 'RESTRICTED_ACCESS' },
  'POST /api/v2.5/admin/customers/retained/:id/freeze/lift/approve': {
    role: 'admin', body: { request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Päätös\ntarkistettu' }, validAnswer: 'RESTRICTED_ACCESS',
  },
  'POST /api/v2.5/admin/customers/retained/:id/freeze/lift/refuse': {
    role: 'admin', body: { request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Päätös\npuuttuu' }, validAnswer: 'RESTRICTED_ACCESS',
  },
  'POST /api/v2.5/user/customers/:id/edd/freeze/notification': {
    role: 'admin', body: { authority: 'Ulosottolaitos', notified_on: '2026-01-02', reference: 'UO-2026-1' }, validAnswer: 'EDD_NOT_FROZEN',
  },
  // Issue 25 §3: no removal of that id waits (the text is checked first).
  'POST /api/v2.5/user/customers/:id/edd/removals/:removalId/approve': { role: 'admin', body: { reason: 'PEP-asema\npäättyi' }, validAnswer: 'NOT_FOUND' },

  // ---- requests and secure messages (issue 13) ------------------------------------------------------------
  // :id of /requests/:id and /letters/:id is a draft the sweep creates; the sends schedule it (LATER), so it stays a draft.
  'POST /api/v2.5/user/customers/:id/requests': {
    body: {
      email: 'pekka@example.com', note: 'Hei,\nterveisin Demo Oy', description: 'Vuosittainen\ntarkistus', language: 'fi', ask_owners: true,
      ask_owners_description: 'Kaikki\nomistajat', ask_riskquestions: true, riskquestions_type: 'MANDATORY',
    },
  },
  'PUT /api/v2.5/user/requests/defaults': {
    body: { ask_owners: true, ask_owners_description: 'Omistajat\nosuuksineen', ask_files: true, ask_files_description: 'Kaupparekisteriote', language: 'se' },
  },
  'PUT /api/v2.5/user/requests/:id': {
    body: {
      email: 'pekka@example.com', note: 'Muistutus\nperään', description: 'Kuvaus', ask_peps: true, ask_peps_description: 'Poliittisesti\nvaikutusvaltaiset',
      ask_freetext: true, ask_freetext_description: 'Muuta kerrottavaa?', ask_sof: true, ask_sof_description: 'Varojen alkuperä',
    },
  },
  'PATCH /api/v2.5/user/requests/:id': { body: { files_id: demoIds.unknown }, validAnswer: 'FILE_NOT_FOUND' },
  'POST /api/v2.5/user/requests/:id/files': { body: upload('liite.txt', 'Pyynnön liite\n') },
  'POST /api/v2.5/user/requests/:id/send': { body: sendLater },
  'POST /api/v2.5/user/requests/:id/accept': { body: null },
  // The fixture is a draft: no answer waits for approval, so the state check answers.
  'POST /api/v2.5/user/requests/:id/deny': { body: { reason: 'Omistajat\npuuttuvat' }, validAnswer: 'NOT_AWAITING_APPROVAL' },
  'DELETE /api/v2.5/user/requests/:id': { body: null },
  'POST /api/v2.5/user/customers/:id/letters': {
    body: { email: 'pekka@example.com', tel: '+358 40 123 4567', text: 'Hei,\nliitteenä sopimus.', note: 'Sopimus\nallekirjoitettavaksi', language: 'fi', allow_answer: true },
  },
  'PUT /api/v2.5/user/letters/:id': { body: { email: 'pekka@example.com', tel: '+358401234567', text: 'Korjattu\r\nviesti', note: 'Huom', language: 'en' } },
  'PATCH /api/v2.5/user/letters/:id': { body: { files_id: demoIds.unknown }, validAnswer: 'FILE_NOT_FOUND' },
  'POST /api/v2.5/user/letters/:id/files': { body: upload('sopimus.txt', 'Sopimuksen teksti\n') },
  'POST /api/v2.5/user/letters/:id/send': sendLaterOverride,
  'DELETE /api/v2.5/user/letters/:id': { body: null },
  // ---- the recipients' links (services/public): no session, the sent item's token in X-Link-Token -----------
  'PUT /api/v2.5/public/requests/:org/:customer/:id/draft': { role: 'none', link: 'request', body: recipientAnswer },
  'POST /api/v2.5/public/requests/:org/:customer/:id/files': { role: 'none', link: 'request', body: upload('ote.txt', 'Kaupparekisteriote\n') },
  'DELETE /api/v2.5/public/requests/:org/:customer/:id/files/:filesId': { role: 'none', link: 'request', body: null },
  // After the draft: submitting ends the link.
  'POST /api/v2.5/public/requests/:org/:customer/:id/submit': { role: 'none', link: 'request', body: recipientAnswer },
  'POST /api/v2.5/public/letters/:org/:customer/:id/code': { role: 'none', link: 'letter', body: null },
  'POST /api/v2.5/public/letters/:org/:customer/:id/files': { role: 'none', link: 'letter', body: upload('vastaus.txt', 'Allekirjoitettu\n') },
  'POST /api/v2.5/public/letters/:org/:customer/:id/answer': { role: 'none', link: 'letter', body: { text: 'Kiitos,\nsopimus allekirjoitettu.' } },
  // ---- identifications and e-signatures (issue 14) --------------------------------------------------------
  // :id of /identifications/:id and /esignatures/:id is a draft the sweep creates; the send schedules the identification
  // (LATER), so it stays a draft. The e-signature's send, pause and resume take no body (only the path is swept).
  'POST /api/v2.5/user/customers/:id/identifications': {
    body: {
      name: 'Pekka Aaltonen', email: 'pekka@example.com', note: 'Hei,\nterveisin Demo Oy', description: 'Vuosittainen\ntunnistus',
      instructions: 'Tunnistaudu\npankkitunnuksilla', language: 'fi', available_eidmethods: ['NETSEIDENT_BANKID_FI', 'SCREENSIGNATURE'], ask_pep: true,
    },
  },
  'PUT /api/v2.5/user/identifications/defaults': {
    body: { available_eidmethods: ['PASSPORTFILE'], ask_pep: true, instructions: 'Ohje\nrivi 2', description: 'Kuvaus' },
  },
  'PUT /api/v2.5/user/identifications/:id': {
    body: {
      name: 'Pekka Aaltonen', email: 'pekka@example.com', note: 'Muistutus', description: 'Kuvaus\r\nrivi 2', instructions: 'Ohje',
      language: 'en', available_eidmethods: ['PASSPORTFILE', 'SCREENSIGNATURE'],
    },
  },
  'POST /api/v2.5/user/identifications/:id/send': sendLaterOverride,
  'POST /api/v2.5/user/identifications/:id/accept': { body: null },
  // The fixture is a draft: nothing waits for acceptance, nothing is identified, no identity code conflicts.
  'POST /api/v2.5/user/identifications/:id/deny': { body: { reason: 'Kuva\nepäselvä' }, validAnswer: 'NOT_AWAITING_APPROVAL' },
  'POST /api/v2.5/user/identifications/:id/copy': { body: { customers_id: demoIds.bergstrom }, validAnswer: 'IDENTIFICATION_DATA_MISSING' },
  // Issue 25 §5: the fixture is a draft — no mismatch to decide, no document to verify.
  'POST /api/v2.5/user/identifications/:id/mismatch': { body: { decision: 'ACCEPTED' }, validAnswer: 'MISMATCH_NONE' },
  'POST /api/v2.5/user/identifications/:id/verify-document': { body: null, validAnswer: 'DOCUMENT_NOT_VERIFIABLE' },
  'POST /api/v2.5/user/esignatures/:id/signatories/:signatories_id/mismatch': { body: { decision: 'REJECTED' }, validAnswer: 'MISMATCH_NONE' },
  'PUT /api/v2.5/user/identifications/:id/metadata': {
    body: {
      // No face-match level: the fixture is not a document identification (issue 25 §5).
      document_number: 'XP1234567', document_type: 'PASSPORT', nationality: 'FI', gender: 'M', birthdate: '1952-10-13',
      date_of_expiry: '2030-01-01', issuing_country: 'FI',
    },
  },
  'POST /api/v2.5/user/identifications/:id/ssn-conflict': { body: { resolution: 'KEEP_STORED' }, validAnswer: 'SSN_CONFLICT_NONE' },
  'DELETE /api/v2.5/user/identifications/:id': { body: null },
  'POST /api/v2.5/user/customers/:id/esignatures': {
    body: {
      signature_name: 'Toimeksiantosopimus', name: 'Sopimus 2026', description: 'Vuoden\nsopimus', signtext: 'Olen lukenut\nja hyväksyn',
      note: 'Hei,\nallekirjoitathan', language: 'fi', allow_passportreader: true,
    },
  },
  'PUT /api/v2.5/user/esignatures/:id': {
    body: { signature_name: 'Toimeksiantosopimus 2', name: 'Sopimus', description: 'Päivitetty', signtext: 'Hyväksyn', note: 'Huom', language: 'se' },
  },
  'PATCH /api/v2.5/user/esignatures/:id': { body: { files_id: demoIds.unknown }, validAnswer: 'FILE_NOT_FOUND' },
  // A file of text, not a PDF: never accepted, and the sweep sends it only with a NUL in the path.
  'POST /api/v2.5/user/esignatures/:id/files': { body: { multipart: { fields: {}, file: { name: 'sopimus.pdf', type: 'application/pdf', text: '%PDF-1.4\n' } } } },
  'POST /api/v2.5/user/esignatures/:id/signatories': {
    body: {
      name: 'Pekka Aaltonen', companyname: 'Aaltonen Rakennus Oy', role: 'Toimitusjohtaja', email: 'pekka@example.com', hide_ssn: true,
      note: 'Allekirjoita\nensin', signtext: 'Hyväksyn ehdot', signorder: 1, available_eidmethods: ['NETSEIDENT_BANKID_FI', 'SCREENSIGNATURE'],
    },
  },
  'PUT /api/v2.5/user/esignatures/:id/signatories/:signatories_id': {
    body: { name: 'Pekka Aaltonen', companyname: 'Aaltonen Oy', role: 'Hallituksen jäsen', email: 'pekka@example.com', available_eidmethods: ['SCREENSIGNATURE'] },
  },
  'PATCH /api/v2.5/user/esignatures/:id/signatories/:signatories_id': { body: null },
  'DELETE /api/v2.5/user/esignatures/:id/signatories/:signatories_id': { body: null },
  'POST /api/v2.5/user/esignatures/:id/pause': { body: null },
  'POST /api/v2.5/user/esignatures/:id/resume': { body: null },
  'POST /api/v2.5/user/esignatures/:id/send': { body: null },
  'POST /api/v2.5/user/signatures/:id/send': { body: null },
  'DELETE /api/v2.5/user/esignatures/:id': { body: null },
  // The person's and the signatory's pages: no eID provider in the suite (the method is unavailable, a callback names no
  // session); the document step names an unknown file. The drawn signatures come last: they identify and sign.
  'POST /api/v2.5/public/identifications/:org/:customer/:id/eid/start': { role: 'none', link: 'identification', body: { method: 'NETSEIDENT_BANKID_FI' }, validAnswer: 'EID_METHOD_UNAVAILABLE' },
  'POST /api/v2.5/public/identifications/:org/:customer/:id/eid/complete': {
    role: 'none', link: 'identification', body: { callback: '?code=sweep-code&state=sweep-state', pep: noPep }, validAnswer: 'EID_INVALID',
  },
  'POST /api/v2.5/public/identifications/:org/:customer/:id/files': {
    role: 'none', link: 'identification', body: { multipart: { fields: {}, file: { name: 'passi.png', type: 'image/png', text: 'not a photo' } } },
  },
  'POST /api/v2.5/public/identifications/:org/:customer/:id/passport': {
    role: 'none', link: 'identification', body: { files_id: [demoIds.unknown], pep: noPep }, validAnswer: 'FILE_NOT_FOUND',
  },
  'POST /api/v2.5/public/identifications/:org/:customer/:id/screensignature': { role: 'none', link: 'identification', body: { image: pngDataUrl(), pep: noPep } },
  'POST /api/v2.5/public/signatories/:org/:customer/:esig/:id/eid/start': { role: 'none', link: 'signatory', body: { method: 'NETSEIDENT_BANKID_FI' }, validAnswer: 'EID_METHOD_UNAVAILABLE' },
  'POST /api/v2.5/public/signatories/:org/:customer/:esig/:id/eid/complete': {
    role: 'none', link: 'signatory', body: { callback: '?code=sweep-code&state=sweep-state' }, validAnswer: 'EID_INVALID',
  },
  'POST /api/v2.5/public/signatories/:org/:customer/:esig/:id/sign': { role: 'none', link: 'signatory', body: { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() } },
  // The verification page takes a PDF and nothing else (no field to sweep).
  'POST /api/v2.5/public/verify': { role: 'none', body: { multipart: { fields: {}, file: { name: 'allekirjoitettu.pdf', type: 'application/pdf', text: '%PDF-1.4\n' } } } },
  'PUT /api/v2.5/admin/organizations/outbound': {
    body: { host: 'https://asiakas.example.com', resend_strategy: 'WEEKLY', outbound_email_name: 'Demo Oy Asiakaspalvelu', public_color: '#1a2b3c' },
  },
  // Issue 26: dismissing one of the caller's notices (a made-up id answers NOT_FOUND after validation).
  'POST /api/v2.5/user/pending/notices/seen': { body: { id: '00000000-0000-4000-8000-000000000000' }, validAnswer: 'NOT_FOUND' },
  // Issue 15: the test mail of the e-mail settings goes to the calling admin (no body).
  'POST /api/v2.5/admin/organizations/outbound/testmail': { body: null },
  // Issue 25 §3/§5: the demo's level is the lowest (nothing to lower); no request of that id waits.
  'POST /api/v2.5/admin/organizations/outbound/eidlevel': { body: { eid_min_level: 'substantial', reason: 'Pankit\nantavat loa2' }, validAnswer: 'EID_LEVEL_NOT_LOWER' },
  'POST /api/v2.5/admin/organizations/outbound/eidlevel/approve': {
    body: { request_id: '00000000-0000-4000-8000-00000000e1d1', reason: 'Riskiarvio\ntehty' }, validAnswer: 'EID_LEVEL_NOT_PENDING',
  },
  'POST /api/v2.5/admin/organizations/outbound/eidlevel/refuse': {
    body: { request_id: '00000000-0000-4000-8000-00000000e1d1', reason: 'Ei\nperusteita' }, validAnswer: 'EID_LEVEL_NOT_PENDING',
  },
};

/** GET routes with free-text (or enumerated) query filters, with valid values: each is swept like a body field. */
export const querySamples: Record<string, Record<string, string>> = {
  'GET /api/v2.5/user/customers': { name: 'Aaltonen', 'business-id': '1000000', sort: 'name' },
  'GET /api/v2.5/user/customers/csv': { name: 'Aaltonen', sort: '-name' },
  'GET /api/v2.5/user/customers/pdf': { name: 'Aaltonen' },
  'GET /api/v2.5/user/leads': { search: 'Kiinnostunut', status: 'NEW', sort: 'name' },
  'GET /api/v2.5/user/alerts': { view: 'all' },
  'GET /api/v2.5/user/riskquestions': { type: 'YESNO' },
  'GET /api/v2.5/common/countries': { lang: 'fi' },
  'GET /api/v2.5/user/pending': { timeframe: 'this_month', own: 'true' },
};
