import { api, withSignal } from '@tunne/app-kit';
import type { RiskRating, RiskRatingBody } from '@tunne/contracts';

// The manual risk ratings of the organisation (admin settings, services/risk).

export const listRatings = (signal?: AbortSignal) => api.get<RiskRating[]>('v2.5/user/riskratings', withSignal(signal));
export const createRating = (body: RiskRatingBody) => api.post<RiskRating>('v2.5/admin/riskratings', body);
export const updateRating = (id: string, body: Partial<RiskRatingBody>) => api.put<RiskRating>(`v2.5/admin/riskratings/${id}`, body);
export const deleteRating = (id: string) => api.delete<null>(`v2.5/admin/riskratings/${id}`);
