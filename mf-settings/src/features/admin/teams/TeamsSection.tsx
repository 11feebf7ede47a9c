import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@tunne/design-system';
import { appHref, handleLinkClick, navigate, useEditing, useLoad, useShowError } from '@tunne/app-kit';
import type { AdminTeam } from '@tunne/contracts';
import type { OwnSectionProps } from '../../../shared/own-section.ts';
import { AdminList } from '../shared/AdminList.tsx';
import { deleteTeam, listTeams } from './api.ts';
import { TeamDialog } from './TeamDialog.tsx';
import { TeamPage } from './TeamPage.tsx';
import * as styles from '../shared/admin.module.css';

export const teamPath = (id: string) => `/settings/teams/${encodeURIComponent(id)}`;

const TeamsList = () => {
  const { t } = useTranslation('settings');
  const load = useLoad((signal) => listTeams(signal), []);
  const editor = useEditing<AdminTeam>(load.reload);
  const showError = useShowError();
  const rows = load.state === 'done' ? [...load.data].sort((a, b) => a.name.localeCompare(b.name)) : [];

  const columns: DataTableColumn<AdminTeam>[] = [
    {
      id: 'name',
      header: t('admin.teams.fields.name'),
      sortValue: (team) => team.name.toLocaleLowerCase(),
      cell: (team) => (
        <a className={styles.link} href={appHref(teamPath(team.id))} onClick={handleLinkClick}>
          {team.name}
        </a>
      ),
    },
    { id: 'description', header: t('admin.teams.fields.description'), muted: true, cell: (team) => team.description || '–' },
    { id: 'members', header: t('admin.teams.fields.members'), align: 'end', cell: (team) => team.members.length, sortValue: (team) => team.members.length },
  ];

  return (
    <AdminList
      section="teams"
      onAdd={editor.add}
      load={load}
      count={rows.length}
      dialog={editor.editing && <TeamDialog team={editor.editing.row} onSaved={editor.saved} onClose={editor.close} onError={showError} />}
    >
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(team) => team.id}
        label={t('sections.teams.title')}
        onRowOpen={(team) => navigate(appHref(teamPath(team.id)))}
        rowActions={editor.actions({
          header: t('admin.common.actions'),
          nameOf: (team) => team.name,
          deleteMessage: (name) => t('admin.teams.deleteConfirm', { name }),
          remove: (team) => deleteTeam(team.id),
          onError: showError,
        })}
      />
    </AdminList>
  );
};

/** Settings › teams: the list (/settings/teams) and one team's members (/settings/teams/{id}). */
export const TeamsSection = ({ rest }: OwnSectionProps) => (rest[0] ? <TeamPage id={rest[0]} /> : <TeamsList />);
