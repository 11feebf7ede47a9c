import type { MiddlewareHandler } from 'hono';
import type { AuthEnv, ClientAddressOf, Database, Mailer, SecurityLog, SettingsChangeLog, SmsProvider, TokenService } from '@tunne/platform';

export interface IdentityDeps {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** null: no SMS gateway is configured (production without one): SMS access codes are off. */
  sms: SmsProvider | null;
  /** Base URL of the app as users reach it, e.g. http://localhost:8080 (links in mails). */
  publicUrl: string;
  /** Load balancers whose X-Forwarded-For is believed (IPs or CIDRs; config TRUSTED_PROXIES). Default none. */
  trustedProxies?: string[];
  /** Where security events go; default this service's own store (identity.security_events). */
  securityLog?: SecurityLog;
  /** Where the other services' settings changes go; default this service's own store (identity.settings_changes). */
  settingsChanges?: SettingsChangeLog;
}

/** What the route modules get: the deps plus what is built once (auth middleware, client address, security log). */
export interface RouteDeps extends IdentityDeps {
  auth: MiddlewareHandler<AuthEnv>;
  addressOf: ClientAddressOf;
  securityLog: SecurityLog;
  settingsChanges: SettingsChangeLog;
}
