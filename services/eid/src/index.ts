// Strong electronic identification (issue 14): the OIDC relying party (createEidBroker) and, for development and
// tests, a local OIDC provider standing in for the bank/broker (startLocalEidProvider).
import type { LocalEidProvider, LocalEidProviderOptions } from './local/provider.ts';

export { createEidBroker } from './broker.ts';
export { eidConfigFromEnv, type EidConfig, type EidProviderConfig } from './config.ts';
export type { LocalEidProvider, LocalEidProviderOptions } from './local/provider.ts';

/**
 * Starts the stand-in bank on 127.0.0.1 (port 0: any free one). Development and tests only: it identifies whoever
 * fills in its form. Loaded on demand, so production never loads oidc-provider.
 */
export const startLocalEidProvider = async (options: LocalEidProviderOptions): Promise<LocalEidProvider> =>
  (await import('./local/provider.ts')).startLocalProvider(options);
