import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavRow, useNavCollapsed, VisuallyHidden } from '@tunne/design-system';
import { appHref, navigate, openDownload, useAppLocation, useErrorDialogStore, useSessionStore } from '@tunne/app-kit';
import {
  ArchiveIcon,
  BellIcon,
  BookIcon,
  ChatIcon,
  CheckListIcon,
  ClockIcon,
  FilterIcon,
  GearIcon,
  HomeIcon,
  MegaphoneIcon,
  SearchIcon,
  ShieldIcon,
  TaskIcon,
  UsersIcon,
} from '../components/icons.tsx';
import { activeMenuItem, type MenuItem, type MenuItemId } from './menu-items.ts';
import * as styles from './NavMenu.module.css';

const icons: Record<MenuItemId, ReactNode> = {
  home: <HomeIcon />,
  pending: <ClockIcon />,
  todos: <CheckListIcon />,
  customers: <UsersIcon />,
  archive: <ArchiveIcon />,
  filters: <FilterIcon />,
  settings: <GearIcon />,
  alerts: <BellIcon />,
  search: <SearchIcon />,
  announcements: <MegaphoneIcon />,
  manual: <BookIcon />,
  queries: <ShieldIcon />,
  whistleblowers: <ChatIcon />,
  tasks: <TaskIcon />,
};

/** A download needs a fresh temporary token (spec §7); without one there is no file, and the error dialog says why. */
const handleDownload = (path: string): void => {
  openDownload(path).catch((error: unknown) => useErrorDialogStore.getState().showError(error));
};

/** The organisation's logo when it has one (named by the organisation), else the product's mark and name. */
const Brand = () => {
  const { t } = useTranslation('shell');
  const organisation = useSessionStore((state) => state.organisation);
  // The icon rail has room for the mark only: the name stays the link's accessible name, never a clipped word.
  const collapsed = useNavCollapsed();
  return (
    <a
      className={styles.brand}
      href={appHref('/')}
      onClick={(event) => {
        event.preventDefault();
        navigate(appHref('/'));
      }}
    >
      {organisation?.logo_url ? (
        <img className={styles.orgLogo} src={organisation.logo_url} alt={organisation.name} />
      ) : (
        <>
          <span className={styles.logo} aria-hidden="true">
            T
          </span>
          {collapsed ? <VisuallyHidden>{t('app.name')}</VisuallyHidden> : <span className={styles.name}>{t('app.name')}</span>}
        </>
      )}
    </a>
  );
};

export const NavMenu = ({ items }: { items: MenuItem[] }) => {
  const { t } = useTranslation('shell');
  const { path } = useAppLocation();
  const active = activeMenuItem(items, path);
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <Brand />
      {items.map((item) =>
        item.download === undefined ? (
          <NavRow
            key={item.id}
            label={t(`nav.${item.id}`)}
            href={appHref(item.route)}
            icon={icons[item.id]}
            active={active === item.id}
            onNavigate={(href, event) => {
              event.preventDefault();
              navigate(href);
            }}
          />
        ) : (
          <NavRow
            key={item.id}
            label={t(`nav.${item.id}`)}
            href={`/api/${item.download}`}
            icon={icons[item.id]}
            onNavigate={(_href, event) => {
              event.preventDefault();
              handleDownload(item.download);
            }}
          />
        ),
      )}
    </nav>
  );
};
