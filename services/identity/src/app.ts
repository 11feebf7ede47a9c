import { avatarLimits } from '@tunne/contracts';
import { clientAddressResolver, createServiceApp, requireAuth, type AuthEnv, type ServiceRoutes } from '@tunne/platform';
import { createPrincipalResolver } from './auth/principal.ts';
import type { IdentityDeps } from './auth/deps.ts';
import { authRoutes } from './routes/auth.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { userRoutes } from './routes/users.ts';
import { organisationRoutes } from './routes/organisations.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { directoryRoutes } from './routes/directory.ts';
import { totpRoutes } from './routes/totp.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { organisationSecurityRoutes } from './routes/organisation-security.ts';
import { securityLogRoutes } from './routes/security-log.ts';
import { createSecurityLog } from './security-log.ts';
import { createSettingsChangeLog } from './settings-changes.ts';
import { settingsChangeRoutes } from './routes/settings-changes.ts';
import { libraryBodyLimits, libraryPrefixes, libraryRoutes } from './routes/library.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { manualRoutes } from './routes/manual.ts';
import { teamRoutes } from './routes/teams.ts';
import { profileRoutes } from './routes/profile.ts';
import { avatarPath } from './profile/avatar-url.ts';
import { organisationSettingsRoutes } from './routes/organisation-settings.ts';
import { seniorManagementRoutes } from './routes/senior-management.ts';
import { organisationLogoRoutes, publicLogoPath } from './routes/organisation-logo.ts';

/** The paths identity answers (see ServiceRoutes). */
const identityPrefixes = [
  ...['auth', 'users', 'organizations', 'teams'].map((area) => `/api/v2.5/user/${area}`),
  '/api/v3/users',
  '/api/v2.5/user/announcements',
  '/api/v2.5/user/manual',
  ...['users', 'teams', 'organizations', 'securitylog', 'changes'].map((area) => `/api/v2.5/admin/${area}`),
  ...libraryPrefixes,
  avatarPath,
  publicLogoPath,
] as const;

/** The avatar upload's multipart body: the image limit and room for the form around it. */
const avatarUploadLimit = avatarLimits.maxBytes + 64 * 1024;

/** Auth, users and organisations; routes at their full paths so the gateway can mount by prefix. */
export const createIdentityApp = (deps: IdentityDeps): ServiceRoutes<AuthEnv> => {
  const app = createServiceApp<AuthEnv>({ bodyLimits: { ...libraryBodyLimits, '/api/v2.5/user/users/me/avatar': avatarUploadLimit } });
  const resolve = createPrincipalResolver(deps.db, { withUser: true });
  const auth = requireAuth({ tokens: deps.tokens, resolve });
  // Download links are opened by the browser: a temporary token in ?jwt= (a session token there is refused).
  const downloadAuth = requireAuth({ tokens: deps.tokens, resolve, allowQueryToken: true });
  const addressOf = clientAddressResolver(deps.trustedProxies ?? []);
  const routeDeps = { ...deps, auth, addressOf, securityLog: deps.securityLog ?? createSecurityLog(deps.db, addressOf),
    settingsChanges: deps.settingsChanges ?? createSettingsChangeLog(deps.db),
  };
  authRoutes(app, routeDeps);
  passwordResetRoutes(app, routeDeps);
  userRoutes(app, routeDeps);
  organisationRoutes(app, routeDeps);
  adminUserRoutes(app, routeDeps);
  directoryRoutes(app, routeDeps);
  totpRoutes(app, routeDeps);
  sessionRoutes(app, routeDeps);
  organisationSecurityRoutes(app, routeDeps);
  securityLogRoutes(app, routeDeps);
  settingsChangeRoutes(app, routeDeps);
  libraryRoutes(app, routeDeps, downloadAuth);
  announcementRoutes(app, routeDeps);
  manualRoutes(app, routeDeps);
  teamRoutes(app, routeDeps);
  profileRoutes(app, routeDeps);
  organisationSettingsRoutes(app, routeDeps);
  seniorManagementRoutes(app, routeDeps);
  organisationLogoRoutes(app, routeDeps);
  return { name: 'identity', app, prefixes: identityPrefixes };
};
