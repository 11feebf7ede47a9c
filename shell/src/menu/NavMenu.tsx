import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavRow } from '@tunne/design-system';
import { appHref, navigate, useAppLocation } from '@tunne/app-kit';
import {
  ArchiveIcon,
  BellIcon,
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
  queries: <ShieldIcon />,
  whistleblowers: <ChatIcon />,
  tasks: <TaskIcon />,
};

export const NavMenu = ({ items }: { items: MenuItem[] }) => {
  const { t } = useTranslation('shell');
  const { path } = useAppLocation();
  const active = activeMenuItem(items, path);
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <a
        className={styles.brand}
        href={appHref('/')}
        onClick={(event) => {
          event.preventDefault();
          navigate(appHref('/'));
        }}
      >
        <span className={styles.logo} aria-hidden="true">
          T
        </span>
        <span className={styles.name}>{t('app.name')}</span>
      </a>
      {items.map((item) => (
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
      ))}
    </nav>
  );
};
