// Drives the local provider's pages over HTTP (no browser), as a person would: for other packages' service tests.
import { defaultTestPerson, type PersonForm, type TestBankLevel } from './page.ts';

/** Cookies by name for one provider (its cookies are host-only; the path does not matter to it). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      if (index > 0) this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const maxSteps = 12;

/**
 * Follows redirects by hand from `url` until the browser would leave the provider: returns that response and its
 * Location (null when the provider answered with a page).
 */
const follow = async (jar: CookieJar, url: string, init?: RequestInit): Promise<{ response: Response; location: string | null; url: string }> => {
  let current = url;
  let request: RequestInit = init ?? { method: 'GET' };
  const origin = new URL(url).origin;
  for (let step = 0; step < maxSteps; step += 1) {
    const response = await fetch(current, { ...request, redirect: 'manual', headers: { ...(request.headers as Record<string, string> | undefined), cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, location: null, url: current };
    const next = new URL(location, current).href;
    await response.arrayBuffer();
    if (new URL(next).origin !== origin) return { response, location: next, url: current };
    current = next;
    request = { method: 'GET' };
  }
  throw new Error('the local eID provider redirected too many times');
};

const queryOf = (location: string | null, what: string): string => {
  if (!location) throw new Error(`the local eID provider did not redirect back (${what})`);
  return new URL(location).search;
};

const openPage = async (url: string): Promise<{ jar: CookieJar; pageUrl: string }> => {
  const jar = new CookieJar();
  const { response, location, url: pageUrl } = await follow(jar, url);
  if (location) throw new Error(`the local eID provider redirected back without identification: ${new URL(location).search}`);
  if (response.status !== 200) throw new Error(`the local eID provider answered ${response.status}`);
  await response.text();
  return { jar, pageUrl };
};

const submit = async (jar: CookieJar, pageUrl: string, form: Record<string, string>) =>
  follow(jar, pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

/**
 * From the authorization URL a broker's start() gave to the query string the provider sends to the redirect URI
 * (`?code=…&state=…&iss=…`): opens the identification page, fills in the person and the level of assurance (loa3 unless
 * a test chooses loa2) and presses Identify.
 */
export const completeLocalEid = async (url: string, person: PersonForm = defaultTestPerson, level: TestBankLevel = 'loa3'): Promise<string> => {
  const { jar, pageUrl } = await openPage(url);
  const { response, location } = await submit(jar, pageUrl, { ...person, loa: level, action: 'identify' });
  if (!location) throw new Error(`the local eID provider refused the identification (${response.status}: ${(await response.text()).includes('role="alert"') ? 'form error' : 'no redirect'})`);
  return queryOf(location, 'identify');
};

/** Like completeLocalEid, but presses Cancel: returns `?error=access_denied&state=…`. */
export const cancelLocalEid = async (url: string): Promise<string> => {
  const { jar, pageUrl } = await openPage(url);
  const { location } = await submit(jar, pageUrl, { action: 'cancel' });
  return queryOf(location, 'cancel');
};
