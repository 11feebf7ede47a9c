import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Dialog, FormDialog, TextArea, TrafficLight, type DataTableColumn, type PagingProps } from '@tunne/design-system';
import { appHref, formatDate, formatDateTime, formatIsoDate, handleLinkClick, openDownload, type OrgUser, useSessionStore } from '@tunne/app-kit';
import { alertLight, alertLink, alertTypeGroup, isMatchAlert, type Alert } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { documentPath } from '../../../shared/screening-api.ts';
import { MatchDetails } from '../../../shared/MatchDetails.tsx';
import { ScoreBar } from '../../../shared/ScoreBar.tsx';
import { approveSilence, refuseSilence, unsilenceAlert } from '../api.ts';
import { classLabelKey, lightLabelKey, wordsOf } from '../light.ts';
import * as decisionStyles from './AlertDecisions.module.css';
import { DecisionHistory } from './DecisionHistory.tsx';
import { SilenceDialog } from './SilenceDialog.tsx';

type Props = {
  alerts: Alert[];
  label: string;
  /** The alerts page shows whose alert it is; the customer card does not. */
  showCustomer: boolean;
  users: OrgUser[];
  /** A deep link's alert: opened and marked. */
  highlightId?: string | undefined;
  onChanged: (alert: Alert) => void;
  onError: (error: unknown) => void;
  /**
   * A success message (four-eyes request sent, silence approved) for the page to show: the alert may leave the view,
   * and this table with it. Absent: the table shows it itself.
   */
  onNotice?: (message: string) => void;
  /** The alerts page pages through all alerts; the customer card shows them all. */
  paging?: PagingProps;
};

const detailsIdOf = (id: string) => `alert-details-${id}`;

/** Lifting a silence; on a sanction or PEP alert reopening it, and withdrawing a confirmed match goes for approval. */
const liftMessageKey = (alert: Alert): string => {
  if (!isMatchAlert(alert.type)) return 'silence.liftConfirm';
  return alert.silenceclass === 'TRUEPOSITIVE' ? 'decision.reopenConfirmMatch' : 'decision.reopenConfirm';
};

