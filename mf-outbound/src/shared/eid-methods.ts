import { api, sharedQuery } from '@tunne/app-kit';
import type { EidMethodAvailability } from '@tunne/contracts';

/** GET /eids: which eID methods have a provider now (the others are stored but shown as not in use). */
export const listEids = (signal?: AbortSignal): Promise<EidMethodAvailability[]> =>
  sharedQuery('eids', () => api.get<EidMethodAvailability[]>('v2.5/user/eids'), { signal });
