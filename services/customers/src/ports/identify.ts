import type { CallerScope, IdentifyOutcome } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

/** An identification's identity code into a person customer (issue 14; contracts CustomerRecordsPort.identify). */
export const identifyCustomer = async (_db: Database, _scope: CallerScope, _customersId: string, _input: { ssn: string; overwrite?: boolean }): Promise<IdentifyOutcome> => {
  throw new Error('not implemented');
};
