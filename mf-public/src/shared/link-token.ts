// The link's token travels in the address's fragment (never to a server log or a Referer). The page takes it from
// there once, drops it from the address bar and keeps it for this tab only, so a reload still works.

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const keyOf = (id: string) => `tunne.link.${id}`;

const tabStorage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The token of item `id`: from the fragment (then removed from the address) or from this tab's storage. */
export const takeLinkToken = (id: string): string | null => {
  const fromHash = window.location.hash.replace(/^#/, '');
  if (tokenPattern.test(fromHash)) {
    tabStorage()?.setItem(keyOf(id), fromHash);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    return fromHash;
  }
  const stored = tabStorage()?.getItem(keyOf(id)) ?? null;
  return stored && tokenPattern.test(stored) ? stored : null;
};

const codeKeyOf = (id: string) => `tunne.link.${id}.code`;

/** The SMS code proven in this tab, so a reload of the letter does not ask for a new one. */
export const storedLinkCode = (id: string): string | null => tabStorage()?.getItem(codeKeyOf(id)) ?? null;
export const storeLinkCode = (id: string, code: string | null): void => {
  if (code) tabStorage()?.setItem(codeKeyOf(id), code);
  else tabStorage()?.removeItem(codeKeyOf(id));
};
