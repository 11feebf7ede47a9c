import { useAppLocation } from '@tunne/app-kit';
import { AlertSettingsPage } from './pages/AlertSettingsPage.tsx';
import { AlertsPage } from './pages/AlertsPage.tsx';
import { QueriesPage } from './pages/QueriesPage.tsx';
import { QueryPage } from './pages/QueryPage.tsx';
import { routeFor } from './routes.ts';

/** The remote's pages by path (createRemote draws them in the remote's frame). */
export const Root = () => {
  const { path, search } = useAppLocation();
  const route = routeFor(path, search);
  if (!route) return null;
  if (route.page === 'settings') return <AlertSettingsPage />;
  if (route.page === 'queries') return <QueriesPage focusNew={route.focusNew} />;
  if (route.page === 'query') return <QueryPage key={route.id} id={route.id} />;
  return <AlertsPage />;
};
