import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { countryNamer, currentLanguage, formatDate, formatDateTime, onCustomerChange, useLoad } from '@tunne/app-kit';
import type { EddTrigger, RiskScore, RiskScoreHistoryEntry } from '@tunne/contracts';
import { getScore, getScoreHistory } from '../api.ts';
import { breakdownText, levelLabel, levelLight, naReasonText } from '../breakdown-text.ts';
import * as styles from './ScorePanel.module.css';

type ScoreLine = RiskScore['breakdown'][number];

type Props = {
  customerId: string;
  /** A day (YYYY-MM-DD) to look back at; null for now. */
  at: string | null;
  /** An EDD trigger in the reader's language (the EDD feature's text, given by the page). */
  triggerText: (trigger: EddTrigger) => string;
};

/** The score follows changes made elsewhere on the card (PEPs, owners) through events within seconds: read it again now and then. */
const pollMs = 15_000;

/**
 * The automatic risk score: level, points, each breakdown line with why it scored, and the history of changes.
 */
export const ScorePanel = ({ customerId, at, triggerText }: Props) => {
  const { t } = useTranslation('risk');
  const [refresh, setRefresh] = useState(0);
  useEffect(() => {
    const bump = () => setRefresh((n) => n + 1);
    const stop = onCustomerChange('risk', customerId, bump);
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') bump();
    }, pollMs);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [customerId]);
  const atEndOfDay = at ? new Date(`${at}T23:59:59.999`).toISOString() : null;
  const score = useLoad((signal) => getScore(customerId, atEndOfDay, signal), [customerId, atEndOfDay, refresh]);
  const [showHistory, setShowHistory] = useState(false);
  const history = useLoad((signal) => (showHistory ? getScoreHistory(customerId, signal) : Promise.resolve(null)), [customerId, showHistory, refresh]);
  const names = { countryName: countryNamer(currentLanguage()), triggerText };

  if (score.state === 'loading') return <p className={styles.muted}>{t('common.loading')}</p>;
  if (score.state === 'error') return <p className={styles.error}>{t('common.loadError')}</p>;
  const s = score.data;
  const na = naReasonText(t, s.na_reason, s.unanswered_mandatory);
  const breakdownColumns: DataTableColumn<ScoreLine>[] = [
    { id: 'factor', header: t('score.factor'), cell: (line) => <span className={styles.factor}>{t(`breakdown.${line.type}`)}</span> },
    { id: 'why', header: t('score.why'), cell: (line) => breakdownText(t, line, names) },
    { id: 'points', header: t('score.pointsColumn'), align: 'end', cell: (line) => line.points },
  ];
  const historyColumns: DataTableColumn<RiskScoreHistoryEntry>[] = [
    { id: 'when', header: t('score.when'), nowrap: true, cell: (entry) => formatDateTime(entry.calculated_at) },
    { id: 'level', header: t('score.level'), cell: (entry) => <TrafficLight status={levelLight(entry.level)} label={levelLabel(t, entry.level)} /> },
    { id: 'points', header: t('score.pointsColumn'), align: 'end', cell: (entry) => entry.points },
    { id: 'cause', header: t('score.cause'), cell: (entry) => t(`causes.${entry.cause}`, { defaultValue: entry.cause }) },
    {
      id: 'factors',
      header: t('score.factors'),
      cell: (entry) => <span className={styles.muted}>{entry.breakdown.map((line) => t(`breakdown.${line.type}`)).join(', ') || '–'}</span>,
    },
  ];

  return (
    <div className={styles.panel} data-testid="risk-score">
      <div className={styles.summary}>
        <TrafficLight status={levelLight(s.calculated_at ? s.level : null)} label={`${t('score.level')}: ${levelLabel(t, s.calculated_at ? s.level : 'NA')}`} />
        <span className={styles.points} data-testid="risk-score-points">
          {t('score.points', { count: s.points })}
        </span>
        <span className={styles.muted}>
          {s.calculated_at ? t('score.calculatedAt', { at: formatDateTime(s.calculated_at) }) : t('score.notCalculated')}
        </span>
      </div>
      {na && <p className={styles.note}>{na}</p>}
      {s.breakdown.length === 0 ? (
        s.calculated_at && <p className={styles.muted}>{t('score.noFactors')}</p>
      ) : (
        <DataTable
          columns={breakdownColumns}
          data={s.breakdown}
          getRowId={(line) => line.type}
          label={t('score.breakdown')}
          rowAttributes={(line) => ({ 'data-breakdown': line.type })}
          footer={{ label: t('score.total'), values: { points: s.points } }}
        />
      )}
      <div>
        <Button size="sm" variant="ghost" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
          {showHistory ? t('score.hideHistory') : t('score.showHistory')}
        </Button>
      </div>
      {showHistory && history.state === 'done' && history.data && (
        history.data.items.length === 0 ? (
          <p className={styles.muted}>{t('score.noHistory')}</p>
        ) : (
          <DataTable columns={historyColumns} data={history.data.items} getRowId={(entry) => entry.id} label={t('score.history')} />
        )
      )}
      {at && <p className={styles.muted}>{t('score.asOf', { date: formatDate(`${at}T12:00:00`) })}</p>}
    </div>
  );
};
