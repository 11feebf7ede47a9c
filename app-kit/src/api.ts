import ky, { TimeoutError } from 'ky';
import type { ApiError, TokenResult } from '@tunne/contracts';
import { ApiCallError } from './api-error.ts';
import { useSessionStore, type LogoutReason } from './session-store.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  signal?: AbortSignal;
  /** Send the session token (default true). Login, forgot and reset send none. */
  auth?: boolean;
}

export interface ApiClientOptions {
  /** Default '/api'. */
  prefixUrl?: string;
  /** Default 5 s (spec §9). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  getToken: () => string | null;
  setToken: (token: string) => void;
  onSessionLost: (reason: LogoutReason) => void;
}

export interface ApiClient {
  request: <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: Omit<RequestOptions, 'json'>) => Promise<T>;
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  patch: <T>(path: string, json?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** Renews the session token now (shared with any renewal already running); null when the session is lost. */
  renewToken: () => Promise<string | null>;
}

const renewPath = 'v2.5/user/auth/renew';

const cleanParams = (params: SearchParams | undefined): Record<string, string> | undefined => {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
};

interface EnvelopeBody {
  status?: unknown;
  data?: unknown;
  errors?: ApiError[];
}

const readEnvelope = async (response: Response): Promise<EnvelopeBody | null> => {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as EnvelopeBody) : null;
  } catch {
    return null;
  }
};

const unwrap = async <T>(response: Response): Promise<T> => {
  const body = await readEnvelope(response);
  if (!body || typeof body.status !== 'boolean') {
    throw new ApiCallError('HTTP_ERROR', response.statusText || `HTTP ${response.status}`, response.status);
  }
  if (!body.status || !response.ok) {
    const errors = Array.isArray(body.errors) ? body.errors : [];
    const first = errors[0];
    throw new ApiCallError(first?.code ?? 'HTTP_ERROR', first?.message ?? '', response.status, errors);
  }
  return body.data as T;
};

/**
 * The API client every frontend uses: bearer token in both headers, envelope unwrapped into data
 * or an ApiCallError, and on a 403 one shared token renewal followed by one retry (spec §4, §7).
 */
export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const http = ky.create({
    prefixUrl: options.prefixUrl ?? '/api',
    timeout: options.timeoutMs ?? 5000,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  let renewal: Promise<string | null> | null = null;

  const send = async (method: HttpMethod, path: string, request: RequestOptions, token: string | null): Promise<Response> => {
    const headers: Record<string, string> = {};
    if (token) {
      headers.authorization = `Bearer ${token}`;
      headers['x-access-token'] = token;
    }
    try {
      return await http(path.replace(/^\/+/, '').replace(/^api\//, ''), {
        method,
        headers,
        searchParams: cleanParams(request.searchParams),
        ...(request.json === undefined ? {} : { json: request.json }),
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (error instanceof TimeoutError) throw new ApiCallError('TIMEOUT', error.message, 0);
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
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

  const request = async <T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> => {
    const token = request.auth === false ? null : options.getToken();
    let response = await send(method, path, request, token);
    if (response.status === 403 && token) {
      // A call that raced a renewal already finished only needs the new token, not another renewal.
      const current = options.getToken();
      const fresh = current && current !== token ? current : await renewToken();
      if (!fresh) return unwrap<T>(response);
      response = await send(method, path, request, fresh);
    } else if (response.status === 401 && token) {
      options.onSessionLost('expired');
    }
    return unwrap<T>(response);
  };

  return {
    request,
    get: (path, opts) => request('get', path, opts),
    post: (path, json, opts) => request('post', path, { ...opts, json }),
    put: (path, json, opts) => request('put', path, { ...opts, json }),
    patch: (path, json, opts) => request('patch', path, { ...opts, json }),
    delete: (path, opts) => request('delete', path, opts),
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
