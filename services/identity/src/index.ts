import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@tunne/platform';

export const identityMigrations: MigrationSet = {
  service: 'identity',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};
export { createIdentityApp } from './app.ts';
export { createSecurityLog } from './security-log.ts';
export { createSettingsChangeLog } from './settings-changes.ts';
export { consumeRateLimit, type RateLimitResult } from './auth/rate-limit.ts';
export type { IdentityDeps } from './auth/deps.ts';
export { createPrincipalResolver } from './auth/principal.ts';
export { signUrlToken } from './auth/session-tokens.ts';
export { seedIdentity, demoIdentityUsers } from './seed.ts';
export { createActiveUserFinder, createComplianceOfficerResolver, createTeamDirectory, type ComplianceOfficer } from './repo/directory.ts';
export { identityPorts, type IdentityPorts } from './ports/identity-ports.ts';
export {
  createOrganisation, createOrganisationUsage, isFinnishBusinessId, parseCreateOrganisationArgs, type CreatedOrganisation, type NewOrganisation,
} from './operator/create-organisation.ts';
