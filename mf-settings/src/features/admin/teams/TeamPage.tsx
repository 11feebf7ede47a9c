import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, DeleteRowAction, EmptyState, PageHeader, Select, Spinner, type DataTableColumn } from '@tunne/design-system';
import { appHref, handleLinkClick, navigate, useLoad, useShowError } from '@tunne/app-kit';
import type { AdminTeam, AdminUser } from '@tunne/contracts';
import { listUsers } from '../users/api.ts';
import { addTeamMember, deleteTeam, listTeams, removeTeamMember } from './api.ts';
import { TeamDialog } from './TeamDialog.tsx';
import * as styles from '../shared/admin.module.css';

const teamsPath = '/settings/teams';

type Member = AdminTeam['members'][number];

const BackLink = () => {
  const { t } = useTranslation('settings');
  return (
    <a className={styles.link} href={appHref(teamsPath)} onClick={handleLinkClick}>
      {t('admin.teams.back')}
    </a>
  );
};

type MembersProps = { team: AdminTeam; users: AdminUser[]; onChanged: (team: AdminTeam) => void };

/** The team's members, each removable after a question, and a chooser of the organisation's other users to add. */
const Members = ({ team, users, onChanged }: MembersProps) => {
  const { t } = useTranslation('settings');
  const showError = useShowError();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const memberIds = new Set(team.members.map((member) => member.id));
  const candidates = users.filter((user) => !memberIds.has(user.id)).sort((a, b) => a.name.localeCompare(b.name));
  const members = [...team.members].sort((a, b) => a.name.localeCompare(b.name));

  const handleAdd = async () => {
    if (!chosen) return;
    setAdding(true);
    try {
      onChanged(await addTeamMember(team.id, chosen));
      setChosen('');
    } catch (error) {
      showError(error);
    } finally {
      setAdding(false);
    }
  };

  const columns: DataTableColumn<Member>[] = [
    { id: 'name', header: t('admin.teams.fields.memberName'), cell: (member) => member.name, sortValue: (member) => member.name.toLocaleLowerCase() },
    { id: 'email', header: t('admin.teams.fields.memberEmail'), muted: true, cell: (member) => member.email },
  ];

  return (
    <section className={styles.stack} aria-labelledby="team-members">
      <h2 id="team-members" className={styles.subheading}>
        {t('admin.teams.membersTitle', { count: members.length })}
      </h2>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          void handleAdd();
        }}
      >
        <Select label={t('admin.teams.chooseMember')} size="sm" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
          <option value="">{candidates.length === 0 ? t('admin.teams.noCandidates') : t('admin.teams.choose')}</option>
          {candidates.map((user) => (
            <option key={user.id} value={user.id}>
              {user.is_active ? user.name : t('admin.teams.passiveUser', { name: user.name })}
            </option>
          ))}
        </Select>
        <Button type="submit" size="sm" disabled={!chosen} loading={adding}>
          {t('admin.teams.addMember')}
        </Button>
      </form>
      {members.length === 0 ? (
        <EmptyState title={t('admin.teams.noMembers')} headingLevel={3}>
          {t('admin.teams.noMembersText')}
        </EmptyState>
      ) : (
        <DataTable
          columns={columns}
          data={members}
          getRowId={(member) => member.id}
          labelledBy="team-members"
          label={t('admin.teams.membersLabel')}
          rowActions={{
            header: t('admin.common.actions'),
            hideHeader: true,
            render: (member) => (
              <DeleteRowAction
                label={t('admin.teams.removeMember')}
                accessibleName={t('admin.teams.removeMemberNamed', { name: member.name })}
                title={t('admin.teams.removeMemberTitle')}
                message={t('admin.teams.removeMemberConfirm', { name: member.name, team: team.name })}
                confirmLabel={t('admin.teams.removeMember')}
                cancelLabel={t('admin.common.cancel')}
                onConfirm={async () => onChanged(await removeTeamMember(team.id, member.id))}
                onError={showError}
              />
            ),
          }}
        />
      )}
    </section>
  );
};

/** /settings/teams/{id}: the team's name and description, its members, and deleting it. */
export const TeamPage = ({ id }: { id: string }) => {
  const { t } = useTranslation('settings');
  const showError = useShowError();
  const teams = useLoad((signal) => listTeams(signal), []);
  const users = useLoad((signal) => listUsers(signal), []);
  const [editing, setEditing] = useState(false);

  if (teams.state === 'loading' || users.state === 'loading') return <Spinner label={t('admin.common.loading')} size="sm" showLabel />;
  if (teams.state === 'error' || users.state === 'error') {
    return (
      <p className={styles.error} role="alert">
        {t('admin.common.loadError')}
      </p>
    );
  }
  const team = teams.data.find((candidate) => candidate.id === id);
  if (!team) {
    return (
      <EmptyState title={t('admin.teams.notFound')} headingLevel={2} action={<BackLink />}>
        {t('admin.teams.notFoundText')}
      </EmptyState>
    );
  }
  const replace = (changed: AdminTeam) => teams.set(teams.data.map((candidate) => (candidate.id === changed.id ? changed : candidate)));

  const actions = (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('admin.teams.edit')}
      </Button>
      <DeleteRowAction
        label={t('admin.teams.delete')}
        title={t('admin.teams.deleteTitle')}
        message={t('admin.teams.deleteConfirm', { name: team.name })}
        confirmLabel={t('admin.teams.delete')}
        cancelLabel={t('admin.common.cancel')}
        variant="secondary"
        size="md"
        onConfirm={async () => {
          await deleteTeam(team.id);
          navigate(appHref(teamsPath));
        }}
        onError={showError}
      />
    </div>
  );

  return (
    <div className={styles.stack}>
      <BackLink />
      <PageHeader title={team.name} context={team.description ?? undefined} actions={actions} />
      <Members team={team} users={users.data} onChanged={replace} />
      {editing && (
        <TeamDialog
          team={team}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            replace(saved);
          }}
          onError={showError}
        />
      )}
    </div>
  );
};
