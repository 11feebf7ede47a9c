/** Test kit for services that test against the identity service's real ports (organisation profile, rate limits). */
export { identityMigrations, identityPorts, seedIdentity } from './index.ts';
