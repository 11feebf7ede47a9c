import { api, withSignal } from '@tunne/app-kit';
import type { RiskQuestion, RiskQuestionBody, RiskQuestionUpdateBody } from '@tunne/contracts';

// The risk questionnaire of the organisation (admin settings, services/risk).

export const listQuestions = (signal?: AbortSignal) => api.get<RiskQuestion[]>('v2.5/user/riskquestions', withSignal(signal));
export const createQuestion = (body: RiskQuestionBody) => api.post<RiskQuestion>('v2.5/admin/riskquestions', body);
export const updateQuestion = (id: string, body: RiskQuestionUpdateBody) => api.put<RiskQuestion>(`v2.5/admin/riskquestions/${id}`, body);
export const deleteQuestion = (id: string) => api.delete<null>(`v2.5/admin/riskquestions/${id}`);
export const reorderQuestions = (ids: string[]) => api.patch<RiskQuestion[]>('v2.5/admin/riskquestions', { data: ids });
