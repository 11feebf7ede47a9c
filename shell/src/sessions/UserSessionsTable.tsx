import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Dialog, Spinner } from '@tunne/design-system';
import { appHref, formatDateTime, navigate, useErrorText, useLoad, useSessionStore } from '@tunne/app-kit';
import type { User, UserSessionCount } from '@tunne/contracts';
import { endUserSessions, fetchSessionCounts, fetchUsers } from '../session/session-api.ts';
import * as styles from './Sessions.module.css';

interface Row {
  user: User;
  sessions: UserSessionCount | null;
}

const loadRows = async (): Promise<Row[]> => {
  const [users, counts] = await Promise.all([fetchUsers(), fetchSessionCounts()]);
  return users.map((user) => ({ user, sessions: counts.find((count) => count.users_id === user.id) ?? null }));
};

/** Settings → security: the organisation's users with their active sessions; an administrator ends a user's sessions. */
export const UserSessionsTable = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const me = useSessionStore((state) => state.user?.id);
  const rows = useLoad(() => loadRows(), []);
  const [ending, setEnding] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'done'; message: string } | { kind: 'error'; message: string } | null>(null);

  const handleEnd = async (): Promise<void> => {
    if (!ending) return;
    setBusy(true);
    try {
      const { ended } = await endUserSessions(ending.user.id);
      if (ending.user.id === me) {
        // Their own sessions include this one.
        useSessionStore.getState().logout('user');
        navigate(appHref('/'));
        return;
      }
      setDialog({ kind: 'done', message: t('securitySettings.ended', { name: ending.user.name, count: ended }) });
      rows.reload();
    } catch (error) {
      setDialog({ kind: 'error', message: errorText(error) });
    } finally {
      setBusy(false);
      setEnding(null);
    }
  };

  if (rows.state === 'loading') return <Spinner label={t('securitySettings.loading')} delayMs={750} />;
  if (rows.state === 'error') return <p className={styles.empty}>{t('securitySettings.loadFailed')}</p>;

  return (
    <>
      <DataTable
        variant="plain"
        label={t('securitySettings.usersTitle')}
        data={rows.data}
        getRowId={(row) => row.user.id}
        columns={[
          {
            id: 'user',
            header: t('securitySettings.user'),
            cell: (row) => (
              <>
                <span className={styles.strong}>{row.user.name}</span>
                <span className={styles.sub}>{row.user.email}</span>
              </>
            ),
          },
          { id: 'active', header: t('securitySettings.activeSessions'), align: 'end', cell: (row) => row.sessions?.active_sessions ?? 0 },
          {
            id: 'lastActive',
            header: t('sessions.lastActive'),
            nowrap: true,
            cell: (row) => (row.sessions?.last_seen_at ? formatDateTime(row.sessions.last_seen_at) : '–'),
          },
        ]}
        rowActions={{
          header: t('sessions.actions'),
          hideHeader: true,
          render: (row) =>
            row.sessions && (
              <Button size="sm" variant="secondary" aria-label={t('securitySettings.endSessionsNamed', { name: row.user.name })} onClick={() => setEnding(row)}>
                {t('securitySettings.endSessions')}
              </Button>
            ),
        }}
      />
      <Dialog
        open={ending !== null}
        kind="confirm"
        destructive
        title={t('securitySettings.endSessionsTitle')}
        message={
          ending
            ? t(ending.user.id === me ? 'securitySettings.endOwnSessionsText' : 'securitySettings.endSessionsText', {
                name: ending.user.name,
                count: ending.sessions?.active_sessions ?? 0,
              })
            : ''
        }
        onClose={() => setEnding(null)}
        closeLabel={t('dialog.cancel')}
        onConfirm={() => void handleEnd()}
        confirmLabel={t('securitySettings.endSessions')}
        confirmLoading={busy}
      />
      <Dialog
        open={dialog !== null}
        kind={dialog?.kind === 'done' ? 'success' : 'error'}
        title={dialog?.kind === 'done' ? t('dialog.doneTitle') : t('dialog.errorTitle')}
        message={dialog?.message ?? ''}
        onClose={() => setDialog(null)}
        closeLabel={t('dialog.ok')}
      />
    </>
  );
};
