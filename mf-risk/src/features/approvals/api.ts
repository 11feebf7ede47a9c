import { api, withSignal } from '@tunne/app-kit';
import type { Approvals } from '@tunne/contracts';

// The approvals inbox, for the home page (services/risk, issue 25 §3).

export const getApprovals = (signal?: AbortSignal) => api.get<Approvals>('v2.5/user/approvals', withSignal(signal));
