import { randomUUID } from 'node:crypto';
import { pngDataUrl } from './outbound-files.ts';
import type { FeatureFlag } from '@tunne/contracts';

/**
 * Who may call each route of the gateway, read from the code (requireAuth / requireAdmin / requireFeature and the
 * inline checks in the services' route files), not from what the server answers. authorization-matrix.test.ts
 * calls every route with every principal and token attack against these rows and fails when gatewayRoutes() lists
 * a route that has no row here.
 */
export type Access =
  /**
   * No session: login, password reset, the shell, health, the country list (a session only adds its risk lists), and
   * the recipients' link routes (services/public), which the link's token in X-Link-Token admits instead (`link`).
   */
  | 'public'
  /** Any logged-in user of an active organisation (requireAuth). */
  | 'user'
  /** requireAdmin, or the route's own isAdmin check. */
  | 'admin'
  /** Development only: mounted when the dev outbox is, never in production, and answering loopback callers only. */
  | 'dev';

/** The recipients' links: a request's, a secure message's, an identification's and an e-signature signatory's. */
export const linkKinds = ['request', 'letter', 'identification', 'signatory'] as const;
export type LinkKind = (typeof linkKinds)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a path parameter names; the test fills it from the principal's own, a hidden or another organisation's data. */
export const paramKinds = [
  'customer',
  // The second customer of a link (both must be visible).
  'otherCustomer',
  // A customer's related records, todos, files, risk assessments and alerts: visible as their customer is.
  'owner',
  'actualBeneficiary',
  'pep',
  'responsiblePerson',
  'bankAccount',
  'todo',
  'todoFile',
  'riskAssessment',
  // A document of a customer's enhanced due diligence.
  'eddFile',
  // A removal of an EDD ground waiting for senior management (issue 25 §3).
  'eddRemoval',
  'alert',
  // A lead: a TEAM or USER user sees their own leads only.
  'lead',
  // The organisation's own catalogues and people.
  'tag',
  'task',
  // Issue 25 §8: an entry of the organisation's PEP function list.
  'pepFunction',
  'riskQuestion',
  'riskRating',
  // The organisation's own version of the EU list of high-risk third countries (issue 25 §3).
  'euList',
  'user',
  'team',
  // Each user's own: a sanction query and a login session (nobody else's, whatever the role or restriction).
  'query',
  'session',
  // A sanction or PEP list entry key (`SOURCE:id`): published list data, the same for every organisation.
  'listEntry',
  'pepEntry',
  // A customer's information request and secure message (issue 13), and the files of each: visible as their customer is.
  'request',
  'letter',
  'requestFile',
  'letterFile',
  // A customer's identification and e-signature (issue 14): visible as their customer is. The staff probes use a draft
  // of each; the identification's document file, the e-signature's PDF and its signatory are looked up through them.
  'identification',
  'identificationFile',
  'esignature',
  'esignatureFile',
  'signatory',
  // The organisation's own id: the first part of a recipient's link address (/public/…/:org/:customer/:id).
  'organisation',
  // The organisation's library (issue 15, identity): a text template, a preference, an attachment, a saved filter.
  'textTemplate',
  'preference',
  'attachment',
  'savedFilter',
  // An operator's announcement addressed to one organisation (those for everyone are everyone's).
  'announcement',
] as const;
export type ParamKind = (typeof paramKinds)[number];

/** Who sends the body: bodies may name the caller (hand a customer over to oneself, make oneself admin). */
export interface Caller {
  usersId: string;
  /** The caller's first team, or null. */
  teamsId: string | null;
}

export interface RouteAccess {
  method: HttpMethod;
  path: string;
  access: Access;
  /** The organisation flag the route needs (requireFeature); Toinen Oy has only use_tasks. */
  feature?: FeatureFlag;
  /**
   * The path holds a customer id (or an alert, request, letter, identification or e-signature of one) whose visibility
   * follows the user's restriction.
   */
  customerScoped?: boolean;
  /** One kind per path parameter. */
  params: Record<string, ParamKind>;
  /** A valid body: what a client would send to change something, so only the access check stands in the way. */
  body?: (caller: Caller) => unknown;
  /** A download link: a temporary token in `?jwt=` is accepted (GET), a session token there is not. */
  download?: boolean;
  /** Deletes, archives, converts, sends or links: probed with unknown ids when the caller may do it. */
  destructive?: boolean;
  /** Ends the caller's session (logout): probed with a session of its own. */
  endsSession?: boolean;
  /**
   * A recipient's link route (services/public, issues 13 and 14): the item of this kind named by the path, its link's
   * token in X-Link-Token. Probed with no, a malformed, a made-up, another link's and a session token and with the path
   * of another organisation, customer or item (404 LINK_INVALID or a 400, no data, nothing stored); then with its own.
   */
  link?: LinkKind;
  /**
   * Takes a multipart file (the probes send one, so the body is not what refuses them): a text file, or a PNG or PDF.
   * Marked on the recipients' routes and where the file's type decides (an e-signature takes PDFs only).
   */
  upload?: boolean | 'png' | 'pdf';
}

type Extra = Omit<RouteAccess, 'method' | 'path' | 'access' | 'params'>;

const route = (access: Access) => (method: HttpMethod, path: string, params: Record<string, ParamKind> = {}, extra: Extra = {}): RouteAccess => ({
  method,
  path,
  access,
  params,
  ...extra,
});
const publicRoute = route('public');
const user = route('user');
const admin = route('admin');
const dev = route('dev');

const customer = { id: 'customer' } as const;
const scoped = { customerScoped: true } as const;
const destroys = { destructive: true } as const;
const name = (value: string) => () => ({ name: value });

const api = '/api/v2.5';
const customerPath = `${api}/user/customers/:id`;

/** Owners, actual beneficiaries, PEPs, responsible persons and bank accounts: the same four calls each. */
const recordRoutes = (path: string, kind: ParamKind, body: Record<string, unknown>): RouteAccess[] => {
  const base = `${customerPath}/${path}`;
  const row = { ...customer, rowId: kind };
  return [
    user('GET', base, customer, scoped),
    user('POST', base, customer, { ...scoped, body: () => body }),
    user('PUT', `${base}/:rowId`, row, { ...scoped, body: () => body }),
    user('DELETE', `${base}/:rowId`, row, { ...scoped, ...destroys }),
  ];
};

const gatewayOwn: RouteAccess[] = [
  publicRoute('GET', '/healthz'),
  dev('GET', '/api/dev/outbox'),
  dev('POST', '/api/dev/url-token', {}, { body: () => ({ email: 'admin@example.com' }) }),
  dev('GET', '/dev/mailbox'),
  publicRoute('GET', '/'),
  publicRoute('GET', '/app'),
  publicRoute('GET', '/app/remotes.json'),
  publicRoute('GET', '/favicon.ico'),
];

