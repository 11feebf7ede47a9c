import { api, withSignal } from '@tunne/app-kit';
import type { RiskAssessment, RiskAssessmentBody, RiskAssessmentSaved, RiskAssessmentUpdateBody, RiskRating } from '@tunne/contracts';

// A customer's manual risk assessments (the card's section, services/risk).

const customer = (id: string) => `v2.5/user/customers/${encodeURIComponent(id)}`;

export const listRatings = (signal?: AbortSignal) => api.get<RiskRating[]>('v2.5/user/riskratings', withSignal(signal));
export const listAssessments = (customerId: string, at: string | null, signal?: AbortSignal) =>
  api.get<RiskAssessment[]>(`${customer(customerId)}/riskassessments`, { searchParams: { at }, ...withSignal(signal) });
export const createAssessment = (customerId: string, body: RiskAssessmentBody) =>
  api.post<RiskAssessmentSaved>(`${customer(customerId)}/riskassessments`, body);
export const updateAssessment = (customerId: string, id: string, body: RiskAssessmentUpdateBody) =>
  api.put<RiskAssessmentSaved>(`${customer(customerId)}/riskassessments/${id}`, body);
export const deleteAssessment = (customerId: string, id: string) => api.delete<null>(`${customer(customerId)}/riskassessments/${id}`);
