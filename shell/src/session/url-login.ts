import { appHref } from '@tunne/app-kit/navigation';
import { useSessionStore } from '@tunne/app-kit/session-store';
import { exchangeUrlToken, fetchOrganisation, searchCustomers } from './session-api.ts';

export const urlLoginParams = ['jwt', 'keyword', 'identifications'] as const;

/** The current URL without the URL-login parameters, for history.replaceState. */
export const urlWithoutLoginParams = (href: string): string => {
  const url = new URL(href, 'http://x');
  for (const param of urlLoginParams) url.searchParams.delete(param);
  return url.pathname + url.search + url.hash;
};

/**
 * Where a URL login lands (spec §2): with a keyword matching exactly one non-archived customer,
 * that customer (or its identifications when asked for and use_identifications is on); with any
 * other keyword result the customer list; without a keyword the page the link pointed at.
 */
export const urlLoginTarget = async (href: string): Promise<string> => {
  const url = new URL(href, 'http://x');
  const keyword = url.searchParams.get('keyword')?.trim();
  if (!keyword) return urlWithoutLoginParams(href);
  const [organisation, result] = await Promise.all([fetchOrganisation(), searchCustomers({ search: keyword, archived: false, size: 2 })]);
  useSessionStore.getState().setOrganisation(organisation);
  const only = result.items.length === 1 ? result.items[0] : undefined;
  if (!only) return appHref('/customers');
  const identifications = url.searchParams.get('identifications') === '1' && organisation.use_identifications;
  return appHref(`/customers/${only.id}${identifications ? '/identifications' : ''}`);
};

/** Exchanges the URL token for a session token and stores it. */
export const loginWithUrlToken = async (jwt: string): Promise<void> => {
  const result = await exchangeUrlToken(jwt);
  useSessionStore.getState().setToken(result.jwt);
};
