import type { Hono } from 'hono';
import { OutboundSettingsBody } from '@tunne/contracts';
import { AppError, noSettingsChangeLog, ok, readBody, tenancyOf, type AuthEnv } from '@tunne/platform';
import type { OutboundDeps } from '../deps.ts';
import { logoAddress, organisationMail } from '../mail/organisation-mail.ts';
import { testMail } from '../mail/test-mail-texts.ts';
import { readSettings, writeSettings } from '../repo/settings.ts';
import { recordOutboundSettingsChanges } from '../settings-sections.ts';

/** The organisation's outbound settings (admin; app.ts requires it for the whole path): read, save (audited), test mail. */
export const settingsRoutes = (app: Hono<AuthEnv>, deps: OutboundDeps): void => {
  const { db } = deps;
  const changes = deps.settingsChanges ?? noSettingsChangeLog;

  app.get('/api/v2.5/admin/organizations/outbound', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), (tx) => readSettings(tx))));

  app.put('/api/v2.5/admin/organizations/outbound', async (c) => {
    const body = await readBody(c, OutboundSettingsBody);
    const principal = c.get('principal');
    const { before, after } = await db.tx(tenancyOf(principal), async (tx) => ({ before: await readSettings(tx), after: await writeSettings(tx, body) }));
    await recordOutboundSettingsChanges(changes, principal, before, after);
    return ok(c, after);
  });

  // The e-mail settings as recipients will see them (sender name, reply-to, signature), to the calling admin's own address.
  app.post('/api/v2.5/admin/organizations/outbound/testmail', async (c) => {
    const principal = c.get('principal');
    const admin = await deps.findUser?.(principal.organisationsId, principal.usersId);
    if (!admin) throw new AppError('EMAIL_SEND_FAILED', 'There is no address to send the test mail to');
    const profile = await deps.organisations.profile(principal.organisationsId);
    const settings = await db.tx(tenancyOf(principal), (tx) => readSettings(tx));
    const sender = settings.outbound_email_name ?? profile?.name ?? '';
    try {
      const language = admin.language === 'en' || admin.language === 'se' ? admin.language : 'fi';
      await deps.mailer.send(organisationMail(settings, sender, { to: admin.email, ...testMail(admin.language, sender) }, { logoUrl: logoAddress(deps, settings, profile), language }));
    } catch {
      throw new AppError('EMAIL_SEND_FAILED', 'The mail could not be sent');
    }
    return ok(c, { status: true });
  });
};
