import React, { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, registerInstances, useAppLocation, useSessionStore } from '@tunne/app-kit';
import { AlertSettingsPage } from './pages/AlertSettingsPage.tsx';
import { AlertsPage } from './pages/AlertsPage.tsx';
import { QueriesPage } from './pages/QueriesPage.tsx';
import { QueryPage } from './pages/QueryPage.tsx';
import { routeFor } from './routes.ts';

export interface RootProps {
  /** '/app', from the shell's single-spa custom props. */
  basePath?: string;
}

const Routes = () => {
  const { path, search } = useAppLocation();
  const route = routeFor(path, search);
  if (!route) return null;
  if (route.page === 'settings') return <AlertSettingsPage />;
  if (route.page === 'queries') return <QueriesPage focusNew={route.focusNew} />;
  if (route.page === 'query') return <QueryPage key={route.id} id={route.id} />;
  return <AlertsPage />;
};

export const Root = (_props: RootProps) => {
  useEffect(() => {
    registerInstances('mf_alerts', { react: React, i18n, sessionStore: useSessionStore });
  }, []);
  return (
    <I18nextProvider i18n={i18n} defaultNS="alerts">
      <Routes />
    </I18nextProvider>
  );
};