/**
 * The organisation's library (issue 15, identity): text templates, preferences, attachments and saved filters. Every
 * user reads them (and downloads an attachment, with a temporary token in ?jwt= too); only admins write them.
 */
const idlibRoutes: RouteAccess[] = [
  user('GET', `${api}/user/texts`),
  admin('POST', `${api}/admin/texts`, {}, { body: () => ({ name: 'Matrix probe', text: 'Matrix probe' }) }),
  admin('PUT', `${api}/admin/texts/:id`, { id: 'textTemplate' }, { body: () => ({ name: 'Matrix probe', text: 'Matrix probe' }) }),
  admin('DELETE', `${api}/admin/texts/:id`, { id: 'textTemplate' }, destroys),
  user('GET', `${api}/user/preferences`),
  admin('POST', `${api}/admin/preferences`, {}, { body: () => ({ name: 'Matrix probe', value: 'Matrix probe' }) }),
  admin('PUT', `${api}/admin/preferences/:id`, { id: 'preference' }, { body: () => ({ name: 'Matrix probe', type: 'string', value: 'Matrix probe' }) }),
  admin('DELETE', `${api}/admin/preferences/:id`, { id: 'preference' }, destroys),
  user('GET', `${api}/user/attachments`),
  user('GET', `${api}/user/attachments/:id/file`, { id: 'attachment' }, { download: true }),
  // The probe's text file, named after the file (the name field is optional).
  admin('POST', `${api}/admin/attachments`, {}, { upload: true }),
  admin('PUT', `${api}/admin/attachments/:id`, { id: 'attachment' }, { body: name('Matrix probe') }),
  admin('DELETE', `${api}/admin/attachments/:id`, { id: 'attachment' }, destroys),
  user('GET', `${api}/user/filters`),
  admin('POST', `${api}/admin/filters`, {}, { body: () => ({ name: 'Matrix probe', items: [] }) }),
  admin('DELETE', `${api}/admin/filters/:id`, { id: 'savedFilter' }, destroys),
];

/** Announcements and the user guide (issue 15, identity: routes/announcements.ts, routes/manual.ts). */
const idannRoutes: RouteAccess[] = [
  user('GET', `${api}/user/announcements`),
  user('GET', `${api}/user/announcements/:id`, { id: 'announcement' }),
  // The menu's "download manual" link: a temporary token in ?jwt=.
  user('GET', `${api}/user/manual`, {}, { download: true }),
  // Mails the guide to the user, so it is probed with unknown ids.
  admin('POST', `${api}/admin/users/:id/manual`, { id: 'user' }, destroys),
];

/** Issue 15: users, teams and the profile (services/identity routes admin-users.ts, teams.ts, profile.ts). */
const idusersRoutes: RouteAccess[] = [
  admin('POST', `${api}/admin/users`, {}, {
    body: () => ({ name: 'Matrix Probe', email: `probe-${randomUUID()}@example.com`, language: 'fi', restrictiontype: 'USER', password: 'Vuoristo-polku-kesä-26' }),
  }),
  admin('DELETE', `${api}/admin/users/:id`, { id: 'user' }, destroys),
  admin('GET', `${api}/admin/teams`),
  admin('POST', `${api}/admin/teams`, {}, { body: name('Matrix probe') }),
  admin('PUT', `${api}/admin/teams/:id`, { id: 'team' }, { body: () => ({ name: 'Matrix probe', description: null }) }),
  admin('DELETE', `${api}/admin/teams/:id`, { id: 'team' }, destroys),
  admin('POST', `${api}/admin/teams/:id/users`, { id: 'team' }, { body: (caller) => ({ users_id: caller.usersId }) }),
  admin('DELETE', `${api}/admin/teams/:id/users`, { id: 'team' }, { ...destroys, body: (caller) => ({ users_id: caller.usersId }) }),
  user('GET', `${api}/user/users/me/profile`),
  user('PUT', `${api}/user/users/me/notifications`, {}, { body: () => ({ notify_reminders: true }) }),
  user('POST', `${api}/user/users/me/avatar`, {}, { upload: 'png' }),
  user('DELETE', `${api}/user/users/me/avatar`),
  // The key in ?key= is the secret (>= 128 random bits, new on every upload): an <img> sends no session.
  publicRoute('GET', `${api}/public/avatar`),
];

/** The organisation's settings and logo (issue 15, identity). */
const idorgRoutes: RouteAccess[] = [
  admin('GET', `${api}/admin/organizations/my`),
  // A description only: turning a flag off would close the other rows' routes to the rest of the matrix.
  admin('PUT', `${api}/admin/organizations/my`, {}, { body: () => ({ description: 'Matrix probe' }) }),
  // Issue 25 §3: the compliance officer and senior management (an empty naming keeps the admins deciding).
  admin('GET', `${api}/admin/organizations/my/seniormanagement`),
  admin('PUT', `${api}/admin/organizations/my/seniormanagement`, {}, { body: () => ({ compliance_officer: null, members: [] }) }),
  admin('POST', `${api}/admin/organizations/my/logo`, {}, { upload: 'png' }),
  admin('DELETE', `${api}/admin/organizations/my/logo`, {}, destroys),
  // By an unguessable key, new for every upload; no session (shown on the recipients' pages).
  publicRoute('GET', `${api}/public/logo`),
];

// Issue 15 (settings and administration): the outbound settings' test mail to the calling admin, and the price list.
const svcauditRoutes: RouteAccess[] = [
  admin('POST', `${api}/admin/organizations/outbound/testmail`),
  user('GET', `${api}/user/prices`),
];

