import React, { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, registerInstances, useAppLocation, useSessionStore } from '@tunne/app-kit';
import { RiskSettingsPage } from './pages/RiskSettingsPage.tsx';
import { SettingsIndexPage } from './pages/SettingsIndexPage.tsx';
import { routeFor } from './routes.ts';

export interface RootProps {
  /** '/app', from the shell's single-spa custom props. */
  basePath?: string;
}

const Routes = () => {
  const { path } = useAppLocation();
  const route = routeFor(path);
  if (!route) return null;
  if (route.page === 'index') return <SettingsIndexPage />;
  return <RiskSettingsPage key={route.page} section={route.page} />;
};

export const Root = (_props: RootProps) => {
  useEffect(() => {
    registerInstances('mf_risk', { react: React, i18n, sessionStore: useSessionStore });
  }, []);
  return (
    <I18nextProvider i18n={i18n} defaultNS="risk">
      <Routes />
    </I18nextProvider>
  );
};
