import { api, ApiCallError, useSessionStore } from '@tunne/app-kit';
import type { Envelope } from '@tunne/contracts';

// app-kit's client sends JSON only; a multipart upload goes through fetch with the same session rules: the token in
// both headers, one renewal and retry on a 403, logout on a 401, the envelope's first error as an ApiCallError.
// (mf-customers has the same helper in features/customers/form-post.ts: a candidate for app-kit.)

const send = (path: string, file: File, token: string | null): Promise<Response> => {
  const form = new FormData();
  form.set('file', file, file.name);
  return globalThis.fetch(path, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}`, 'x-access-token': token } : {}) },
  });
};

/** Posts one file in the form field `file` to `/api/{path}` and answers the envelope's data. */
export const uploadFile = async <T>(path: string, file: File): Promise<T> => {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  const token = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await send(url, file, token);
    if (response.status === 403 && token) {
      const fresh = await api.renewToken();
      if (fresh) response = await send(url, file, fresh);
    } else if (response.status === 401 && token) {
      useSessionStore.getState().logout('expired');
    }
  } catch (error) {
    throw new ApiCallError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body || typeof body.status !== 'boolean') throw new ApiCallError('HTTP_ERROR', response.statusText || `HTTP ${response.status}`, response.status);
  if (!body.status || !response.ok) {
    const first = body.errors?.[0];
    throw new ApiCallError(first?.code ?? 'HTTP_ERROR', first?.message ?? '', response.status, body.errors ?? []);
  }
  return body.data as T;
};