const risk: RouteAccess[] = [
  user('GET', `${api}/user/riskquestions`),
  admin('GET', `${api}/admin/riskquestions`),
  admin('POST', `${api}/admin/riskquestions`, {}, { body: () => ({ type: 'YESNO', question: 'Matrix probe?' }) }),
  admin('PUT', `${api}/admin/riskquestions/:id`, { id: 'riskQuestion' }, { body: () => ({ help: 'Matrix probe' }) }),
  admin('DELETE', `${api}/admin/riskquestions/:id`, { id: 'riskQuestion' }, destroys),
  admin('PATCH', `${api}/admin/riskquestions`),
  user('GET', `${api}/user/riskratings`),
  admin('GET', `${api}/admin/riskratings`),
  admin('POST', `${api}/admin/riskratings`, {}, { body: () => ({ name: 'Matrix probe', number: 99 }) }),
  admin('PUT', `${api}/admin/riskratings/:id`, { id: 'riskRating' }, { body: () => ({ description: 'Matrix probe' }) }),
  admin('DELETE', `${api}/admin/riskratings/:id`, { id: 'riskRating' }, destroys),
  admin('GET', `${api}/admin/riskscoresettings`),
  admin('PUT', `${api}/admin/riskscoresettings`),
  admin('GET', `${api}/admin/riskscoresettings/recalculation`),
  admin('GET', `${api}/admin/riskscoresettings/eulists`),
  // A version dated far ahead: it never comes into force for the other tests.
  admin('POST', `${api}/admin/riskscoresettings/eulists`, {}, { body: () => ({ act: 'Matrix probe act', in_force_at: '2099-01-01', countries: ['KP'] }) }),
  // Issue 25 §3: an own version counts once another admin approves it.
  admin('POST', `${api}/admin/riskscoresettings/eulists/:id/approve`, { id: 'euList' }),
  user('GET', `${customerPath}/riskanswers`, customer, scoped),
  user('PUT', `${customerPath}/riskanswers`, customer, { ...scoped, body: () => ({ data: [] }) }),
  // Every version of the answers (issue 25 §6): whoever sees the customer.
  user('GET', `${customerPath}/riskanswers/history`, customer, scoped),
  user('GET', `${customerPath}/riskassessments`, customer, scoped),
  user('GET', `${customerPath}/riskassessments/history`, customer, scoped),
  user('GET', `${customerPath}/riskassessments/:assessmentId`, { ...customer, assessmentId: 'riskAssessment' }, scoped),
  user('POST', `${customerPath}/riskassessments`, customer, { ...scoped, body: name('Matrix probe') }),
  user('PUT', `${customerPath}/riskassessments/:assessmentId`, { ...customer, assessmentId: 'riskAssessment' }, { ...scoped, body: name('Matrix probe') }),
  user('DELETE', `${customerPath}/riskassessments/:assessmentId`, { ...customer, assessmentId: 'riskAssessment' }, { ...scoped, ...destroys }),
  user('GET', `${customerPath}/riskscores`, customer, scoped),
  user('GET', `${customerPath}/riskscores/history`, customer, scoped),
  // Enhanced due diligence (issue #11 §2): anyone who sees the customer fills it in; admins decide and lift freezes.
  // The decisions come first: a principal who filled it in could not decide on it (409 EDD_SAME_USER, not a rights answer).
  admin('POST', `${customerPath}/edd/approve`, customer, { ...scoped, body: () => ({ revision: 1 }) }),
  admin('POST', `${customerPath}/edd/refuse`, customer, { ...scoped, body: () => ({ revision: 1, reason: 'Matrix probe' }) }),
  admin('POST', `${customerPath}/edd/freeze/lift`, customer, { ...scoped, body: () => ({ reason: 'Matrix probe' }) }),
  // Issue 25 §1: another admin approves or refuses the lift (mayApproveFreezeLift); an admin records the notification.
  admin('POST', `${customerPath}/edd/freeze/lift/approve`, customer, {
    ...scoped, body: () => ({ request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Matrix probe' }),
  }),
  admin('POST', `${customerPath}/edd/freeze/lift/refuse`, customer, {
    ...scoped, body: () => ({ request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Matrix probe' }),
  }),
  admin('POST', `${customerPath}/edd/freeze/notification`, customer, {
    ...scoped, body: () => ({ notified_on: '2026-01-02', reference: 'Matrix probe' }),
  }),
  // Issue 25 §3: a ground gone from the data stays until senior management (the admins while nobody is named) approves its removal.
  admin('POST', `${customerPath}/edd/removals/:removalId/approve`, { ...customer, removalId: 'eddRemoval' }, { ...scoped, body: () => ({ reason: 'Matrix probe' }) }),
  user('GET', `${customerPath}/edd`, customer, scoped),
  user('PUT', `${customerPath}/edd`, customer, {
    ...scoped, body: () => ({ purpose: 'Matrix probe', source_of_funds: 'Matrix probe', source_of_wealth: 'Matrix probe', revision: 0 }),
  }),
  user('POST', `${customerPath}/edd/files`, customer, scoped),
  user('GET', `${customerPath}/edd/files/:fileId`, { ...customer, fileId: 'eddFile' }, { ...scoped, download: true }),
  user('DELETE', `${customerPath}/edd/files/:fileId`, { ...customer, fileId: 'eddFile' }, { ...scoped, ...destroys }),
  publicRoute('GET', `${api}/common/countries`),
  // Issue 25 §3: the approvals inbox (what waits for the caller; a regular user's is empty).
  user('GET', `${api}/user/approvals`),
];

const alertsFeature = { feature: 'use_alerts' } as const;
const queriesFeature = { feature: 'use_queries' } as const;
const alert = { id: 'alert' } as const;

const alerts: RouteAccess[] = [
  user('POST', `${api}/user/queries`, {}, { ...queriesFeature, body: () => ({ query: 'Matrix probe', entityType: 'PERSON' }) }),
  user('GET', `${api}/user/queries`, {}, queriesFeature),
  user('GET', `${api}/user/queries/:id`, { id: 'query' }, queriesFeature),
  user('GET', `${api}/user/queries/:id/pdf`, { id: 'query' }, { ...queriesFeature, download: true }),
  user('GET', `${api}/user/alerts`, {}, alertsFeature),
  user('GET', `${api}/user/alerts/settings`, {}, alertsFeature),
  // The home page's counts (issue 25 §3): open alerts, confirmed matches, sanctions checks pending, awaiting approval.
  user('GET', `${api}/user/alerts/summary`, {}, alertsFeature),
  user('GET', `${api}/user/alerts/:id`, alert, { ...alertsFeature, ...scoped }),
  user('POST', `${api}/user/alerts/:id/silence`, alert, {
    ...alertsFeature, ...scoped, body: () => ({ description: 'Matrix probe', silenceclass: 'EVALUATION' }),
  }),
  user('DELETE', `${api}/user/alerts/:id/silence`, alert, { ...alertsFeature, ...scoped, ...destroys }),
  // Four-eyes and the decision history (issue 11 §3): any user who sees the alert (the requester cannot approve).
  user('POST', `${api}/user/alerts/:id/silence/approve`, alert, { ...alertsFeature, ...scoped, body: () => ({}) }),
  user('POST', `${api}/user/alerts/:id/silence/refuse`, alert, { ...alertsFeature, ...scoped, body: () => ({ description: 'Matrix probe' }) }),
  user('GET', `${api}/user/alerts/:id/decisions`, alert, { ...alertsFeature, ...scoped }),
  user('GET', `${customerPath}/alerts`, customer, { ...alertsFeature, ...scoped }),
  user('PATCH', `${customerPath}/alerts`, customer, { ...alertsFeature, ...scoped }),
  // The published entry of a sanction or PEP list: list data, not the organisation's; no feature flag in the code.
  user('GET', `${api}/user/dsa/:key`, { key: 'listEntry' }, { download: true }),
  user('GET', `${api}/user/dpa/:key`, { key: 'pepEntry' }, { download: true }),
  // The shared lists are the operator's (issue 26: no admin refresh); an admin reads them and uploads the own KRP list.
  admin('GET', `${api}/admin/lists`),
  admin('POST', `${api}/admin/lists/krp`),
  admin('GET', `${api}/admin/alerts/settings`, {}, alertsFeature),
  admin('PUT', `${api}/admin/alerts/settings`, {}, { ...alertsFeature, body: () => ({ sources: ['EU'], threshold: 0.99 }) }),
  // Issue 25 §3: switching four-eyes off waits for a second admin's approval (or refusal); none waits in the demo data.
  admin('POST', `${api}/admin/alerts/settings/four-eyes-off/approve`, {}, { ...alertsFeature, body: () => ({ reason: 'Matrix probe' }) }),
  admin('POST', `${api}/admin/alerts/settings/four-eyes-off/refuse`, {}, { ...alertsFeature, body: () => ({ reason: 'Matrix probe' }) }),
];

const lead = { id: 'lead' } as const;
const todo = { ...customer, rowId: 'todo' } as const;
const todoPath = `${customerPath}/todos`;

const customers: RouteAccess[] = [
  user('GET', `${api}/user/customers/csv`, {}, { download: true }),
  user('GET', `${api}/user/customers/pdf`, {}, { download: true }),
  user('GET', `${api}/user/customers/xlsx`, {}, { download: true }),
  user('GET', `${api}/user/customers/tasks-overview`),
  user('GET', `${customerPath}/unique-emails`, customer, scoped),
  user('GET', `${customerPath}/links`, customer, scoped),
  user('GET', `${api}/user/reports`),
  user('GET', `${api}/user/reviews/due`),
  // Issue 25 §7: the escalation's home card (the compliance officer's; others get an empty list), reviews done.
  user('GET', `${api}/user/reviews/overdue`),
  user('GET', `${customerPath}/reviews`, customer, scoped),
  user('POST', `${customerPath}/reviews`, customer, { ...scoped, body: () => ({ scope: ['IDENTITY'], outcome: 'NO_CHANGES' }) }),
  user('GET', `${api}/user/customers`),
  user('POST', `${api}/user/customers`, {}, { body: () => ({ type: 'business', name: 'Matrix Probe Oy' }) }),
  user('GET', customerPath, customer, scoped),
  // Issue 26: the card's reads together (the gateway's own route); a hidden customer answers as its own read does.
  user('GET', `${customerPath}/card`, customer, scoped),
  user('GET', '/api/v3/customers/:id', customer, scoped),
  user('PUT', customerPath, customer, { ...scoped, body: () => ({ description: 'Matrix probe' }) }),
  admin('PUT', `${api}/admin/customers/:id/user`, customer, { ...scoped, body: (caller) => ({ users_id: caller.usersId }) }),
  user('PUT', `${customerPath}/team`, customer, { ...scoped, body: (caller) => ({ teams_id: caller.teamsId }) }),
  user('PUT', `${customerPath}/domain`, customer, { ...scoped, body: () => ({ domain: 'matrix.example' }) }),
  user('GET', `${api}/user/domains`),
  // Switching the clock on (any user); switching it off is an admin's, with a reason (issue #11 §5).
  user('PATCH', `${customerPath}/kycclock`, customer, { ...scoped, body: () => ({ is_kycclock: true, kycclock_alarm_at: null }) }),
  user('PATCH', `${customerPath}/monitors`, customer, { ...scoped, body: () => ({ is_monitored: false, monitor_emails: [] }) }),
  user('DELETE', customerPath, customer, { ...scoped, ...destroys }),
  user('POST', `${customerPath}/restore`, customer, { ...scoped, ...destroys }),
  admin('DELETE', `${api}/admin/customers/:id`, customer, { ...scoped, ...destroys }),
  // The route checks isAdmin itself (archive.ts), after the customers service's requireAuth.
  admin('GET', `${customerPath}/audit`, customer, scoped),
  // Shows one audit entry's identity codes in full (audit.ts): admins only, and only with restriction NONE.
  admin('POST', `${customerPath}/audit/show`, customer, { ...scoped, body: () => ({ audit_id: '1' }) }),
  // Retained records (issue 11 §1, retained/routes.ts): admins only; the id is a former customer's.
  admin('GET', `${api}/admin/customers/retained`),
  admin('GET', `${api}/admin/customers/retained/:id`, customer, scoped),
  admin('GET', `${api}/admin/customers/retained/:id/pdf`, customer, { ...scoped, download: true }),
  // Issue 25 §1 (risk, retained-freeze.ts): a retained record's freeze, lifted by two admins as a live customer's.
  admin('GET', `${api}/admin/customers/retained/:id/freeze`, customer, scoped),
  admin('POST', `${api}/admin/customers/retained/:id/freeze/lift`, customer, { ...scoped, body: () => ({ reason: 'Matrix probe' }) }),
  admin('POST', `${api}/admin/customers/retained/:id/freeze/lift/approve`, customer, {
    ...scoped, body: () => ({ request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Matrix probe' }),
  }),
  admin('POST', `${api}/admin/customers/retained/:id/freeze/lift/refuse`, customer, {
    ...scoped, body: () => ({ request_id: '00000000-0000-4000-8000-00000000f1f1', reason: 'Matrix probe' }),
  }),
  admin('GET', `${api}/admin/customers/retention`),
  admin('PUT', `${api}/admin/customers/retention`, {}, { body: () => ({ retention_years: 5, reason: null }) }),
  user('GET', `${api}/user/tags`),
  admin('POST', `${api}/admin/tags`, {}, { body: name('Matrix probe') }),
  admin('PUT', `${api}/admin/tags/:id`, { id: 'tag' }, { body: name('Matrix probe tag') }),
  admin('DELETE', `${api}/admin/tags/:id`, { id: 'tag' }, destroys),
  // Issue 25 §8: the organisation's PEP function list (every user reads it; admins keep it).
  user('GET', `${api}/user/pepfunctions`),
  admin('POST', `${api}/admin/pepfunctions`, {}, { body: name('Matrix probe function') }),
  admin('PUT', `${api}/admin/pepfunctions/:id`, { id: 'pepFunction' }, { body: name('Matrix probe PEP function') }),
  admin('DELETE', `${api}/admin/pepfunctions/:id`, { id: 'pepFunction' }, destroys),
  user('GET', `${customerPath}/tags`, customer, scoped),
  user('PATCH', `${customerPath}/tag/:tags_id`, { ...customer, tags_id: 'tag' }, scoped),
  user('POST', `${api}/user/customers/import/preview`),
  user('POST', `${api}/user/customers/import`),
  user('GET', `${api}/user/leads`),
  user('POST', `${api}/user/leads`, {}, { body: () => ({ type: 'business', name: 'Matrix Probe Lead Oy' }) }),
  user('GET', `${api}/user/leads/:id`, lead),
  user('PUT', `${api}/user/leads/:id`, lead, { body: () => ({ description: 'Matrix probe' }) }),
  user('DELETE', `${api}/user/leads/:id`, lead, destroys),
  // The lead's audit trail (issue 25 §6): whoever sees the lead.
  user('GET', `${api}/user/leads/:id/audit`, lead),
  user('POST', `${api}/user/leads/:id/convert`, lead, destroys),
  ...recordRoutes('owners', 'owner', { type: 'business', name: 'Matrix Probe Oy', businessid: '2980005-2', share: 10 }),
  ...recordRoutes('actualbeneficiaries', 'actualBeneficiary', { name: 'Matrix Probe' }),
  ...recordRoutes('peps', 'pep', { name: 'Matrix Probe', is_pep_self: true }),
  ...recordRoutes('responsiblepersons', 'responsiblePerson', { name: 'Matrix Probe', role: 'OTHER' }),
  ...recordRoutes('bankaccountnumbers', 'bankAccount', { number: 'FI2112345600000785', bic: 'NDEAFIHH' }),
  // Spec §2 puts todos behind use_todos (and tasks behind use_tasks); the code checks neither flag (issue 10 report).
  user('GET', `${api}/user/todos`),
  user('GET', todoPath, customer, scoped),
  user('POST', todoPath, customer, { ...scoped, body: (caller) => ({ name: 'Matrix probe', responsible_users_id: caller.usersId }) }),
  user('PUT', `${todoPath}/:rowId`, todo, { ...scoped, body: name('Matrix probe') }),
  user('PATCH', `${todoPath}/:rowId`, todo, { ...scoped, body: () => ({ is_done: true }) }),
  user('POST', `${todoPath}/:rowId/files`, todo, scoped),
  user('GET', `${todoPath}/:rowId/files/:files_id`, { ...todo, files_id: 'todoFile' }, { ...scoped, download: true }),
  user('DELETE', `${todoPath}/:rowId`, todo, { ...scoped, ...destroys }),
  user('POST', `${todoPath}/:rowId/send`, todo, { ...scoped, ...destroys }),
  // Only the todo's responsible user may answer (FORBIDDEN for anyone else who sees the customer).
  user('POST', `${todoPath}/:rowId/answer`, todo, { ...scoped, ...destroys, body: () => ({ answer: 'Matrix probe' }) }),
  user('GET', `${api}/user/tasks`),
  admin('POST', `${api}/admin/tasks`, {}, { body: name('Matrix probe') }),
  admin('PUT', `${api}/admin/tasks/:id`, { id: 'task' }, { body: name('Matrix probe task') }),
  admin('DELETE', `${api}/admin/tasks/:id`, { id: 'task' }, destroys),
  user('GET', `${customerPath}/tasks`, customer, scoped),
  user('PATCH', `${customerPath}/task/:tasks_id`, { ...customer, tasks_id: 'task' }, { ...scoped, body: () => ({ mode: 'add' }) }),
  user('GET', `${customerPath}/linked_customers`, customer, scoped),
  user('POST', `${customerPath}/linked_customers/:customers_id`, { ...customer, customers_id: 'otherCustomer' }, { ...scoped, ...destroys }),
  user('DELETE', `${customerPath}/linked_customers/:customers_id`, { ...customer, customers_id: 'otherCustomer' }, { ...scoped, ...destroys }),
];

// Information requests and secure messages (issue 13, services/outbound app.ts): requireFeature('use_requests') on
// /user/customers/:id/requests and /user/requests/*, 'use_letters' on the letters; the item's customer decides its
// visibility (RLS through access.visible_subject), a file is looked up through its item.
const requestsFeature = { feature: 'use_requests' } as const;
const lettersFeature = { feature: 'use_letters' } as const;
const request = { id: 'request' } as const;
const letter = { id: 'letter' } as const;
const matrixEmail = 'matrix@example.com';
const noPep = { is_pep_self: false, is_pep_family: false, is_pep_partner: false };

const outbound: RouteAccess[] = [
  user('GET', `${customerPath}/requests`, customer, { ...requestsFeature, ...scoped }),
  user('POST', `${customerPath}/requests`, customer, { ...requestsFeature, ...scoped, body: () => ({ email: matrixEmail, ask_owners: true }) }),
  // The caller's own defaults for the next request form.
  user('GET', `${api}/user/requests/defaults`, {}, requestsFeature),
  user('PUT', `${api}/user/requests/defaults`, {}, { ...requestsFeature, body: () => ({ ask_owners: true }) }),
  user('GET', `${api}/user/requests/:id`, request, { ...requestsFeature, ...scoped }),
  user('PUT', `${api}/user/requests/:id`, request, { ...requestsFeature, ...scoped, body: () => ({ email: matrixEmail, ask_owners: true, ask_peps: true }) }),
  // Removes one attachment of a draft (an unknown file here: FILE_NOT_FOUND once the request is found).
  user('PATCH', `${api}/user/requests/:id`, request, { ...requestsFeature, ...scoped, body: () => ({ files_id: randomUUID() }) }),
  user('DELETE', `${api}/user/requests/:id`, request, { ...requestsFeature, ...scoped, ...destroys }),
  user('POST', `${api}/user/requests/:id/files`, request, { ...requestsFeature, ...scoped }),
  user('GET', `${api}/user/requests/:id/files/:filesId`, { id: 'request', filesId: 'requestFile' }, { ...requestsFeature, ...scoped, download: true }),
  user('POST', `${api}/user/requests/:id/send`, request, { ...requestsFeature, ...scoped, ...destroys }),
  // Acceptance and denial of an answer awaiting approval: the fixture's draft answers NOT_AWAITING_APPROVAL (409); a denial
  // mails a new link, so it is probed with unknown ids.
  user('POST', `${api}/user/requests/:id/accept`, request, { ...requestsFeature, ...scoped }),
  user('POST', `${api}/user/requests/:id/deny`, request, { ...requestsFeature, ...scoped, ...destroys, body: () => ({ reason: 'Matrix probe' }) }),
  user('GET', `${api}/user/requests/:id/preview`, request, { ...requestsFeature, ...scoped }),
  user('GET', `${api}/user/requests/:id/comparison`, request, { ...requestsFeature, ...scoped }),
  // The item's history (issue 25 §4): whoever sees the item.
  user('GET', `${api}/user/requests/:id/events`, request, { ...requestsFeature, ...scoped }),
  user('GET', `${customerPath}/letters`, customer, { ...lettersFeature, ...scoped }),
  user('POST', `${customerPath}/letters`, customer, { ...lettersFeature, ...scoped, body: () => ({ email: matrixEmail, text: 'Matrix probe' }) }),
  user('GET', `${api}/user/letters/:id`, letter, { ...lettersFeature, ...scoped }),
  user('PUT', `${api}/user/letters/:id`, letter, { ...lettersFeature, ...scoped, body: () => ({ email: matrixEmail, text: 'Matrix probe' }) }),
  user('PATCH', `${api}/user/letters/:id`, letter, { ...lettersFeature, ...scoped, body: () => ({ files_id: randomUUID() }) }),
  user('DELETE', `${api}/user/letters/:id`, letter, { ...lettersFeature, ...scoped, ...destroys }),
  user('POST', `${api}/user/letters/:id/files`, letter, { ...lettersFeature, ...scoped }),
  user('GET', `${api}/user/letters/:id/files/:filesId`, { id: 'letter', filesId: 'letterFile' }, { ...lettersFeature, ...scoped, download: true }),
  user('POST', `${api}/user/letters/:id/send`, letter, { ...lettersFeature, ...scoped, ...destroys }),
  user('GET', `${api}/user/letters/:id/preview`, letter, { ...lettersFeature, ...scoped }),
  user('GET', `${api}/user/letters/:id/events`, letter, { ...lettersFeature, ...scoped }),
  // The route's own check (pending.ts): 403 FORBIDDEN when the organisation uses none of requests, letters,
  // identifications and e-signatures. Toinen Oy uses none; `feature` names one of the four, which is all a row can say.
  user('GET', `${api}/user/pending`, {}, requestsFeature),
  // The caller's own notices of answers and replies to their items (issue 26; RLS: their own): any user.
  user('GET', `${api}/user/pending/notices`),
  user('POST', `${api}/user/pending/notices/seen`, {}, { body: () => ({ id: randomUUID() }) }),
  // The customer's files from its requests, letters, identifications and e-signatures: refused, as pending, only when
  // none of the four features is on.
  user('GET', `${customerPath}/files`, customer, { ...requestsFeature, ...scoped }),
  admin('GET', `${api}/admin/organizations/outbound`),
  admin('PUT', `${api}/admin/organizations/outbound`, {}, { body: () => ({ resend_strategy: 'NONE' }) }),
  // Issue 25 §3/§5: lowering the minimum eID level is asked by one admin and decided by another (the default is the
  // lowest: the request answers 409 EID_LEVEL_NOT_LOWER; no request of that id waits: EID_LEVEL_NOT_PENDING).
  admin('GET', `${api}/admin/organizations/outbound/eidlevel`),
  admin('POST', `${api}/admin/organizations/outbound/eidlevel`, {}, { body: () => ({ eid_min_level: 'substantial', reason: 'Matrix probe' }) }),
  admin('POST', `${api}/admin/organizations/outbound/eidlevel/approve`, {}, {
    body: () => ({ request_id: '00000000-0000-4000-8000-00000000e1d1', reason: 'Matrix probe' }),
  }),
  admin('POST', `${api}/admin/organizations/outbound/eidlevel/refuse`, {}, {
    body: () => ({ request_id: '00000000-0000-4000-8000-00000000e1d1', reason: 'Matrix probe' }),
  }),
];

// Identifications and e-signatures (issue 14, services/outbound app.ts): requireFeature('use_identifications') on
// /user/customers/:id/identifications and /user/identifications/*, 'use_esignatures' on the e-signatures and their
// "signatures" calls; the item's customer decides its visibility (RLS), a file or signatory is looked up through its item.
// Which eID methods have a provider is any logged-in user's to ask (GET /user/eids: no feature).
const identificationsFeature = { feature: 'use_identifications' } as const;
const esignaturesFeature = { feature: 'use_esignatures' } as const;
const identification = { id: 'identification' } as const;
const esignature = { id: 'esignature' } as const;
const signatoryOf = { id: 'esignature', signatories_id: 'signatory' } as const;
const onIdentification = { ...identificationsFeature, ...scoped } as const;
const onEsignature = { ...esignaturesFeature, ...scoped } as const;
const identificationBody = () => ({ name: 'Matrix Probe', email: matrixEmail, available_eidmethods: ['SCREENSIGNATURE'] });
const signatoryBody = () => ({ name: 'Matrix Probe', email: matrixEmail, available_eidmethods: ['SCREENSIGNATURE'] });
const identificationPath = `${api}/user/identifications/:id`;
const esignaturePath = `${api}/user/esignatures/:id`;

const identifications: RouteAccess[] = [
  user('GET', `${api}/user/eids`),
  user('GET', `${customerPath}/identifications`, customer, onIdentification),
  user('POST', `${customerPath}/identifications`, customer, { ...onIdentification, body: identificationBody }),
  // The caller's own defaults for the next identification form.
  user('GET', `${api}/user/identifications/defaults`, {}, identificationsFeature),
  user('PUT', `${api}/user/identifications/defaults`, {}, { ...identificationsFeature, body: () => ({ ask_pep: true }) }),
  user('GET', identificationPath, identification, onIdentification),
  user('PUT', identificationPath, identification, { ...onIdentification, body: identificationBody }),
  user('DELETE', identificationPath, identification, { ...onIdentification, ...destroys }),
  user('POST', `${identificationPath}/send`, identification, { ...onIdentification, ...destroys }),
  // Acceptance and denial (use_identifications_accept, checked inside): the fixture's draft answers NOT_AWAITING_APPROVAL;
  // a denial mails a new link, so it is probed with unknown ids.
  user('POST', `${identificationPath}/accept`, identification, onIdentification),
  user('POST', `${identificationPath}/deny`, identification, { ...onIdentification, ...destroys, body: () => ({ reason: 'Matrix probe' }) }),
  // The manual copy to another customer: the draft is not identified (IDENTIFICATION_DATA_MISSING) before the target is
  // looked up; another organisation's target is cross-organisation-ids.test.ts's.
  user('POST', `${identificationPath}/copy`, identification, { ...onIdentification, body: () => ({ customers_id: randomUUID() }) }),
  user('PUT', `${identificationPath}/metadata`, identification, { ...onIdentification, body: () => ({ document_type: 'PASSPORT' }) }),
  user('POST', `${identificationPath}/ssn-conflict`, identification, { ...onIdentification, body: () => ({ resolution: 'KEEP_STORED' }) }),
  // Identification strength (issue 25 §5): the fixture's draft has no mismatch (MISMATCH_NONE) and no document
  // (DOCUMENT_NOT_VERIFIABLE); the refusals come after the visibility check.
  user('POST', `${identificationPath}/mismatch`, identification, { ...onIdentification, body: () => ({ decision: 'REJECTED' }) }),
  user('POST', `${identificationPath}/verify-document`, identification, onIdentification),
  user('GET', `${identificationPath}/screensignature`, identification, { ...onIdentification, download: true }),
  user('GET', `${identificationPath}/files/:filesId`, { id: 'identification', filesId: 'identificationFile' }, { ...onIdentification, download: true }),
  user('GET', `${identificationPath}/preview`, identification, onIdentification),
  user('GET', `${identificationPath}/events`, identification, onIdentification),
];

const esignatures: RouteAccess[] = [
  user('GET', `${customerPath}/esignatures`, customer, onEsignature),
  user('GET', `${customerPath}/signatures`, customer, onEsignature),
  user('POST', `${customerPath}/esignatures`, customer, { ...onEsignature, body: () => ({ signature_name: 'Matrix probe' }) }),
  user('GET', `${customerPath}/esignatures/:esignatures_id/signatories`, { ...customer, esignatures_id: 'esignature' }, onEsignature),
  user('GET', esignaturePath, esignature, onEsignature),
  user('GET', `${api}/user/signatures/:id`, esignature, onEsignature),
  user('GET', `${esignaturePath}/events`, esignature, onEsignature),
  user('PUT', esignaturePath, esignature, { ...onEsignature, body: () => ({ signature_name: 'Matrix probe', description: 'Matrix probe' }) }),
  user('DELETE', esignaturePath, esignature, { ...onEsignature, ...destroys }),
  user('POST', `${esignaturePath}/files`, esignature, { ...onEsignature, upload: 'pdf' }),
  user('GET', `${esignaturePath}/files/:filesId`, { id: 'esignature', filesId: 'esignatureFile' }, { ...onEsignature, download: true }),
  // Removes one PDF of a draft (an unknown file here: FILE_NOT_FOUND once the e-signature is found).
  user('PATCH', esignaturePath, esignature, { ...onEsignature, body: () => ({ files_id: randomUUID() }) }),
  user('POST', `${esignaturePath}/signatories`, esignature, { ...onEsignature, body: signatoryBody }),
  user('PUT', `${esignaturePath}/signatories/:signatories_id`, signatoryOf, { ...onEsignature, body: signatoryBody }),
  user('DELETE', `${esignaturePath}/signatories/:signatories_id`, signatoryOf, { ...onEsignature, ...destroys }),
  // The staff decision on a signatory whose eID named another person: the fixture's signatory has none (MISMATCH_NONE).
  user('POST', `${esignaturePath}/signatories/:signatories_id/mismatch`, signatoryOf, { ...onEsignature, body: () => ({ decision: 'REJECTED' }) }),
  // A new link mailed to one signatory.
  user('PATCH', `${esignaturePath}/signatories/:signatories_id`, signatoryOf, { ...onEsignature, ...destroys }),
  user('POST', `${esignaturePath}/send`, esignature, { ...onEsignature, ...destroys }),
  user('POST', `${api}/user/signatures/:id/send`, esignature, { ...onEsignature, ...destroys }),
  // The fixture is a draft: ESIGNATURE_INVALID_STATUS (409), nothing changes.
  user('POST', `${esignaturePath}/pause`, esignature, onEsignature),
  user('POST', `${esignaturePath}/resume`, esignature, onEsignature),
  user('GET', `${api}/user/signatures/:id/pdf`, esignature, { ...onEsignature, download: true }),
];

// The recipients' side (services/public app.ts): no session, the link's token in X-Link-Token; the outbound ports
// check it against the organisation, customer, kind and item of the path.
const requestLink = { org: 'organisation', customer: 'customer', id: 'request' } as const;
const letterLink = { org: 'organisation', customer: 'customer', id: 'letter' } as const;
const publicRequest = `${api}/public/requests/:org/:customer/:id`;
const publicLetter = `${api}/public/letters/:org/:customer/:id`;
const onRequest = { link: 'request' } as const;
const onLetter = { link: 'letter' } as const;
const identificationLink = { org: 'organisation', customer: 'customer', id: 'identification' } as const;
const signatoryLink = { org: 'organisation', customer: 'customer', esig: 'esignature', id: 'signatory' } as const;
const publicIdentification = `${api}/public/identifications/:org/:customer/:id`;
const publicSignatory = `${api}/public/signatories/:org/:customer/:esig/:id`;
const onIdentificationLink = { link: 'identification' } as const;
const onSignatoryLink = { link: 'signatory' } as const;

const publicLinks: RouteAccess[] = [
  publicRoute('GET', publicRequest, requestLink, onRequest),
  publicRoute('PUT', `${publicRequest}/draft`, requestLink, { ...onRequest, body: () => ({ freetext: 'Matrix probe' }) }),
  publicRoute('POST', `${publicRequest}/files`, requestLink, { ...onRequest, upload: true }),
  // Removes one of the recipient's own files (the probe names the request's attachment: FILE_NOT_FOUND with its token).
  publicRoute('DELETE', `${publicRequest}/files/:filesId`, { ...requestLink, filesId: 'requestFile' }, { ...onRequest, ...destroys }),
  publicRoute('POST', `${publicRequest}/submit`, requestLink, { ...onRequest, ...destroys, body: () => ({ freetext: 'Matrix probe' }) }),
  publicRoute('GET', publicLetter, letterLink, onLetter),
  // Mails an SMS code when the letter has a phone number (the probe's has none: 400 with its token).
  publicRoute('POST', `${publicLetter}/code`, letterLink, { ...onLetter, ...destroys }),
  publicRoute('GET', `${publicLetter}/files/:filesId`, { ...letterLink, filesId: 'letterFile' }, onLetter),
  publicRoute('POST', `${publicLetter}/files`, letterLink, { ...onLetter, upload: true }),
  publicRoute('POST', `${publicLetter}/answer`, letterLink, { ...onLetter, ...destroys, body: () => ({ text: 'Matrix probe' }) }),
  // Identifications (issue 14). No eID provider in the suite: the round trip answers EID_METHOD_UNAVAILABLE or EID_INVALID
  // with its token. The drawn signature identifies the person, so it comes last.
  publicRoute('GET', publicIdentification, identificationLink, onIdentificationLink),
  publicRoute('POST', `${publicIdentification}/eid/start`, identificationLink, { ...onIdentificationLink, body: () => ({ method: 'NETSEIDENT_BANKID_FI' }) }),
  publicRoute('POST', `${publicIdentification}/eid/complete`, identificationLink, {
    ...onIdentificationLink, ...destroys, body: () => ({ callback: '?code=matrix-probe&state=matrix-probe', pep: noPep }),
  }),
  publicRoute('POST', `${publicIdentification}/files`, identificationLink, { ...onIdentificationLink, upload: 'png' }),
  // Names an unknown document (FILE_NOT_FOUND with its token).
  publicRoute('POST', `${publicIdentification}/passport`, identificationLink, { ...onIdentificationLink, ...destroys, body: () => ({ files_id: [randomUUID()], pep: noPep }) }),
  publicRoute('POST', `${publicIdentification}/screensignature`, identificationLink, { ...onIdentificationLink, ...destroys, body: () => ({ image: pngDataUrl(), pep: noPep }) }),
  // Signatories: the path names the e-signature too (another e-signature's id there is LINK_INVALID). The signature
  // completes the e-signature (its only signatory), after which the final signed PDF opens.
  publicRoute('GET', publicSignatory, signatoryLink, onSignatoryLink),
  publicRoute('GET', `${publicSignatory}/files/:filesId`, { ...signatoryLink, filesId: 'esignatureFile' }, onSignatoryLink),
  publicRoute('POST', `${publicSignatory}/eid/start`, signatoryLink, { ...onSignatoryLink, body: () => ({ method: 'NETSEIDENT_BANKID_FI' }) }),
  publicRoute('POST', `${publicSignatory}/eid/complete`, signatoryLink, { ...onSignatoryLink, ...destroys, body: () => ({ callback: '?code=matrix-probe&state=matrix-probe' }) }),
  publicRoute('POST', `${publicSignatory}/sign`, signatoryLink, {
    ...onSignatoryLink, ...destroys, body: () => ({ method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }),
  }),
  publicRoute('GET', `${publicSignatory}/pdf`, signatoryLink, onSignatoryLink),
  // The verification page: no link, limited per client address (services/public signatories.ts).
  publicRoute('POST', `${api}/public/verify`, {}, { upload: 'pdf' }),
];

const identity: RouteAccess[] = [
  publicRoute('POST', `${api}/user/auth`),
  // Checks the token it renews itself (renew.ts): a session token, valid or expired within the auto-logout window.
  user('PUT', `${api}/user/auth/renew`),
  // With {jwt} the public exchange of a login link (tested with the dev routes); with {lifetime} a temporary token
  // for the caller's session, behind requireAuth (auth.ts).
  user('PUT', `${api}/user/auth`, {}, { body: () => ({ lifetime: 60 }) }),
  user('DELETE', `${api}/user/auth`, {}, { endsSession: true }),
  publicRoute('PATCH', `${api}/user/auth/forgot`),
  publicRoute('PATCH', `${api}/user/auth/reset`),
  user('GET', `${api}/user/users/me`),
  user('GET', '/api/v3/users/current'),
  user('PUT', `${api}/user/users/me`),
  user('PATCH', `${api}/user/users/me/password`),
  user('GET', `${api}/user/organizations/my`),
  admin('GET', `${api}/admin/users`),
  admin('PUT', `${api}/admin/users/:id`, { id: 'user' }, { body: () => ({ is_admin: true, restrictiontype: 'NONE' }) }),
  user('GET', `${api}/user/users`),
  user('GET', `${api}/user/teams`),
  user('GET', `${api}/user/users/me/totp`),
  user('POST', `${api}/user/users/me/totp`),
  user('PUT', `${api}/user/users/me/totp`, {}, { body: () => ({ code: '000000' }) }),
  user('DELETE', `${api}/user/users/me/totp`, {}, { body: () => ({ password: 'Matrix-probe-2026' }) }),
  user('GET', `${api}/user/users/me/sessions`),
  user('DELETE', `${api}/user/users/me/sessions/:id`, { id: 'session' }, destroys),
  // Ends every other session of the caller.
  user('DELETE', `${api}/user/users/me/sessions`, {}, { endsSession: true }),
  admin('GET', `${api}/admin/users/:id/sessions`, { id: 'user' }),
  admin('DELETE', `${api}/admin/users/:id/sessions`, { id: 'user' }, destroys),
  admin('GET', `${api}/admin/organizations/my/sessions`),
  // No valid body here: requiring a second factor of everyone would stop the rest of the matrix.
  admin('GET', `${api}/admin/organizations/security`),
  admin('PUT', `${api}/admin/organizations/security`),
  admin('GET', `${api}/admin/securitylog`),
  admin('GET', `${api}/admin/changes`),
];

export const routeAccess: readonly RouteAccess[] = [
  ...gatewayOwn, ...idlibRoutes, ...idannRoutes, ...idusersRoutes, ...idorgRoutes, ...svcauditRoutes, ...risk, ...alerts, ...outbound, ...identifications,
  ...esignatures, ...customers, ...identity, ...publicLinks,
];

export const routeKey = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

/** Kinds whose visibility follows the user's restriction (NONE / TEAM / USER): a TEAM or USER user may not see all. */
export const restrictedKinds: ReadonlySet<ParamKind> = new Set<ParamKind>([
  'customer', 'otherCustomer', 'owner', 'actualBeneficiary', 'pep', 'responsiblePerson', 'bankAccount', 'todo', 'todoFile',
  'riskAssessment', 'eddFile', 'eddRemoval', 'alert', 'lead', 'request', 'letter', 'requestFile', 'letterFile', 'identification', 'identificationFile',
  'esignature', 'esignatureFile', 'signatory',
]);

/** Kinds that name a customer or one of its items whose route is marked customerScoped. */
export const customerScopedKinds: ReadonlySet<ParamKind> = new Set<ParamKind>(['customer', 'alert', 'request', 'letter', 'identification', 'esignature']);

/** Kinds that only their own user sees, admin or not. */
export const ownOnlyKinds: ReadonlySet<ParamKind> = new Set<ParamKind>(['query', 'session']);

/** Kinds that belong to no organisation (published list data): another organisation's id means nothing for them. */
export const sharedKinds: ReadonlySet<ParamKind> = new Set<ParamKind>(['listEntry', 'pepEntry']);
