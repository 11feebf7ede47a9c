import { api, withSignal } from '@tunne/app-kit';
import type { Page, RiskScore, RiskScoreHistoryEntry } from '@tunne/contracts';

// A customer's automatic risk score and its history (services/risk).

const customer = (id: string) => `v2.5/user/customers/${encodeURIComponent(id)}`;

export const getScore = (customerId: string, at: string | null, signal?: AbortSignal) =>
  api.get<RiskScore>(`${customer(customerId)}/riskscores`, { searchParams: { at }, ...withSignal(signal) });
export const getScoreHistory = (customerId: string, signal?: AbortSignal) =>
  api.get<Page<RiskScoreHistoryEntry>>(`${customer(customerId)}/riskscores/history`, { searchParams: { size: 50 }, ...withSignal(signal) });
