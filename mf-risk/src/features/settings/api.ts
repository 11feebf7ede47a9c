import { api, withSignal } from '@tunne/app-kit';
import type {
  EuCountryListBody, EuCountryLists, PepFunction, PepFunctionBody, RiskRecalculation, RiskScoreSettings, RiskScoreSettingsBody,
} from '@tunne/contracts';

// The risk score settings and the EU high-risk country lists (admin settings, services/risk).

export const getSettings = (signal?: AbortSignal) => api.get<RiskScoreSettings>('v2.5/admin/riskscoresettings', withSignal(signal));
export const saveSettings = (body: RiskScoreSettingsBody) => api.put<RiskScoreSettings>('v2.5/admin/riskscoresettings', body);
export const getRecalculation = (signal?: AbortSignal) => api.get<RiskRecalculation>('v2.5/admin/riskscoresettings/recalculation', withSignal(signal));
export const getEuLists = (signal?: AbortSignal) => api.get<EuCountryLists>('v2.5/admin/riskscoresettings/eulists', withSignal(signal));
export const loadEuList = (body: EuCountryListBody) => api.post<EuCountryLists>('v2.5/admin/riskscoresettings/eulists', body);

// Issue 25 §8: the organisation's PEP function list (services/customers): every user reads it, admins keep it.
export const getPepFunctions = (signal?: AbortSignal) => api.get<PepFunction[]>('v2.5/user/pepfunctions', withSignal(signal));
export const addPepFunction = (body: PepFunctionBody) => api.post<PepFunction>('v2.5/admin/pepfunctions', body);
export const deletePepFunction = (id: string) => api.delete<null>(`v2.5/admin/pepfunctions/${encodeURIComponent(id)}`);
/** A second admin approves the organisation's own version (issue 25 §3). */
export const approveEuList = (id: string) => api.post<EuCountryLists>(`v2.5/admin/riskscoresettings/eulists/${encodeURIComponent(id)}/approve`, {});
