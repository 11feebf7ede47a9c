import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, DataTable, Dialog, Spinner } from '@tunne/design-system';
import { appHref, formatDateTime, navigate, useLoad, useSessionStore } from '@tunne/app-kit';
import type { UserSession } from '@tunne/contracts';
import { FailureDialog } from '../components/OutcomeDialog.tsx';
import { endMyOtherSessions, endMySession, fetchMySessions } from '../session/session-api.ts';
import { deviceName } from './device-name.ts';
import * as styles from './Sessions.module.css';

type Ending = { kind: 'one'; session: UserSession } | { kind: 'others' };

/** Profile: the user's active sessions; end one (the current one is a logout) or all the others. */
export const SessionsCard = () => {
  const { t } = useTranslation('shell');
  const sessions = useLoad(() => fetchMySessions(), []);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const others = sessions.state === 'done' ? sessions.data.filter((session) => !session.current).length : 0;

  const handleEnd = async (): Promise<void> => {
    if (!ending) return;
    setBusy(true);
    try {
      if (ending.kind === 'others') {
        await endMyOtherSessions();
      } else {
        await endMySession(ending.session.id);
        if (ending.session.current) {
          // The server has ended this session already: only the local one is left to clear.
          useSessionStore.getState().logout('user');
          navigate(appHref('/'));
          return;
        }
      }
      setEnding(null);
      sessions.reload();
    } catch (error) {
      setEnding(null);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (sessions.state === 'loading') content = <Spinner label={t('sessions.loading')} delayMs={750} />;
  else if (sessions.state === 'error') content = <p className={styles.empty}>{t('sessions.loadFailed')}</p>;
  else
    content = (
      <DataTable
        variant="plain"
        label={t('sessions.title')}
        data={sessions.data}
        getRowId={(session) => session.id}
        columns={[
          {
            id: 'device',
            header: t('sessions.device'),
            cell: (session) => (
              <>
                {deviceName(t, session)}
                {session.current && <span className={styles.badge}>{t('sessions.thisDevice')}</span>}
              </>
            ),
          },
          { id: 'address', header: t('sessions.address'), nowrap: true, cell: (session) => session.address ?? t('sessions.unknown') },
          { id: 'started', header: t('sessions.started'), nowrap: true, cell: (session) => formatDateTime(session.created_at) },
          { id: 'lastActive', header: t('sessions.lastActive'), nowrap: true, cell: (session) => formatDateTime(session.last_seen_at) },
        ]}
        rowActions={{
          header: t('sessions.actions'),
          hideHeader: true,
          render: (session) => (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('sessions.endNamed', { device: deviceName(t, session), started: formatDateTime(session.created_at) })}
              onClick={() => setEnding({ kind: 'one', session })}
            >
              {t('sessions.end')}
            </Button>
          ),
        }}
      />
    );

  return (
    <Card
      title={t('sessions.title')}
      actions={
        others > 0 ? (
          <Button size="sm" variant="danger" onClick={() => setEnding({ kind: 'others' })}>
            {t('sessions.endOthers')}
          </Button>
        ) : undefined
      }
    >
      {content}
      <Dialog
        open={ending !== null}
        kind="confirm"
        destructive
        title={t(ending?.kind === 'others' ? 'sessions.endOthersTitle' : 'sessions.endTitle')}
        message={
          ending?.kind === 'others'
            ? t('sessions.endOthersText', { count: others })
            : ending?.session.current
              ? t('sessions.endCurrentText')
              : ending
                ? t('sessions.endText', { device: deviceName(t, ending.session), started: formatDateTime(ending.session.created_at) })
                : ''
        }
        onClose={() => setEnding(null)}
        closeLabel={t('dialog.cancel')}
        onConfirm={() => void handleEnd()}
        confirmLabel={t(ending?.kind === 'others' ? 'sessions.endOthers' : 'sessions.end')}
        confirmLoading={busy}
      />
      <FailureDialog failure={failure} onClose={() => setFailure(null)} />
    </Card>
  );
};
