import type { ApiError, Envelope } from '@tunne/contracts';
import { api } from './api.ts';
import { ApiCallError } from './api-error.ts';
import { useSessionStore } from './session-store.ts';

// Multipart uploads (the customer import, a todo's files, EDD documents), which the JSON client does not send: fetch
// with the same session rules, the token in both headers, one renewal and retry on a 403, logout on a 401.

export const postForm = async (path: string, form: () => FormData, accept: string, signal?: AbortSignal): Promise<Response> => {
  const session = useSessionStore.getState();
  const send = (token: string | null) =>
    globalThis.fetch(path, {
      method: 'POST',
      body: form(),
      headers: { accept, ...(token ? { authorization: `Bearer ${token}`, 'x-access-token': token } : {}) },
      ...(signal ? { signal } : {}),
    });
  const token = session.token;
  let response: Response;
  try {
    response = await send(token);
    if (response.status === 403 && token) {
      const fresh = await api.renewToken();
      if (fresh) response = await send(fresh);
    } else if (response.status === 401 && token) {
      useSessionStore.getState().logout('expired');
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiCallError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
  }
  return response;
};

export const envelopeFailure = (status: number, errors: ApiError[] | undefined, fallback: string): ApiCallError => {
  const first = errors?.[0];
  return new ApiCallError(first?.code ?? 'HTTP_ERROR', first?.message ?? fallback, status, errors ?? []);
};

export const readEnvelope = async <T>(response: Response): Promise<Envelope<T>> => {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body || typeof body.status !== 'boolean') throw new ApiCallError('HTTP_ERROR', response.statusText || `HTTP ${response.status}`, response.status);
  return body;
};

/** One file in `file` to `path`; the answer's data, or the envelope's first error as an ApiCallError. */
export const uploadFile = async <T>(path: string, file: File): Promise<T> => {
  const response = await postForm(path, () => {
    const form = new FormData();
    form.set('file', file, file.name);
    return form;
  }, 'application/json');
  const body = await readEnvelope<T>(response);
  if (!body.status || !response.ok || body.data === null) throw envelopeFailure(response.status, body.errors, 'Upload failed');
  return body.data;
};
