import React, { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, registerInstances, useAppLocation, useSessionStore } from '@tunne/app-kit';
import { CustomerListPage } from './pages/CustomerListPage.tsx';
import { CustomerPage } from './pages/CustomerPage.tsx';

export interface RootProps {
  /** '/app', from the shell's single-spa custom props. */
  basePath?: string;
}

/** Which page a path inside /app means; null for paths this remote does not own. */
export const routeFor = (path: string): { page: 'list'; archived: boolean } | { page: 'customer'; id: string } | null => {
  if (path === '/customers') return { page: 'list', archived: false };
  if (path === '/removedcustomers') return { page: 'list', archived: true };
  const match = /^\/customers\/([^/]+)(?:\/.*)?$/.exec(path);
  return match?.[1] ? { page: 'customer', id: decodeURIComponent(match[1]) } : null;
};

const Routes = () => {
  const { path } = useAppLocation();
  const route = routeFor(path);
  if (!route) return null;
  if (route.page === 'customer') return <CustomerPage key={route.id} id={route.id} />;
  return <CustomerListPage key={String(route.archived)} archived={route.archived} />;
};

export const Root = (_props: RootProps) => {
  useEffect(() => {
    registerInstances('mf_customers', { react: React, i18n, sessionStore: useSessionStore });
  }, []);
  return (
    <I18nextProvider i18n={i18n} defaultNS="customers">
      <Routes />
    </I18nextProvider>
  );
};
