import { useAppLocation } from '@tunne/app-kit';
import { RiskSettingsPage } from './pages/RiskSettingsPage.tsx';
import { SettingsIndexPage } from './pages/SettingsIndexPage.tsx';
import { routeFor } from './routes.ts';

/** The remote's pages by path (createRemote draws them in the remote's frame). */
export const Root = () => {
  const { path } = useAppLocation();
  const route = routeFor(path);
  if (!route) return null;
  if (route.page === 'index') return <SettingsIndexPage />;
  return <RiskSettingsPage key={route.page} section={route.page} />;
};
