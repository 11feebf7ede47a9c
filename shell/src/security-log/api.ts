import { api } from '@tunne/app-kit';
import type { Page, SecurityEventEntry, SecurityEventType } from '@tunne/contracts';

export const securityLogPageSize = 50;

/** GET /admin/securitylog: the organisation's security events, newest first (admins only). */
export const fetchSecurityLog = (
  query: { page: number; type: SecurityEventType | null },
  signal?: AbortSignal,
): Promise<Page<SecurityEventEntry>> =>
  api.get<Page<SecurityEventEntry>>('v2.5/admin/securitylog', {
    searchParams: { page: query.page, size: securityLogPageSize, type: query.type },
    ...(signal ? { signal } : {}),
  });
