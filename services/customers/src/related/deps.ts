import type { MiddlewareHandler } from 'hono';
import type { AuthEnv, Database, Mailer, SecurityLog, SettingsChangeLog } from '@tunne/platform';

/** An active user of the organisation as identity knows them, or null (unknown, inactive or another organisation). */
export type FindActiveUser = (organisationsId: string, usersId: string) => Promise<{ id: string; name: string; email: string } | null>;

export interface RelatedDeps {
  db: Database;
  mailer: Mailer;
  /** Origin the e-mailed links point to, e.g. https://tunne.example.com (no trailing slash needed). */
  publicUrl: string;
  /**
   * Users live in identity's schema. Called outside this service's transactions: on the embedded database every
   * query shares one connection, so a lookup inside an open transaction would wait for itself.
   */
  findActiveUser: FindActiveUser;
  /** Where file downloads are recorded (the security log); none when absent. */
  securityLog?: SecurityLog;
  /** Where the admin's changes of the task catalogue are audited; none when absent. */
  settingsChanges?: SettingsChangeLog;
}

/**
 * The service may already run the same auth middleware on a path prefix (app.use); resolving the principal
 * twice would cost a second database round trip, so this runs it only when nothing has yet.
 */
export const authOnce = (auth: MiddlewareHandler<AuthEnv>): MiddlewareHandler<AuthEnv> => async (c, next) => {
  if (c.get('principal') as AuthEnv['Variables']['principal'] | undefined) {
    await next();
    return;
  }
  await auth(c, next);
};
