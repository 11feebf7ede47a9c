import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavRow, useNavCollapsed, VisuallyHidden } from '@tunne/design-system';
import { api, appHref, navigate, openDownload, useAppLocation, useErrorDialogStore, useSessionStore } from '@tunne/app-kit';
import type { Approvals } from '@tunne/contracts';
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

/** How often the menu asks again how many decisions wait for the user. */
const approvalsPollMs = 5 * 60_000;

/**
 * How many decisions wait for the user's approval (issue 25 §3; the risk service's inbox, listed on the home page):
 * asked when the menu mounts, on every page change and every few minutes; without the service (not deployed, an error)
 * nothing is shown.
 */
const useApprovalsWaiting = (path: string): number => {
  const token = useSessionStore((state) => state.token);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    const ask = () => {
      api.get<Approvals>('v2.5/user/approvals').then(
        (answer) => {
          if (live) setCount(answer.total);
        },
        () => undefined,
      );
    };
    ask();
    const timer = window.setInterval(ask, approvalsPollMs);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [token, path]);
  return count;
};

export const NavMenu = ({ items }: { items: MenuItem[] }) => {
  const { t } = useTranslation('shell');
  const { path } = useAppLocation();
  const active = activeMenuItem(items, path);
  const waiting = useApprovalsWaiting(path);
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <Brand />
      {items.map((item) =>
        item.download === undefined ? (
          <div key={item.id} className={styles.item}>
            <NavRow
              label={t(`nav.${item.id}`)}
              href={appHref(item.route)}
              icon={icons[item.id]}
              active={active === item.id}
              onNavigate={(href, event) => {
                event.preventDefault();
                navigate(href);
              }}
            />
            {item.id === 'home' && waiting > 0 && (
              <span className={styles.badge} data-testid="approvals-waiting" title={t('nav.approvalsWaiting', { count: waiting })}>
                <span aria-hidden="true">{waiting}</span>
                <VisuallyHidden>{t('nav.approvalsWaiting', { count: waiting })}</VisuallyHidden>
              </span>
            )}
          </div>
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
