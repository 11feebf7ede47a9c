import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TrafficLight } from '@tunne/design-system';
import { appHref, formatDate, formatDateTime, handleLinkClick } from '@tunne/app-kit';
import { alertLight, alertLink, alertTypeGroup, type Alert } from '@tunne/contracts';
import * as table from '../../../components/Table.module.css';
import { documentPath, openDownload, type OrgUser } from '../../shared/api.ts';
import { MatchDetails } from '../../shared/MatchDetails.tsx';
import { ScoreBar } from '../../shared/ScoreBar.tsx';
import { unsilenceAlert } from '../api.ts';
import { lightLabelKey } from '../light.ts';
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
};

/** Alerts with their traffic light, the match, the silence and the actions (details, open, silence, lift). */
export const AlertTable = ({ alerts, label, showCustomer, users, highlightId, onChanged, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const captionId = useId();
  const [open, setOpen] = useState<Set<string>>(() => new Set(highlightId ? [highlightId] : []));
  const [silencing, setSilencing] = useState<Alert | null>(null);
  const [lifting, setLifting] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
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
      onChanged(await unsilenceAlert(lifting.id));
      setLifting(null);
    } catch (error) {
      setLifting(null);
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleDocument = (alert: Alert) => {
    const path = documentPath(alert.metadata);
    if (path) openDownload(path).catch(onError);
  };

  const columns = 6;

  return (
    <div className={table.wrap}>
      <table className={table.table} aria-labelledby={captionId}>
        <caption id={captionId} className={table.caption}>
          {label}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{showCustomer ? t('columns.customer') : t('columns.subject')}</th>
            <th scope="col">{t('columns.description')}</th>
            <th scope="col" className={table.right}>
              {t('columns.score')}
            </th>
            <th scope="col" className={table.right}>
              {t('columns.created_at')}
            </th>
            <th scope="col" className={table.right}>
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => {
            const light = alertLight(alert);
            const expanded = open.has(alert.id);
            const detailsId = `alert-details-${alert.id}`;
            return (
              <Fragment key={alert.id}>
                <tr
                  className={[table.row, alert.id === highlightId ? table.highlight : ''].join(' ')}
                  data-alert={alert.id}
                  aria-current={alert.id === highlightId ? 'true' : undefined}
                >
                  <td className={table.nowrap}>
                    <TrafficLight status={light} label={t(lightLabelKey(alert))} />
                    {alert.silence && (
                      <>
                        <span className={table.sub}>
                          {alert.is_silenced
                            ? alert.valid_at
                              ? t('silence.until', { date: formatDate(alert.valid_at) })
                              : t('silence.untilLifted')
                            : t('silence.expired', { date: formatDate(alert.valid_at) })}
                        </span>
                        <span className={table.sub}>{t('silence.by', { name: userName(alert.users_id) })}</span>
                      </>
                    )}
                  </td>
                  <td>
                    {showCustomer ? (
                      <>
                        <a className={table.link} href={appHref(`/customers/${alert.customers_id}`)} onClick={handleLinkClick}>
                          {alert.customer.name}
                        </a>
                        {alert.customer.is_removed && <span className={table.badge}>{t('alerts.archived')}</span>}
                      </>
                    ) : (
                      <span className={table.strong}>{alert.target_name}</span>
                    )}
                    <span className={table.sub}>
                      {alert.target === 'customer' || !showCustomer
                        ? t(`target.${alert.target}`)
                        : t('alerts.targetNamed', { target: t(`target.${alert.target}`), name: alert.target_name })}
                    </span>
                  </td>
                  <td>
                    {alert.description}
                    {alert.metadata.match !== alert.metadata.name2 && <span className={table.sub}>{t('details.matchedAs', { name: alert.metadata.match })}</span>}
                    <span className={table.sub}>
                      {t(`typeGroup.${alertTypeGroup(alert.type)}`)} · {t(`sourcesShort.${alert.metadata.source}`)}
                    </span>
                  </td>
                  <td className={table.right}>
                    <ScoreBar value={alert.metadata.score} label={t('common.percent', { value: Math.round(alert.metadata.score) })} />
                  </td>
                  <td className={table.right}>{formatDate(alert.created_at)}</td>
                  <td>
                    <div className={table.actions}>
                      <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={detailsId} onClick={() => toggle(alert.id)}>
                        {expanded ? t('common.hideDetails') : t('common.details')}
                      </Button>
                      <a className={table.actionLink} href={appHref(alertLink(alert))} onClick={handleLinkClick} aria-label={t('alerts.openTargetNamed', { name: alert.target_name })}>
                        {t('alerts.openTarget')}
                      </a>
                      {alert.silence ? (
                        <>
                          <Button size="sm" onClick={() => setSilencing(alert)} aria-label={t('silence.changeNamed', { name: alert.target_name })}>
                            {t('silence.change')}
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setLifting(alert)} aria-label={t('silence.liftNamed', { name: alert.target_name })}>
                            {t('silence.lift')}
                          </Button>
                        </>
                      ) : (
                        <Button size="sm" variant="primary" onClick={() => setSilencing(alert)} aria-label={t('silence.actionNamed', { name: alert.target_name })}>
                          {t('silence.action')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
                {expanded && (
                  <tr className={table.detailRow} id={detailsId}>
                    <td colSpan={columns}>
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
                                { label: t('silence.class'), value: t(`silenceClass.${alert.silence.silenceclass}`) },
                                { label: t('silence.description'), value: alert.silence.description },
                                { label: t('details.handler'), value: userName(alert.silence.users_id) },
                                { label: t('details.silencedAt'), value: formatDateTime(alert.silence.created_at) },
                                { label: t('silence.validAt'), value: alert.silence.valid_at ? formatDate(alert.silence.valid_at) : t('silence.untilLifted') },
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
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
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
          }}
        />
      )}
      <Dialog
        open={lifting !== null}
        kind="confirm"
        title={t('silence.liftTitle')}
        message={lifting ? t('silence.liftConfirm', { name: lifting.target_name, match: lifting.metadata.name2 }) : ''}
        confirmLabel={t('silence.lift')}
        destructive
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setLifting(null)}
        onConfirm={() => void handleLift()}
      />
    </div>
  );
};
