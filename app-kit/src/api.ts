import ky, { TimeoutError } from 'ky';
import type { ApiError, TokenResult } from '@tunne/contracts';
import { ApiCallError } from './api-error.ts';
import { readNdjson } from './ndjson.ts';
import { useSessionStore, type LogoutReason } from './session-store.ts';
import { clearPrimedReads, takePrimedRead } from './primed-reads.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  /** A multipart body (file uploads); sent again as it is when the call is retried after a renewal. */
  form?: FormData;
  /** The Accept header; none by default. */
  accept?: string;
  signal?: AbortSignal;
  /** Send the session token (default true). Login, forgot and reset send none. */
  auth?: boolean;
  /** Time allowed until the answer starts, instead of the client's default for the kind of call. */
  timeoutMs?: number;
}

export interface StreamOptions extends Omit<RequestOptions, 'accept'> {
  /** Every line of the stream that is not the final envelope (progress), as it arrives. */
  onLine: (line: unknown) => void;
}

export interface ApiClientOptions {
  /** Default '/api'. */
  prefixUrl?: string;
  /** Default 5 s (spec §9). */
  timeoutMs?: number;
  /** Uploads and streams: time until the answer starts (the server reads the whole file first); default 120 s. */
  uploadTimeoutMs?: number;
  fetch?: typeof fetch;
  getToken: () => string | null;
  setToken: (token: string) => void;
  onSessionLost: (reason: LogoutReason) => void;
}

export interface ApiClient {
  request: <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: Omit<RequestOptions, 'json' | 'form'>) => Promise<T>;
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** POST of a multipart form (one file in `file` and its fields); the answer's data. */
  upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'json' | 'form'>) => Promise<T>;
  /**
   * POST answered as NDJSON (`Accept: application/x-ndjson`): each line before the final envelope goes to
   * `onLine`; the envelope's data is the result. A call refused before the stream began answers plain JSON.
   */
  stream: <T>(path: string, options: StreamOptions) => Promise<T>;
  /** A link the browser opens itself (CSV, PDF, a stored file): `/api/<path>` with a 60-second token (spec §7, §9). */
  temporaryLink: (path: string, params?: Record<string, string>) => Promise<string>;
  /** Renews the session token now (shared with any renewal already running); null when the session is lost. */
  renewToken: () => Promise<string | null>;
}

const renewPath = 'v2.5/user/auth/renew';
const ndjsonType = 'application/x-ndjson';

const cleanParams = (params: SearchParams | undefined): Record<string, string> | undefined => {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
};

