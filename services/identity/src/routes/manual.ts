import type { Hono } from 'hono';
import { IdParams } from '@tunne/contracts';
import { AppError, ok, readParams, requireAdmin, requireAuth, tenancyOf, type AuthEnv } from '@tunne/platform';
import { createPrincipalResolver, type IdentityPrincipal } from '../auth/principal.ts';
import { manualMail } from '../manual/mail.ts';
import { createManualSource, manualFileName, manualLanguage, type ManualSource } from '../manual/manual.ts';
import { insertSettingsChange } from '../repo/settings-changes.ts';
import { getUser } from '../repo/users.ts';
import type { RouteDeps } from '../auth/deps.ts';

/** The user guide as a PDF (spec §2 Menu "download manual"): downloaded by the user, or mailed to a user by an admin. */
export const manualRoutes = (app: Hono<AuthEnv>, deps: RouteDeps, manual: ManualSource = createManualSource()): void => {
  const { db, auth } = deps;
  // A download link: the menu opens it with a temporary token in ?jwt= (a session token is not accepted there).
  const downloadAuth = requireAuth({ tokens: deps.tokens, resolve: createPrincipalResolver(db, { withUser: true }), allowQueryToken: true });

  app.get('/api/v2.5/user/manual', downloadAuth, async (c) => {
    const principal: IdentityPrincipal = c.get('principal');
    const user = principal.user ?? (await db.tx(tenancyOf(principal), (tx) => getUser(tx, principal.usersId)));
    if (!user) throw new AppError('UNKNOWN_USER', 'Unknown user');
    const language = manualLanguage(user.language);
    const pdf = await manual(language);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${manualFileName[language]}"`,
      'cache-control': 'no-store',
    });
  });

  app.post('/api/v2.5/admin/users/:id/manual', auth, requireAdmin, async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const tenancy = tenancyOf(principal);
    const user = await db.tx(tenancy, (tx) => getUser(tx, id));
    if (!user) throw new AppError('USER_NOT_FOUND', 'User not found');
    const language = manualLanguage(user.language);
    // Mail is not transactional: sent first, recorded once it went (no transaction held open while SMTP talks).
    await deps.mailer.send(manualMail(user, await manual(language)));
    await db.tx(tenancy, (tx) => insertSettingsChange(tx, {
      organisationsId: principal.organisationsId,
      usersId: principal.usersId,
      section: 'users',
      entity: 'manual',
      entityId: user.id,
      entityName: user.name,
      action: 'create',
      before: null,
      after: { language, file: manualFileName[language] },
    }));
    return ok(c, true);
  });
};
