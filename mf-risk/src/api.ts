import { api } from '@tunne/app-kit';
import type {
  DueReviews, EuCountryListBody, EuCountryLists,
  Page, RiskAnswer, RiskAnswerInput, RiskAssessment, RiskAssessmentBody, RiskAssessmentSaved, RiskAssessmentUpdateBody, RiskQuestion,
  RiskQuestionBody, RiskQuestionUpdateBody, RiskRating, RiskRatingBody, RiskRecalculation, RiskScore, RiskScoreHistoryEntry,
  RiskScoreSettings, RiskScoreSettingsBody,
} from '@tunne/contracts';

// Every risk call the screens make (services/risk), typed once with the contracts.

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
const customer = (id: string) => `v2.5/user/customers/${encodeURIComponent(id)}`;

export interface OrgUser {
  id: string;
  name: string;
}

export const listUsers = (signal?: AbortSignal) => api.get<OrgUser[]>('v2.5/user/users', opts(signal));

export const listQuestions = (signal?: AbortSignal) => api.get<RiskQuestion[]>('v2.5/user/riskquestions', opts(signal));
export const createQuestion = (body: RiskQuestionBody) => api.post<RiskQuestion>('v2.5/admin/riskquestions', body);
export const updateQuestion = (id: string, body: RiskQuestionUpdateBody) => api.put<RiskQuestion>(`v2.5/admin/riskquestions/${id}`, body);
export const deleteQuestion = (id: string) => api.delete<null>(`v2.5/admin/riskquestions/${id}`);
export const reorderQuestions = (ids: string[]) => api.patch<RiskQuestion[]>('v2.5/admin/riskquestions', { data: ids });

export const listRatings = (signal?: AbortSignal) => api.get<RiskRating[]>('v2.5/user/riskratings', opts(signal));
export const createRating = (body: RiskRatingBody) => api.post<RiskRating>('v2.5/admin/riskratings', body);
export const updateRating = (id: string, body: Partial<RiskRatingBody>) => api.put<RiskRating>(`v2.5/admin/riskratings/${id}`, body);
export const deleteRating = (id: string) => api.delete<null>(`v2.5/admin/riskratings/${id}`);

export const getSettings = (signal?: AbortSignal) => api.get<RiskScoreSettings>('v2.5/admin/riskscoresettings', opts(signal));
export const saveSettings = (body: RiskScoreSettingsBody) => api.put<RiskScoreSettings>('v2.5/admin/riskscoresettings', body);
export const getRecalculation = (signal?: AbortSignal) => api.get<RiskRecalculation>('v2.5/admin/riskscoresettings/recalculation', opts(signal));

export const listAnswers = (customerId: string, signal?: AbortSignal) => api.get<RiskAnswer[]>(`${customer(customerId)}/riskanswers`, opts(signal));
export const saveAnswers = (customerId: string, data: RiskAnswerInput[]) => api.put<RiskAnswer[]>(`${customer(customerId)}/riskanswers`, { data });

export const listAssessments = (customerId: string, at: string | null, signal?: AbortSignal) =>
  api.get<RiskAssessment[]>(`${customer(customerId)}/riskassessments`, { searchParams: { at }, ...opts(signal) });
export const createAssessment = (customerId: string, body: RiskAssessmentBody) =>
  api.post<RiskAssessmentSaved>(`${customer(customerId)}/riskassessments`, body);
export const updateAssessment = (customerId: string, id: string, body: RiskAssessmentUpdateBody) =>
  api.put<RiskAssessmentSaved>(`${customer(customerId)}/riskassessments/${id}`, body);
export const deleteAssessment = (customerId: string, id: string) => api.delete<null>(`${customer(customerId)}/riskassessments/${id}`);

export const getScore = (customerId: string, at: string | null, signal?: AbortSignal) =>
  api.get<RiskScore>(`${customer(customerId)}/riskscores`, { searchParams: { at }, ...opts(signal) });
export const getScoreHistory = (customerId: string, signal?: AbortSignal) =>
  api.get<Page<RiskScoreHistoryEntry>>(`${customer(customerId)}/riskscores/history`, { searchParams: { size: 50 }, ...opts(signal) });

export const getEuLists = (signal?: AbortSignal) => api.get<EuCountryLists>('v2.5/admin/riskscoresettings/eulists', opts(signal));
export const loadEuList = (body: EuCountryListBody) => api.post<EuCountryLists>('v2.5/admin/riskscoresettings/eulists', body);
export const getDueReviews = (signal?: AbortSignal) => api.get<DueReviews>('v2.5/user/reviews/due', { searchParams: { size: 20 }, ...opts(signal) });
