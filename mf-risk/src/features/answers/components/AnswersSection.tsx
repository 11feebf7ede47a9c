import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, type DataTableColumn } from '@tunne/design-system';
import { announceCustomerChange, formatDateTime, listOrgUsers, useLoad, useShowError } from '@tunne/app-kit';
import type { RiskAnswer, RiskAnswerValue, RiskAnswerVersion } from '@tunne/contracts';
import { listAnswerHistory, listAnswers, listQuestions } from '../api.ts';
import { AnswerForm } from './AnswerForm.tsx';
import * as styles from '../../../styles/section.module.css';

type Props = { customerId: string; highlightId?: string | undefined };

/**
 * Every version of the answers, newest first (issue 25 §6: an answer is amended, never overwritten): when, who, the
 * question as it then was, what changed and the answer then. `version` reloads it after a save.
 */
const AnswerHistory = ({ customerId, version, answerText, userName }: {
  customerId: string;
  version: unknown;
  answerText: (answer: RiskAnswerValue, type: RiskAnswer['type']) => string;
  userName: (id: string | null) => string;
}) => {
  const { t } = useTranslation('risk');
  const history = useLoad((signal) => listAnswerHistory(customerId, signal), [customerId, version]);
  const columns: DataTableColumn<RiskAnswerVersion>[] = [
    { id: 'changed_at', header: t('answers.history.changed_at'), nowrap: true, cell: (row) => formatDateTime(row.changed_at) },
    { id: 'question', header: t('answers.fields.question'), cell: (row) => row.question },
    { id: 'action', header: t('answers.history.action'), cell: (row) => t(`answers.history.actions.${row.action}`) },
    { id: 'answer', header: t('answers.fields.answer'), cell: (row) => <span className={styles.pre}>{row.answer === null ? '–' : answerText(row.answer, row.type)}</span> },
    { id: 'points', header: t('answers.fields.points'), align: 'end', cell: (row) => row.points ?? '–' },
    { id: 'description', header: t('answers.fields.description'), cell: (row) => <span className={styles.pre}>{row.description ?? '–'}</span> },
    // A recipient's answer (through an information request) is theirs, whoever wrote it in (issue 26).
    { id: 'user', header: t('answers.fields.user'), cell: (row) => (row.source === 'RECIPIENT' ? t('answers.byRecipient', { name: userName(row.changed_by) }) : userName(row.changed_by)) },
  ];
  if (history.state === 'loading') return <p className={styles.muted}>{t('common.loading')}</p>;
  if (history.state === 'error') return <p className={styles.error}>{t('common.loadError')}</p>;
  if (history.data.length === 0) return <p className={styles.muted}>{t('answers.history.empty')}</p>;
  return (
    <DataTable
      columns={columns}
      data={history.data}
      getRowId={(row) => row.id}
      label={t('answers.history.title')}
      rowAttributes={(row) => ({ 'data-version': row.id })}
    />
  );
};

/**
 * The body of the card's background questions section (mf-customers draws the section frame and mounts this through
 * './CardSections'): the answers given, with their points, user and time; answering opens the questionnaire in
 * place. Saving rescores the customer at once.
 */
export const AnswersSection = ({ customerId, highlightId }: Props) => {
  const { t } = useTranslation('risk');
  const questions = useLoad((signal) => listQuestions(signal), []);
  const answers = useLoad((signal) => listAnswers(customerId, signal), [customerId]);
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const showError = useShowError();
  const rows = answers.state === 'done' ? answers.data : [];
  const total = rows.reduce((sum, a) => sum + a.points, 0);
  const userName = (id: string | null) => (users.state === 'done' ? users.data.find((u) => u.id === id)?.name : null) ?? '–';
  const noQuestions = questions.state === 'done' && questions.data.length === 0;

  const answerText = (answer: RiskAnswerValue, type: RiskAnswer['type']): string => {
    if (type === 'YESNO') return t(`answers.${answer as 'yes' | 'no'}`);
    if (type === 'CHECKBOX') return answer === true ? t('answers.checked') : t('answers.unchecked');
    if (Array.isArray(answer)) return answer.join(', ');
    return String(answer);
  };

  const columns: DataTableColumn<RiskAnswer>[] = [
    { id: 'question', header: t('answers.fields.question'), cell: (row) => row.question },
    { id: 'answer', header: t('answers.fields.answer'), cell: (row) => <span className={styles.pre}>{answerText(row.answer, row.type)}</span> },
    { id: 'type', header: t('answers.fields.type'), cell: (row) => t(`types.${row.type}`) },
    { id: 'points', header: t('answers.fields.points'), align: 'end', cell: (row) => row.points },
    { id: 'description', header: t('answers.fields.description'), cell: (row) => <span className={styles.pre}>{row.description ?? '–'}</span> },
    { id: 'user', header: t('answers.fields.user'), cell: (row) => (row.source === 'RECIPIENT' ? t('answers.byRecipient', { name: userName(row.users_id) }) : userName(row.users_id)) },
    { id: 'created_at', header: t('answers.fields.created_at'), nowrap: true, cell: (row) => formatDateTime(row.created_at) },
  ];

  return (
    <div className={styles.stack} data-testid="risk-answers">
      <div className={`${styles.toolbar} ${styles.spread}`}>
        <span className={styles.muted}>
          {answers.state === 'done' && rows.length > 0 ? t('answers.summary', { count: rows.length, points: total }) : null}
        </span>
        <span className={styles.toolbar}>
          {!editing && (
            <Button size="sm" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
              {showHistory ? t('answers.history.hide') : t('answers.history.show')}
            </Button>
          )}
          {!editing && !noQuestions && questions.state === 'done' && (
            <Button size="sm" variant="primary" onClick={() => setEditing(true)}>
              {rows.length > 0 ? t('answers.edit') : t('answers.answer')}
            </Button>
          )}
        </span>
      </div>
      {(answers.state === 'error' || questions.state === 'error') && <p className={styles.error}>{t('common.loadError')}</p>}
      {noQuestions && <p className={styles.muted}>{t('answers.noQuestions')}</p>}
      {editing && questions.state === 'done' && answers.state === 'done' ? (
        <AnswerForm
          customerId={customerId}
          questions={questions.data}
          answers={rows}
          onSaved={(saved) => {
            answers.set(saved);
            setEditing(false);
            announceCustomerChange('risk', customerId);
          }}
          onCancel={() => setEditing(false)}
          onError={showError}
        />
      ) : (
        <>
          {answers.state === 'done' && rows.length === 0 && !noQuestions && <p className={styles.muted}>{t('answers.empty')}</p>}
          {rows.length > 0 && (
            <DataTable
              columns={columns}
              data={rows}
              getRowId={(row) => row.id}
              label={t('answers.formTitle')}
              rowAttributes={(row) => ({ 'data-row-id': row.id, highlighted: row.id === highlightId })}
              footer={{ label: t('answers.totalLabel'), values: { points: <span data-testid="risk-answers-points">{total}</span> } }}
            />
          )}
          {showHistory && (
            <section aria-label={t('answers.history.title')} data-testid="risk-answers-history">
              <h4 className={styles.muted}>{t('answers.history.title')}</h4>
              <AnswerHistory customerId={customerId} version={answers.state === 'done' ? answers.data : null} answerText={answerText} userName={userName} />
            </section>
          )}
        </>
      )}
    </div>
  );
};
