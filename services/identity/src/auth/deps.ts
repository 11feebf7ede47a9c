import type { MiddlewareHandler } from 'hono';
import type { AuthEnv, Database, Mailer, SmsProvider, TokenService } from '@tunne/platform';

export interface IdentityDeps {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** null: no SMS gateway is configured (production without one): SMS access codes are off. */
  sms: SmsProvider | null;
  /** Base URL of the app as users reach it, e.g. http://localhost:8080 (links in mails). */
  publicUrl: string;
}

/** What the route modules get: the deps plus the auth middleware built once. */
export interface RouteDeps extends IdentityDeps {
  auth: MiddlewareHandler<AuthEnv>;
}