const relative = (path: string): string => path.replace(/^\/+/, '').replace(/^api\//, '');

interface EnvelopeBody {
  status: boolean;
  data?: unknown;
  errors?: ApiError[];
}

const isEnvelope = (value: unknown): value is EnvelopeBody =>
  typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'boolean' &&
  ('errors' in value || 'data' in value);

const envelopeData = <T>(body: EnvelopeBody, response: Response): T => {
  if (!body.status || !response.ok) {
    const errors = Array.isArray(body.errors) ? body.errors : [];
    const first = errors[0];
    throw new ApiCallError(first?.code ?? 'HTTP_ERROR', first?.message ?? '', response.status, errors, body.data ?? null);
  }
  return body.data as T;
};

const unwrap = async <T>(response: Response): Promise<T> => {
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw new ApiCallError('HTTP_ERROR', response.statusText || `HTTP ${response.status}`, response.status);
  return envelopeData<T>(body, response);
};

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * The API client every frontend uses, for JSON calls, uploads, streams and download links alike: bearer token in
 * both headers, envelope unwrapped into data or an ApiCallError (with the envelope's data), a timeout, on a 403
 * one shared token renewal followed by one retry, and logout on a 401 (spec §4, §7).
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const http = ky.create({
    prefixUrl: options.prefixUrl ?? '/api',
    timeout: options.timeoutMs ?? 5000,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const uploadTimeout = options.uploadTimeoutMs ?? 120_000;

  let renewal: Promise<string | null> | null = null;

  const send = async (method: HttpMethod, path: string, request: RequestOptions, token: string | null): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (token) {
      headers.authorization = `Bearer ${token}`;
      headers['x-access-token'] = token;
    }
    if (request.accept) headers.accept = request.accept;
    try {
      return await http(relative(path), {
        method,
        headers,
        searchParams: cleanParams(request.searchParams),
        ...(request.json === undefined ? {} : { json: request.json }),
        ...(request.form ? { body: request.form } : {}),
        ...(request.timeoutMs === undefined ? {} : { timeout: request.timeoutMs }),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (error instanceof TimeoutError) throw new ApiCallError('TIMEOUT', error.message, 0);
      if (isAbort(error)) throw error;
      throw new ApiCallError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
    }
  };

  const renewToken = (): Promise<string | null> => {
    renewal ??= (async () => {
      const token = options.getToken();
      if (!token) return null;
      try {
        const response = await send('put', renewPath, {}, token);
        const result = await unwrap<TokenResult>(response);
        if (result?.jwt) {
          options.setToken(result.jwt);
          return result.jwt;
        }
      } catch {
        // Falls through to logout: a session that cannot be renewed is over.
      }
      options.onSessionLost('expired');
      return null;
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  };

  /** The answer after the session rules: a 403 renews once and retries, a 401 ends the session. */
  const respond = async (method: HttpMethod, path: string, request: RequestOptions): Promise<Response> => {
    const token = request.auth === false ? null : options.getToken();
    const response = await send(method, path, request, token);
    if (response.status === 403 && token) {
      // A call that raced a renewal already finished only needs the new token, not another renewal.
      const current = options.getToken();
      const fresh = current && current !== token ? current : await renewToken();
      return fresh ? send(method, path, request, fresh) : response;
    }
    if (response.status === 401 && token) options.onSessionLost('expired');
    return response;
  };

  const request = async <T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> => {
    // A read may have been answered ahead (primed-reads: the customer card's reads in one call); a write makes what
    // was read ahead stale.
    if (method !== 'get') clearPrimedReads();
    else if (request.auth !== false) {
      const primed = await takePrimedRead(path);
      if (primed) return primed.data as T;
    }
    return unwrap<T>(await respond(method, path, request));
  };

  const upload = <T>(path: string, form: FormData, opts: Omit<RequestOptions, 'json' | 'form'> = {}): Promise<T> =>
    request<T>('post', path, { accept: 'application/json', timeoutMs: uploadTimeout, ...opts, form });

  const stream = async <T>(path: string, { onLine, ...opts }: StreamOptions): Promise<T> => {
    const response = await respond('post', path, { timeoutMs: uploadTimeout, ...opts, accept: ndjsonType });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes(ndjsonType) || !response.body) {
      return unwrap<T>(response);
    }
    let envelope: EnvelopeBody | null = null;
    try {
      await readNdjson(response.body, (line) => {
        if (isEnvelope(line)) envelope = line;
        else onLine(line);
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      // The connection broke or a line was cut: the outcome is unknown to the browser.
      throw new ApiCallError('NETWORK_ERROR', error instanceof Error ? error.message : String(error), 0);
    }
    const final = envelope as EnvelopeBody | null;
    if (!final) throw new ApiCallError('NETWORK_ERROR', 'The answer ended without a result', 0);
    return envelopeData<T>(final, response);
  };

  const temporaryLink = async (path: string, params: Record<string, string> = {}): Promise<string> => {
    const result = await request<TokenResult>('put', 'v2.5/user/auth', { json: { lifetime: 60 } });
    if (!result?.jwt) throw new ApiCallError('HTTP_ERROR', 'No temporary token', 0);
    const [base, query] = relative(path).split('?', 2) as [string, string | undefined];
    const search = new URLSearchParams(query);
    search.set('jwt', result.jwt);
    for (const [key, value] of Object.entries(params)) search.set(key, value);
    return `${(options.prefixUrl ?? '/api').replace(/\/+$/, '')}/${base}?${search.toString()}`;
  };

  return {
    request,
    get: (path, opts) => request('get', path, opts),
    post: (path, json, opts) => request('post', path, { ...opts, json }),
    put: (path, json, opts) => request('put', path, { ...opts, json }),
    patch: (path, json, opts) => request('patch', path, { ...opts, json }),
    delete: (path, opts) => request('delete', path, opts),
    upload,
    stream,
    temporaryLink,
    renewToken,
  };
};

/** The app-wide client, bound to the shared session store. */
export const api: ApiClient = createApiClient({
  getToken: () => useSessionStore.getState().token,
  setToken: (token) => useSessionStore.getState().setToken(token),
  onSessionLost: (reason) => {
    if (useSessionStore.getState().token) useSessionStore.getState().logout(reason);
  },
  // Bound late so tests and polyfills that replace window.fetch are honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
});
