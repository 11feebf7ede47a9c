import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLayout, VisuallyHidden } from '@tunne/design-system';
import { useAppLocation } from '@tunne/app-kit';
import type { Organisation, User } from '@tunne/contracts';
import { HotkeyHelp } from '../hotkeys/HotkeyHelp.tsx';
import { useHotkeys } from '../hotkeys/use-hotkeys.ts';
import { menuItems } from '../menu/menu-items.ts';
import { NavMenu } from '../menu/NavMenu.tsx';
import { AlertsPrompt } from '../alerts-prompt/AlertsPrompt.tsx';
import { AnnouncementPage } from '../announcements/AnnouncementPage.tsx';
import { AnnouncementsPage } from '../announcements/AnnouncementsPage.tsx';
import { AnnouncementsPrompt } from '../announcements/AnnouncementsPrompt.tsx';
import { AddMenu } from '../pages/AddMenu.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { ProfilePage } from '../pages/ProfilePage.tsx';
import { SearchPage } from '../pages/SearchPage.tsx';
import { SecurityLogPage } from '../pages/SecurityLogPage.tsx';
import { SecuritySettingsPage } from '../pages/SecuritySettingsPage.tsx';
import { remoteForPath } from '../remotes/remote-manifest.ts';
import { RemoteOutlet } from '../remotes/RemoteOutlet.tsx';
import { routeOffReason } from '../remotes/route-availability.ts';
import { useRemoteStore } from '../remotes/remote-store.ts';
import { shellFrameRoutes, shellRouteFor } from '../routes.ts';
import { CenteredSpinner } from '../components/CenteredSpinner.tsx';
import { TopBar } from './TopBar.tsx';
import { useRouteFocus } from './use-route-focus.ts';

const mainId = 'tn-main';

/** Remembers the user's wide or icon-only menu on this device. */
const navStorageKey = 'tunne.nav';

const ShellPage = ({ path }: { path: string }) => {
  const route = shellRouteFor(path);
  switch (route?.page) {
    case 'home':
      return <HomePage />;
    case 'add':
      return (
        <>
          <HomePage />
          <AddMenu />
        </>
      );
    case 'search':
      return <SearchPage />;
    case 'profile':
      return <ProfilePage />;
    case 'announcements':
      return <AnnouncementsPage />;
    case 'announcement':
      return <AnnouncementPage key={route.id} id={route.id} />;
    case 'securitySettings':
      return <SecuritySettingsPage />;
    case 'securityLog':
      return <SecurityLogPage />;
    default:
      return <NotFoundPage />;
  }
};

/** The logged-in frame: menu rail, top bar, and either a shell page or the active remote. */
export const Frame = ({ user, organisation }: { user: User; organisation: Organisation }) => {
  const { t } = useTranslation('shell');
  const { path } = useAppLocation();
  const remotes = useRemoteStore((state) => state.remotes);
  const searchRef = useRef<HTMLInputElement>(null);
  useHotkeys(searchRef);

  const availableRoutes = useMemo(() => [...shellFrameRoutes, ...(remotes ?? []).flatMap((remote) => remote.routes)], [remotes]);
  const items = useMemo(() => menuItems(user, organisation, availableRoutes), [user, organisation, availableRoutes]);
  const isShellRoute = shellRouteFor(path) !== null;
  // A module the organisation does not use, or one no remote serves yet: said as such, not a load failure (issue 16 §6).
  const offReason = !isShellRoute && remotes !== null ? routeOffReason(path, organisation, availableRoutes) : null;
  const routeOff = offReason !== null;
  const activeRemote = remotes && !isShellRoute && !routeOff ? remoteForPath(remotes, path) : null;
  const arrival = useRouteFocus({ path, mainId });

  return (
    <AppLayout
      nav={<NavMenu items={items} />}
      topbar={<TopBar ref={searchRef} />}
      skipLinkLabel={t('app.skipToContent')}
      mainId={mainId}
      navToggleLabel={t('nav.toggle')}
      navStorageKey={navStorageKey}
      routeKey={path}
    >
      <AnnouncementsPrompt />
      <AlertsPrompt />
      {!activeRemote && !routeOff && (isShellRoute || remotes !== null) && <ShellPage path={path} />}
      {!isShellRoute && remotes === null && <CenteredSpinner label={t('remote.loading')} />}
      <RemoteOutlet active={activeRemote} off={offReason ?? false} />
      <div role="status" aria-live="polite">
        <VisuallyHidden>
          {arrival && (arrival.title ? t('app.pageOpened', { title: arrival.title }) : t('app.pageOpenedUntitled'))}
        </VisuallyHidden>
      </div>
      <HotkeyHelp />
    </AppLayout>
  );
};
