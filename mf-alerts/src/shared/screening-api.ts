import { api, withSignal } from '@tunne/app-kit';
import type { ScreeningSettings } from '@tunne/contracts';

// What the alerts and the queries both read of the screening (services/alerts).

/** The organisation's chosen lists and default similarity (readable by every user). */
export const getScreeningSettings = (signal?: AbortSignal): Promise<ScreeningSettings> =>
  api.get<ScreeningSettings>('v2.5/user/alerts/settings', withSignal(signal));

/** DSA (sanction entry) or DPA (PEP entry) document of a list entity. */
export const documentPath = (metadata: { dsaId?: string | undefined; dpaId?: string | undefined }): string | null =>
  metadata.dsaId ? `v2.5/user/dsa/${encodeURIComponent(metadata.dsaId)}` : metadata.dpaId ? `v2.5/user/dpa/${encodeURIComponent(metadata.dpaId)}` : null;
