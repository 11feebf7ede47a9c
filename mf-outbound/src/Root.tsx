import { useAppLocation } from '@tunne/app-kit';
import { NewIdentificationPage } from './pages/NewIdentificationPage.tsx';
import { PendingPage } from './pages/PendingPage.tsx';
import { routeFor } from './routes.ts';

/** The remote's pages by path (createRemote draws them in the remote's frame). */
export const Root = () => {
  const { path } = useAppLocation();
  const route = routeFor(path);
  if (!route) return null;
  return route.page === 'newIdentification' ? <NewIdentificationPage /> : <PendingPage />;
};
