import { api, withSignal } from '@tunne/app-kit';
import type { Letter, LetterBody, LetterRow } from '@tunne/contracts';

const customerPath = (customerId: string) => `v2.5/user/customers/${encodeURIComponent(customerId)}/letters`;
const letterPath = (id: string) => `v2.5/user/letters/${encodeURIComponent(id)}`;

export const listLetters = (customerId: string, signal?: AbortSignal): Promise<LetterRow[]> => api.get<LetterRow[]>(customerPath(customerId), withSignal(signal));

export const getLetter = (id: string, signal?: AbortSignal): Promise<Letter> => api.get<Letter>(letterPath(id), withSignal(signal));

/** A new secure message starts as a draft. */
export const createLetter = (customerId: string, body: LetterBody): Promise<Letter> => api.post<Letter>(customerPath(customerId), body);

/** Drafts only. */
export const updateLetter = (id: string, body: LetterBody): Promise<Letter> => api.put<Letter>(letterPath(id), body);
