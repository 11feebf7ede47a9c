import type { Hono } from 'hono';
import { documentFlags, featureFlags, OrganisationUpdateBody, type ErrorCode, type OrganisationSettings, type SettingsSectionId } from '@tunne/contracts';
import { AppError, changedFields, ok, requireAdmin, tenancyOf, type AuthEnv, type Principal, type Tx } from '@tunne/platform';
import { readBodyAs } from '../auth/input.ts';
import { getMyOrganisation } from '../repo/organisations.ts';
import { lockOrganisation, updateOrganisation, type OrganisationChanges } from '../repo/organisation-settings.ts';
import { insertSettingsChange } from '../repo/settings-changes.ts';
import type { RouteDeps } from '../auth/deps.ts';

const path = '/api/v2.5/admin/organizations/my';

/** The settings section each editable field belongs to: one audit entry per section a save touches. */
const sectionFields = {
  organisation: ['name', 'businessid', 'address', 'postalnumber', 'city', 'tel', 'email', 'website', 'description', 'color_primary', 'color_secondary'],
  privacy: ['privacy_text', 'privacy_link'],
  archiving: ['remove_archive_days'],
  kycclock: ['kycclock_default_months'],
  dataproducts: ['data_validity_days'],
  features: [...featureFlags, ...documentFlags, 'feature_flags'],
} satisfies Partial<Record<SettingsSectionId, readonly string[]>>;

const blankIs = (code: ErrorCode) => (value: unknown): ErrorCode => (typeof value !== 'string' || value.trim() === '' ? code : 'VALIDATION_FAILED');

/** Blank text is no value; colours are kept in one case so the same colour never shows as a change. */
const normalised = (body: OrganisationUpdateBody): OrganisationChanges => {
  const changes: OrganisationChanges = {};
  for (const [field, value] of Object.entries(body) as [string, OrganisationChanges[string] | undefined][]) {
    if (value === undefined) continue;
    if (typeof value !== 'string') changes[field] = value;
    else if (field === 'color_primary' || field === 'color_secondary') changes[field] = value.toLowerCase();
    else changes[field] = value.trim() || null;
  }
  if ('name' in changes && !changes.name) throw new AppError('MISSING_NAME', 'Name is required', '/name');
  const names = body.feature_flags?.map((flag) => flag.name) ?? [];
  if (new Set(names).size !== names.length) throw new AppError('VALIDATION_FAILED', 'A feature flag is listed twice', '/feature_flags');
  return changes;
};

const pick = (row: OrganisationSettings, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field, row[field as keyof OrganisationSettings]]));

const auditChanges = async (tx: Tx, principal: Principal, before: OrganisationSettings, after: OrganisationSettings): Promise<void> => {
  for (const [section, fields] of Object.entries(sectionFields) as [SettingsSectionId, readonly string[]][]) {
    const change = changedFields(pick(before, fields), pick(after, fields));
    if (!change) continue;
    await insertSettingsChange(tx, {
      organisationsId: principal.organisationsId, usersId: principal.usersId, section, entity: 'organisation',
      entityId: after.id, entityName: after.name, action: 'update', ...change,
    });
  }
};

/**
 * The organisation as settings edits it (issue 15): basic data, colours, privacy notice, archive days, KYC clock and
 * bought-data defaults, the use_* and use_documents_* flags and featureFlags. The flags reach the menu (GET
 * user/organizations/my) and every service's requireFeature on the next request: the principal is read per request.
 */
export const organisationSettingsRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.get(path, auth, requireAdmin, async (c) => {
    const principal = c.get('principal');
    const organisation = await db.tx(tenancyOf(principal), (tx) => getMyOrganisation(tx, principal.organisationsId));
    if (!organisation) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
    return ok(c, organisation);
  });

  app.put(path, auth, requireAdmin, async (c) => {
    const body = await readBodyAs(c, OrganisationUpdateBody, {
      name: blankIs('MISSING_NAME'),
      email: () => 'INVALID_EMAIL',
      color_primary: () => 'INVALID_COLOR',
      color_secondary: () => 'INVALID_COLOR',
    });
    const changes = normalised(body);
    const principal = c.get('principal');
    const organisation = await db.tx(tenancyOf(principal), async (tx) => {
      if (!(await lockOrganisation(tx, principal.organisationsId))) return null;
      const before = await getMyOrganisation(tx, principal.organisationsId);
      await updateOrganisation(tx, principal.organisationsId, changes);
      const after = await getMyOrganisation(tx, principal.organisationsId);
      if (before && after) await auditChanges(tx, principal, before, after);
      return after;
    });
    if (!organisation) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
    return ok(c, organisation);
  });
};