/** Alerts with their traffic light, the match, the silence and the actions (details, open, silence, lift). */
export const AlertTable = ({ alerts, label, showCustomer, users, highlightId, onChanged, onError, onNotice, paging }: Props) => {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState<Set<string>>(() => new Set(highlightId ? [highlightId] : []));
  const [silencing, setSilencing] = useState<Alert | null>(null);
  const [lifting, setLifting] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusing, setRefusing] = useState<Alert | null>(null);
  const [refuseReason, setRefuseReason] = useState('');
  const [ownNotice, setOwnNotice] = useState<string | null>(null);
  const setNotice = (message: string) => (onNotice ? onNotice(message) : setOwnNotice(message));
  const me = useSessionStore((state) => state.user?.id ?? null);
  // Only an admin of senior management approves a decision under four-eyes (issue 25 §3; the service checks the role).
  const isAdmin = useSessionStore((state) => state.user?.is_admin ?? false);
  const userName = (id: string | null) => (id ? users.find((user) => user.id === id)?.name ?? t('common.unknownUser') : '');

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const handleLift = async () => {
    if (!lifting) return;
    setBusy(true);
    try {
      const saved = await unsilenceAlert(lifting.id);
      onChanged(saved);
      setLifting(null);
      // Withdrawing a confirmed match under four-eyes is only a request (202): say so.
      if (saved.pending_silence) setNotice(t('fourEyes.requested'));
    } catch (error) {
      setLifting(null);
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleApprove = async (alert: Alert) => {
    setBusy(true);
    try {
      onChanged(await approveSilence(alert.id));
      setNotice(t('fourEyes.approved'));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleRefuse = async () => {
    if (!refusing) return;
    setBusy(true);
    try {
      onChanged(await refuseSilence(refusing.id, refuseReason.trim()));
      setRefusing(null);
      setRefuseReason('');
    } catch (error) {
      setRefusing(null);
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleDocument = (alert: Alert) => {
    const path = documentPath(alert.metadata);
    if (path) openDownload(path).catch(onError);
  };

  const columns: DataTableColumn<Alert>[] = [
    {
      id: 'status',
      header: t('columns.status'),
      nowrap: true,
      cell: (alert) => (
        <>
          <TrafficLight status={alertLight(alert)} label={t(lightLabelKey(alert))} />
          {alert.silenceclass === 'TRUEPOSITIVE' && isMatchAlert(alert.type) && !alert.is_silenced && (
            <span className={cells.badge}>{t('matchState.TRUEPOSITIVE')}</span>
          )}
          {alert.closed && !alert.is_silenced && <span className={cells.sub}>{t('closed.at', { date: formatDate(alert.closed.at) })}</span>}
          {alert.pending_silence && <span className={cells.badge}>{t('fourEyes.pendingShort')}</span>}
          {alert.silence && (
            <>
              <span className={cells.sub}>
                {alert.is_silenced
                  ? alert.valid_at
                    ? t('silence.until', { date: formatIsoDate(alert.valid_at) })
                    : t('silence.untilLifted')
                  : t(`${wordsOf(alert.type)}.expired`, { date: formatIsoDate(alert.valid_at) })}
              </span>
              <span className={cells.sub}>{t('silence.by', { name: userName(alert.users_id) })}</span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'subject',
      header: showCustomer ? t('columns.customer') : t('columns.subject'),
      cell: (alert) => (
        <>
          {showCustomer ? (
            <>
              <a
                className={cells.link}
                href={appHref(alert.subject === 'lead' ? alertLink(alert) : `/customers/${alert.customers_id}`)}
                onClick={handleLinkClick}
              >
                {alert.customer.name}
              </a>
              {alert.subject === 'lead' && <span className={cells.badge}>{t('alerts.lead')}</span>}
              {alert.customer.is_removed && <span className={cells.badge}>{t(alert.subject === 'lead' ? 'alerts.leadClosed' : 'alerts.archived')}</span>}
            </>
          ) : (
            <span className={cells.strong}>{alert.target_name}</span>
          )}
          <span className={cells.sub}>
            {alert.target === 'customer' || !showCustomer
              ? t(alert.subject === 'lead' && alert.target === 'customer' ? 'target.lead' : `target.${alert.target}`)
              : t('alerts.targetNamed', { target: t(`target.${alert.target}`), name: alert.target_name })}
          </span>
        </>
      ),
    },
    {
      id: 'description',
      header: t('columns.description'),
      cell: (alert) => (
        <>
          {alert.description}
          {alert.metadata.match !== alert.metadata.name2 && <span className={cells.sub}>{t('details.matchedAs', { name: alert.metadata.match })}</span>}
          <span className={cells.sub}>
            {t(`typeGroup.${alertTypeGroup(alert.type)}`)}
            {/* A mismatch found by outbound (issue 25 §5) is no list match: no source. */}
            {alert.metadata.source ? ` · ${t(`sourcesShort.${alert.metadata.source}`)}` : ''}
          </span>
        </>
      ),
    },
    {
      id: 'score',
      header: t('columns.score'),
      align: 'end',
      cell: (alert) => <ScoreBar value={alert.metadata.score} label={t('common.percent', { value: Math.round(alert.metadata.score) })} />,
    },
    { id: 'created_at', header: t('columns.created_at'), align: 'end', cell: (alert) => formatDate(alert.created_at) },
  ];

  const renderActions = (alert: Alert) => {
    const expanded = open.has(alert.id);
    const detailsId = detailsIdOf(alert.id);
    return (
      <>
        <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={detailsId} onClick={() => toggle(alert.id)}>
          {expanded ? t('common.hideDetails') : t('common.details')}
        </Button>
        <a className={cells.actionLink} href={appHref(alertLink(alert))} onClick={handleLinkClick} aria-label={t('alerts.openTargetNamed', { name: alert.target_name })}>
          {t('alerts.openTarget')}
        </a>
        {alert.closed && !alert.silence ? null : alert.pending_silence ? (
          <Button size="sm" variant="primary" onClick={() => toggle(alert.id)} aria-expanded={expanded} aria-controls={detailsId}>
            {t('fourEyes.review')}
          </Button>
        ) : alert.silence ? (
          <>
            <Button size="sm" onClick={() => setSilencing(alert)} aria-label={t(`${wordsOf(alert.type)}.changeNamed`, { name: alert.target_name })}>
              {t(`${wordsOf(alert.type)}.change`)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setLifting(alert)} aria-label={t(isMatchAlert(alert.type) ? 'decision.reopenNamed' : 'silence.liftNamed', { name: alert.target_name })}>
              {t(isMatchAlert(alert.type) ? 'decision.reopen' : 'silence.lift')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="primary" onClick={() => setSilencing(alert)} aria-label={t(`${wordsOf(alert.type)}.actionNamed`, { name: alert.target_name })}>
            {t(`${wordsOf(alert.type)}.action`)}
          </Button>
        )}
      </>
    );
  };

  const renderDetails = (alert: Alert) => (
    <>
      {alert.closed && (
        <div className={decisionStyles.closedNotice} role="note">
          <p className={decisionStyles.noticeText}>
            <strong>{t('closed.title', { date: formatDateTime(alert.closed.at) })}</strong>
            <span>
              {alert.closed.reason === 'LIST_REMOVED'
                ? t('closed.LIST_REMOVED', { version: alert.closed.list_version ?? t('common.none') })
                : t(`closed.${alert.closed.reason}`)}
            </span>
          </p>
        </div>
      )}
      {alert.pending_silence && (
        <div className={decisionStyles.notice} role="note" data-testid="pending-silence">
          <p className={decisionStyles.noticeText}>
            <strong>{t('fourEyes.pendingTitle')}</strong>
            <span>
              {t('fourEyes.pendingBy', {
                name: userName(alert.pending_silence.users_id),
                date: formatDateTime(alert.pending_silence.created_at),
                class: alert.pending_silence.action === 'UNSILENCE_REQUESTED'
                  ? t('decision.unsilenceRequested')
                  : t(classLabelKey(alert.type, alert.pending_silence.silenceclass ?? 'FALSEPOSITIVE')),
              })}
            </span>
            <span>{alert.pending_silence.description}</span>
            {alert.pending_silence.users_id === me && <span>{t('fourEyes.ownRequest')}</span>}
          </p>
          {alert.pending_silence.users_id !== me && (
            <>
              {isAdmin && (
                <Button size="sm" variant="primary" loading={busy} onClick={() => void handleApprove(alert)}>
                  {t('fourEyes.approve')}
                </Button>
              )}
              <Button size="sm" onClick={() => setRefusing(alert)}>
                {t('fourEyes.refuse')}
              </Button>
            </>
          )}
        </div>
      )}
      <MatchDetails
        entity={alert.metadata.entity}
        evidence={alert.metadata.evidence}
        lead={[
          { label: t('details.keyword'), value: alert.metadata.keyword },
          { label: t('details.name1'), value: alert.metadata.name1 },
          { label: t('details.match'), value: alert.metadata.match },
          { label: t('details.score'), value: t('common.percent', { value: Math.round(alert.metadata.score) }) },
          { label: t('details.typeGroup'), value: t(`typeGroup.${alertTypeGroup(alert.type)}`) },
          ...(alert.silence
            ? [
                { label: t(`${wordsOf(alert.type)}.class`), value: t(lightLabelKey({ ...alert, is_silenced: true })) },
                { label: t('silence.description'), value: alert.silence.description },
                { label: t('details.handler'), value: userName(alert.silence.users_id) },
                { label: isMatchAlert(alert.type) ? t('decision.silencedAt') : t('details.silencedAt'), value: formatDateTime(alert.silence.created_at) },
                { label: t('silence.validAt'), value: alert.silence.valid_at ? formatIsoDate(alert.silence.valid_at) : t('silence.untilLifted') },
              ]
            : []),
        ]}
      />
      {documentPath(alert.metadata) && (
        <p>
          <Button size="sm" onClick={() => handleDocument(alert)}>
            {alert.metadata.dpaId ? t('details.dpa') : t('details.dsa')}
          </Button>
        </p>
      )}
      <DecisionHistory alertId={alert.id} type={alert.type} version={alert.updated_at} users={users} />
    </>
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={alerts}
        getRowId={(alert) => alert.id}
        label={label}
        paging={paging}
        rowAttributes={(alert) => ({ 'data-alert': alert.id, highlighted: alert.id === highlightId })}
        rowActions={{ header: t('columns.actions'), render: renderActions }}
        renderDetail={(alert) => (open.has(alert.id) ? { id: detailsIdOf(alert.id), content: renderDetails(alert) } : null)}
      />
      {silencing && (
        <SilenceDialog
          alert={silencing}
          onClose={() => setSilencing(null)}
          onError={(error) => {
            setSilencing(null);
            onError(error);
          }}
          onSaved={(saved) => {
            setSilencing(null);
            onChanged(saved);
            if (saved.pending_silence) setNotice(t('fourEyes.requested'));
          }}
        />
      )}
      <FormDialog
        open={refusing !== null}
        title={t('fourEyes.refuseTitle')}
        onClose={() => setRefusing(null)}
        onSubmit={() => void handleRefuse()}
        submitLabel={t('fourEyes.refuse')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        busy={busy}
      >
        <TextArea label={t('fourEyes.refuseReason')} value={refuseReason} rows={3} onChange={(event) => setRefuseReason(event.target.value)} />
      </FormDialog>
      <Dialog open={ownNotice !== null} kind="success" title={t('common.doneTitle')} message={ownNotice ?? ''} closeLabel={t('common.ok')} onClose={() => setOwnNotice(null)} />
      <Dialog
        open={lifting !== null}
        kind="confirm"
        title={t(lifting && isMatchAlert(lifting.type) ? 'decision.reopenTitle' : 'silence.liftTitle')}
        message={lifting ? t(liftMessageKey(lifting), { name: lifting.target_name, match: lifting.metadata.name2 }) : ''}
        confirmLabel={t(lifting && isMatchAlert(lifting.type) ? 'decision.reopen' : 'silence.lift')}
        destructive
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setLifting(null)}
        onConfirm={() => void handleLift()}
      />
    </>
  );
};
