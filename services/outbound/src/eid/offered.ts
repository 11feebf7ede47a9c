import { eidMethods, isLocalEidMethod, type EidMethod, type EidMethodAvailability } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import type { OutboundPortsDeps } from '../deps.ts';
import { readSettings } from '../repo/settings.ts';
import { configuredEidMethods } from './sessions.ts';

// The eID methods the organisation offers (settings eid_methods, issue 15; null: every method). An identification or
// a signatory may allow only those; GET /eids shows the others as not in use.

/** Every method with whether staff can offer it now: the organisation offers it, and it is local or a provider serves it. */
export const offeredEidAvailability = (deps: Pick<OutboundPortsDeps, 'eid'>, offered: readonly EidMethod[] | null): EidMethodAvailability[] => {
  const configured = configuredEidMethods(deps);
  return eidMethods.map((method) => ({
    method,
    available: (offered === null || offered.includes(method)) && (isLocalEidMethod(method) || configured.includes(method)),
  }));
};

/** Refuses (EID_METHOD_UNAVAILABLE, the field given) an allowed method the organisation does not offer. */
export const assertOfferedEidMethods = async (tx: Tx, methods: readonly EidMethod[]): Promise<void> => {
  const offered = (await readSettings(tx)).eid_methods;
  if (offered && methods.some((method) => !offered.includes(method))) {
    throw new AppError('EID_METHOD_UNAVAILABLE', 'The organisation does not offer this identification method', '/available_eidmethods');
  }
};
