import { useEffect } from 'react';
import { appHref, navigate, useAppLocation } from '@tunne/app-kit';
import { AlertsPage } from './pages/AlertsPage.tsx';
import { QueriesPage } from './pages/QueriesPage.tsx';
import { QueryPage } from './pages/QueryPage.tsx';
import { routeFor } from './routes.ts';

/** The alert settings are settings sections now: old links and bookmarks of /alerts/settings land there. */
export const movedSettingsPath = '/settings/alerts';

const MovedSettings = () => {
  useEffect(() => navigate(appHref(movedSettingsPath), { replace: true }), []);
  return null;
};

/** The remote's pages by path (createRemote draws them in the remote's frame). */
export const Root = () => {
  const { path, search } = useAppLocation();
  const route = routeFor(path, search);
  if (!route) return null;
  if (route.page === 'movedSettings') return <MovedSettings />;
  if (route.page === 'queries') return <QueriesPage focusNew={route.focusNew} />;
  if (route.page === 'query') return <QueryPage key={route.id} id={route.id} />;
  return <AlertsPage />;
};
