import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { Type } from '@sinclair/typebox';
import { AppError, ok, readQuery, requireAdmin, tenancyOf, type AuthEnv, type Principal, type Tx } from '@tunne/platform';
import { readLogoUpload, type LogoType } from '../images/logo-file.ts';
import { unknownImageKey } from '../images/key-misses.ts';
import { deleteLogo, logoByKey, logoTypeOf, saveLogo } from '../repo/organisation-logos.ts';
import { getMyOrganisation } from '../repo/organisations.ts';
import { insertSettingsChange } from '../repo/settings-changes.ts';
import type { RouteDeps } from '../auth/deps.ts';

const adminPath = '/api/v2.5/admin/organizations/my/logo';
export const publicLogoPath = '/api/v2.5/public/logo';

/** 24 random bytes (192 bits), base64url: 32 characters. */
const newLogoKey = (): string => randomBytes(24).toString('base64url');
const LogoQuery = Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) }, { additionalProperties: false });

/** An SVG may style itself and nothing more: no script, no fetch, even when opened on its own. */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";
const yearLong = 'public, max-age=31536000, immutable';

/** The audit says that the logo changed and its type, never its bytes. */
const auditLogo = (tx: Tx, principal: Principal, name: string, before: LogoType | null, after: LogoType | null) =>
  insertSettingsChange(tx, {
    organisationsId: principal.organisationsId, usersId: principal.usersId, section: 'logo', entity: 'logo',
    entityId: principal.organisationsId, entityName: name,
    action: after === null ? 'delete' : before === null ? 'create' : 'update',
    before: before === null ? null : { logo: '••••', logo_type: before },
    after: after === null ? null : { logo: '••••', logo_type: after },
  });

/**
 * The organisation's logo (issue 15): uploaded by an admin as a file form (PNG, JPEG or a script-free SVG, checked by
 * content), shown in the shell and on the recipients' pages from the public address, which needs no session: its
 * key is new for every upload, so the address can be cached for a year and an old one answers 404.
 */
export const organisationLogoRoutes = (app: Hono<AuthEnv>, deps: RouteDeps): void => {
  const { db, auth } = deps;

  app.post(adminPath, auth, requireAdmin, async (c) => {
    const logo = await readLogoUpload(c);
    const principal = c.get('principal');
    const organisation = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await logoTypeOf(tx, principal.organisationsId);
      await saveLogo(tx, principal.organisationsId, newLogoKey(), logo.type, logo.content);
      const after = await getMyOrganisation(tx, principal.organisationsId);
      if (after) await auditLogo(tx, principal, after.name, before, logo.type);
      return after;
    });
    if (!organisation) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
    return ok(c, organisation);
  });

  app.delete(adminPath, auth, requireAdmin, async (c) => {
    const principal = c.get('principal');
    const organisation = await db.tx(tenancyOf(principal), async (tx) => {
      const before = await logoTypeOf(tx, principal.organisationsId);
      await deleteLogo(tx, principal.organisationsId);
      const after = await getMyOrganisation(tx, principal.organisationsId);
      if (after && before !== null) await auditLogo(tx, principal, after.name, before, null);
      return after;
    });
    if (!organisation) throw new AppError('ORGANISATION_NOT_ACTIVE', 'Invalid organisation');
    return ok(c, organisation);
  });

  app.get(publicLogoPath, async (c) => {
    const { key } = readQuery(c, LogoQuery);
    const logo = await db.tx(null, (tx) => logoByKey(tx, key));
    if (!logo) throw await unknownImageKey(c, db, deps.addressOf, 'logo');
    return c.body(logo.logo as Uint8Array<ArrayBuffer>, 200, {
      'content-type': logo.logo_type,
      'cache-control': yearLong,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      ...(logo.logo_type === 'image/svg+xml' ? { 'content-security-policy': svgPolicy } : {}),
    });
  });
};
