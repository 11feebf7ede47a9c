import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { AnsweredBasic, maskSsn, requestRecordKinds, type AnsweredPerson, type RequestAnswerComparison } from '@tunne/contracts';
import * as styles from '../../../shared/Detail.module.css';
import { getComparison } from '../api.ts';

const basicFields = Object.keys(AnsweredBasic.properties) as (keyof AnsweredBasic)[];

/** One person as a line: name, identifier (ssn masked), share and PEP marks. */
const usePersonLine = () => {
  const { t } = useTranslation('outbound');
  return (person: AnsweredPerson): string =>
    [
      person.name,
      person.businessid ?? maskSsn(person.ssn ?? null),
      person.dob,
      person.share !== null && person.share !== undefined ? t('answer.share', { share: person.share }) : null,
      person.role,
      person.country,
      person.pep || person.is_pep_self || person.is_pep_family || person.is_pep_partner ? t('answer.pep') : null,
    ]
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' · ');
};

const Side = ({ title, lines, changed }: { title: string; lines: string[]; changed?: boolean }) => {
  const { t } = useTranslation('outbound');
  return (
    <div className={changed ? `${styles.side} ${styles.changed}` : styles.side}>
      <p className={styles.sideTitle}>{title}</p>
      {lines.length === 0 ? (
        <span className={styles.muted}>{t('answer.nothing')}</span>
      ) : (
        <ul className={styles.list}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
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
    basicFields.flatMap((field) => (basic?.[field] ? [`${t(`basic.${field}`)}: ${basic[field]}`] : []));
  const parts: { key: string; title: string; before: string[]; after: string[] }[] = [];
  if (answer.basic) parts.push({ key: 'basic', title: t('asks.ask_basic'), before: basicLines(before.basic), after: basicLines(answer.basic) });
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
    });
  }
  return (
    <div className={styles.stack} data-testid="answer-comparison">
      {parts.map((part) => (
        <section key={part.key} className={styles.part} aria-label={part.title}>
          <h4 className={styles.partTitle}>{part.title}</h4>
          <div className={styles.sides}>
            <Side title={t('answer.before')} lines={part.before} />
            <Side title={t('answer.given')} lines={part.after} changed={part.before.join('\n') !== part.after.join('\n')} />
          </div>
        </section>
      ))}
      {answer.riskanswers && answer.riskanswers.length > 0 && (
        <p className={styles.text}>{t('answer.riskanswers', { count: answer.riskanswers.length })}</p>
      )}
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
