import { api, withSignal } from '@tunne/app-kit';
import type { EuCountryListBody, EuCountryLists, RiskRecalculation, RiskScoreSettings, RiskScoreSettingsBody } from '@tunne/contracts';

// The risk score settings and the EU high-risk country lists (admin settings, services/risk).

export const getSettings = (signal?: AbortSignal) => api.get<RiskScoreSettings>('v2.5/admin/riskscoresettings', withSignal(signal));
export const saveSettings = (body: RiskScoreSettingsBody) => api.put<RiskScoreSettings>('v2.5/admin/riskscoresettings', body);
export const getRecalculation = (signal?: AbortSignal) => api.get<RiskRecalculation>('v2.5/admin/riskscoresettings/recalculation', withSignal(signal));
export const getEuLists = (signal?: AbortSignal) => api.get<EuCountryLists>('v2.5/admin/riskscoresettings/eulists', withSignal(signal));
export const loadEuList = (body: EuCountryListBody) => api.post<EuCountryLists>('v2.5/admin/riskscoresettings/eulists', body);
/** A second admin approves the organisation's own version (issue 25 §3). */
export const approveEuList = (id: string) => api.post<EuCountryLists>(`v2.5/admin/riskscoresettings/eulists/${encodeURIComponent(id)}/approve`, {});
