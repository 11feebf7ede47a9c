import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatDateTime, handleLinkClick, navigate, useLoad, useShowError } from '@tunne/app-kit';
import type { AdminTeam, AdminUser } from '@tunne/contracts';
import type { OwnSectionProps } from '../../../shared/own-section.ts';
import { AdminList } from '../shared/AdminList.tsx';
import { listTeams } from '../teams/api.ts';
import { listUsers } from './api.ts';
import { UserDialog } from './UserDialog.tsx';
import { UserPage } from './UserPage.tsx';
import * as styles from '../shared/admin.module.css';

export const userPath = (id: string) => `/settings/users/${encodeURIComponent(id)}`;

const UsersList = () => {
  const { t } = useTranslation('settings');
  const users = useLoad((signal) => listUsers(signal), []);
  const [adding, setAdding] = useState<AdminTeam[] | null>(null);
  // Issue 26: adding a user says so, as the card's actions do (a polite status line).
  const [notice, setNotice] = useState<string | null>(null);
  const showError = useShowError();
  const rows = users.state === 'done' ? [...users.data].sort((a, b) => a.name.localeCompare(b.name)) : [];

  // The dialog offers the teams as they are now; it opens once they have loaded.
  const handleAdd = () => {
    setNotice(null);
    listTeams().then(setAdding, showError);
  };

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: t('admin.users.fields.name'),
      sortValue: (user) => user.name.toLocaleLowerCase(),
      cell: (user) => (
        <a className={styles.link} href={appHref(userPath(user.id))} onClick={handleLinkClick}>
          {user.name}
        </a>
      ),
    },
    { id: 'email', header: t('admin.users.fields.email'), muted: true, cell: (user) => user.email, sortValue: (user) => user.email },
    { id: 'role', header: t('admin.users.fields.role'), cell: (user) => t(user.is_admin ? 'admin.users.role.admin' : 'admin.users.role.user') },
    { id: 'restriction', header: t('admin.users.fields.restrictiontype'), cell: (user) => t(`admin.users.restriction.${user.restrictiontype}`) },
    { id: 'teams', header: t('admin.users.fields.teams'), muted: true, cell: (user) => user.teams.map((team) => team.name).join(', ') || '–' },
    {
      id: 'state',
      header: t('admin.users.fields.state'),
      cell: (user) => t(user.is_active ? 'admin.users.state.active' : 'admin.users.state.passive'),
      sortValue: (user) => (user.is_active ? 0 : 1),
    },
    {
      id: 'lastlogin',
      header: t('admin.users.fields.lastlogin_at'),
      align: 'end',
      nowrap: true,
      cell: (user) => formatDateTime(user.lastlogin_at) || '–',
      sortValue: (user) => user.lastlogin_at ?? '',
    },
  ];

  return (
    <AdminList
      section="users"
      onAdd={handleAdd}
      load={users}
      count={rows.length}
      notice={notice}
      dialog={
        adding && (
          <UserDialog
            teams={adding}
            onClose={() => setAdding(null)}
            onSaved={(user) => {
              setAdding(null);
              setNotice(t('admin.users.added', { name: user.name }));
              users.reload();
            }}
            onError={showError}
          />
        )
      }
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(user) => user.id}
        label={t('sections.users.title')}
        onRowOpen={(user) => navigate(appHref(userPath(user.id)))}
      />
    </AdminList>
  );
};

/** Settings › users: the list (/settings/users) and one user's page (/settings/users/{id}). */
export const UsersSection = ({ rest }: OwnSectionProps) => (rest[0] ? <UserPage id={rest[0]} /> : <UsersList />);
