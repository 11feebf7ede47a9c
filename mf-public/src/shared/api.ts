import { createApiClient, type ApiClient } from '@tunne/app-kit/api';
import { ApiCallError } from '@tunne/app-kit/api-error';
import { linkCodeHeader, linkTokenHeader } from '@tunne/contracts';
import { errorTextsReady } from './i18n.ts';

/** What a call about one item sends: the link's token, and the letter's SMS code once proven. */
export interface LinkCredentials {
  token: string;
  code?: string | null;
}

/**
 * The browser's fetch (bound late, so tests can replace window.fetch), settling only once app-kit's error texts are
 * there: the first page paints before them, and whatever a call answers may be a problem to show.
 */
const fetchWithTexts: typeof fetch = (input, init) => globalThis.fetch(input, init).finally(errorTextsReady);

/** The browser's fetch with the link's headers added. */
export const linkFetch = (credentials: () => LinkCredentials): typeof fetch => (input, init) => {
  const request = new Request(input, init);
  const { token, code } = credentials();
  request.headers.set(linkTokenHeader, token);
  if (code) request.headers.set(linkCodeHeader, code);
  return fetchWithTexts(request);
};

/**
 * The public API client: app-kit's client (envelope, errors, timeouts) with no session at all; the link's token
 * and code go in their own headers.
 */
export const publicClient = (credentials: () => LinkCredentials): ApiClient =>
  createApiClient({
    timeoutMs: 15_000,
    getToken: () => null,
    setToken: () => undefined,
    onSessionLost: () => undefined,
    fetch: linkFetch(credentials),
  });

export const itemPath = (kind: 'requests' | 'letters' | 'identifications', organisationsId: string, customersId: string, id: string): string =>
  `v2.5/public/${kind}/${organisationsId}/${customersId}/${id}`;

export const signatoryPath = (organisationsId: string, customersId: string, esignaturesId: string, id: string): string =>
  `v2.5/public/signatories/${organisationsId}/${customersId}/${esignaturesId}/${id}`;

/** The public API client for calls about no link (the verification page): no token header at all. */
export const anonymousClient = (): ApiClient =>
  createApiClient({
    timeoutMs: 15_000,
    getToken: () => null,
    setToken: () => undefined,
    onSessionLost: () => undefined,
    fetch: fetchWithTexts,
  });

/** Fetches a file with the link's headers: the body, or an error with a code the error texts know. */
export const fetchLinkFile = async (credentials: () => LinkCredentials, path: string): Promise<Blob> => {
  const response = await linkFetch(credentials)(`/api/${path}`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { code?: string }[] } | null;
    const code = body?.errors?.[0]?.code ?? (response.status === 404 ? 'FILE_NOT_FOUND' : 'HTTP_ERROR');
    throw new ApiCallError(code, '', response.status);
  }
  return response.blob();
};

/** Saves a downloaded body as a file named like it (the link's headers rule out a plain link). */
export const saveBlob = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
