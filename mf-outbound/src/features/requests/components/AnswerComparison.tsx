import { useTranslation } from 'react-i18next';
import { Spinner, VisuallyHidden } from '@tunne/design-system';
import { formatDate, useLoad } from '@tunne/app-kit';
import { AnsweredBasic, maskSsn, requestRecordKinds, type AnsweredPerson, type RequestAnswerComparison, type RiskAnswerInput } from '@tunne/contracts';
import * as styles from '../../../shared/Detail.module.css';
import { getComparison } from '../api.ts';

const basicFields = Object.keys(AnsweredBasic.properties) as (keyof AnsweredBasic)[];

/** A date (2026-11-22, or with a time) as the UI shows dates (DD.MM.YYYY), any other text as it is (issue 26: no ISO). */
const shownValue = (value: string): string => (/^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value) ? formatDate(value) : value);

/** One person as a line: name, identifier (ssn masked), birth date, share, role, country and PEP marks. */
const usePersonLine = () => {
  const { t } = useTranslation('outbound');
  return (person: AnsweredPerson): string =>
    [
      person.name,
      person.businessid ?? maskSsn(person.ssn ?? null),
      person.dob ? shownValue(person.dob) : null,
      person.share !== null && person.share !== undefined ? t('answer.share', { share: person.share }) : null,
      person.role,
      person.country,
      person.pep || person.is_pep_self || person.is_pep_family || person.is_pep_partner ? t('answer.pep') : null,
    ]
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' · ');
};

/**
 * One side of a part. `others`: the other side's lines; a line not among them is marked (issue 26: what changed is
 * highlighted line by line, and said to screen readers): on the answer's side as new or changed, on the earlier side
 * as changed or removed. null: the other side is unknown, nothing is marked.
 */
const Side = ({ title, lines, others, side, emptyText }: { title: string; lines: string[]; others: string[] | null; side: 'before' | 'after'; emptyText?: string }) => {
  const { t } = useTranslation('outbound');
  return (
    <div className={styles.side} data-side={side}>
      <p className={styles.sideTitle}>{title}</p>
      {lines.length === 0 ? (
        <span className={styles.muted}>{emptyText ?? t('answer.nothing')}</span>
      ) : (
        <ul className={styles.list}>
          {lines.map((line, index) => {
            const marked = others !== null && !others.includes(line);
            return (
              <li key={index} className={marked ? styles.changed : undefined} data-changed={marked ? side : undefined}>
                {marked && <VisuallyHidden>{t(side === 'after' ? 'answer.markNew' : 'answer.markOld')} </VisuallyHidden>}
                {line}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
};

/** The answer beside what the customer had before it (GET requests/{id}/comparison), part by part. */
export const AnswerView = ({ comparison }: { comparison: RequestAnswerComparison }) => {
  const { t } = useTranslation('outbound');
  const personLine = usePersonLine();
  const { before, answer } = comparison;
  const basicLines = (basic: AnsweredBasic | undefined) =>
    basicFields.flatMap((field) => (basic?.[field] ? [`${t(`basic.${field}`)}: ${shownValue(String(basic[field]))}`] : []));
  const parts: { key: string; title: string; before: string[]; after: string[]; beforeKnown: boolean }[] = [];
  if (answer.basic) parts.push({ key: 'basic', title: t('asks.ask_basic'), before: basicLines(before.basic), after: basicLines(answer.basic), beforeKnown: true });
  for (const kind of requestRecordKinds) {
    const given = answer[kind];
    const declaredNone =
      (kind === 'actualbeneficiaries' && answer.no_actualbeneficiaries) || (kind === 'peps' && answer.no_peps) || (kind === 'responsiblepersons' && answer.no_responsiblepersons);
    if (!given && !declaredNone) continue;
    parts.push({
      key: kind,
      title: t(`kinds.${kind}`),
      before: (before[kind] ?? []).map(personLine),
      after: declaredNone ? [t(`answer.none.${kind}`)] : (given ?? []).map(personLine),
      beforeKnown: true,
    });
  }
  // Every background answer by its question (issue 26: not a count), beside the customer's earlier answer when known.
  if (answer.riskanswers && answer.riskanswers.length > 0) {
    const questionText = new Map((comparison.questions ?? []).map((q) => [q.id, q.question]));
    const value = (a: RiskAnswerInput): string => {
      const given = typeof a.answer === 'boolean' ? t(a.answer ? 'answer.yes' : 'answer.no') : Array.isArray(a.answer) ? a.answer.map(shownValue).join(', ') : shownValue(a.answer);
      return a.description?.trim() ? `${given} (${a.description.trim()})` : given;
    };
    const line = (a: RiskAnswerInput) => `${questionText.get(a.riskquestions_id) ?? t('answer.removedQuestion')}: ${value(a)}`;
    const asked = new Set(answer.riskanswers.map((a) => a.riskquestions_id));
    parts.push({
      key: 'riskanswers',
      title: t('answer.riskanswersTitle'),
      before: (before.riskanswers ?? []).filter((a) => asked.has(a.riskquestions_id)).map(line),
      after: answer.riskanswers.map(line),
      beforeKnown: before.riskanswers !== undefined,
    });
  }
  return (
    <div className={styles.stack} data-testid="answer-comparison">
      {parts.map((part) => (
        <section key={part.key} className={styles.part} aria-label={part.title} data-part={part.key}>
          <h4 className={styles.partTitle}>{part.title}</h4>
          <div className={styles.sides}>
            <Side title={t('answer.before')} lines={part.before} others={part.beforeKnown ? part.after : null} side="before"
              emptyText={part.beforeKnown ? undefined : t('answer.beforeUnknown')} />
            <Side title={t('answer.given')} lines={part.after} others={part.beforeKnown ? part.before : null} side="after" />
          </div>
        </section>
      ))}
      {answer.freetext && (
        <section className={styles.part}>
          <h4 className={styles.partTitle}>{t('asks.ask_freetext')}</h4>
          <p className={styles.text}>{answer.freetext}</p>
        </section>
      )}
      {(answer.sof || answer.sof_skipped) && (
        <section className={styles.part}>
          <h4 className={styles.partTitle}>{t('asks.ask_sof')}</h4>
          <p className={styles.text}>{answer.sof_skipped ? t('answer.sofSkipped') : answer.sof}</p>
        </section>
      )}
    </div>
  );
};

/** Loads the comparison of an answered request. */
export const AnswerComparison = ({ requestId }: { requestId: string }) => {
  const { t } = useTranslation('outbound');
  const load = useLoad((signal) => getComparison(requestId, signal), [requestId]);
  if (load.state === 'loading') return <Spinner label={t('common.loading')} size="sm" showLabel />;
  if (load.state === 'error') return <p className={styles.muted} role="alert">{t('common.loadError')}</p>;
  return <AnswerView comparison={load.data} />;
};
