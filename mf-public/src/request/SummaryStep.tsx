import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@tunne/app-kit/format';
import { Button } from '@tunne/design-system/Button';
import { roleLabel, type AnsweredPerson, type OutboundFile } from '@tunne/contracts';
import * as styles from '../shared/public.module.css';
import type { PeopleKind } from './people.ts';
import type { StepProps } from './step-props.ts';
import type { StepId } from './steps.ts';
import { StepLayout } from './StepLayout.tsx';

export interface SummaryProps extends StepProps {
  steps: StepId[];
  files: OutboundFile[];
  onEdit: (step: StepId) => void;
  /** The submit's problem (already in words), if it failed. */
  submitError: string | null;
}

const peopleKinds = new Set<StepId>(['owners', 'actualbeneficiaries', 'responsiblepersons', 'peps']);

/** Everything given, part by part, each with a way back to change it; then the one Send. */
export function SummaryStep({ steps, files, onEdit, submitError, ...props }: SummaryProps) {
  const { t, i18n } = useTranslation('public');
  const { answer, view } = props;
  const [blocked, setBlocked] = useState<string | null>(null);
  const filesMissing = Boolean(view.asks.ask_files_mandatory) && files.length === 0;

  const roleLanguage = i18n.language === 'fi' || i18n.language === 'se' ? i18n.language : 'en';
  // A responsible person's role by its name in the list (the form offers the customer's country's roles).
  const role = (kind: PeopleKind, p: AnsweredPerson) => (p.role && kind === 'responsiblepersons' ? roleLabel(view.customer_country, p.role, roleLanguage) : p.role);
  const person = (kind: PeopleKind, p: AnsweredPerson) =>
    [p.name, p.type === 'business' ? p.businessid : null, p.share != null ? formatPercent(p.share, i18n.language) : null, role(kind, p)].filter(Boolean).join(' · ');

  const content = (step: StepId): ReactNode => {
    if (peopleKinds.has(step)) {
      const kind = step as PeopleKind;
      const declared = (kind === 'actualbeneficiaries' && answer.no_actualbeneficiaries) || (kind === 'peps' && answer.no_peps) || (kind === 'responsiblepersons' && answer.no_responsiblepersons);
      if (declared) return <p className={styles.help}>{t(`people.${kind}.none`)}</p>;
      const rows = answer[kind] ?? [];
      if (rows.length === 0) return <p className={styles.help}>{kind === 'owners' && files.length > 0 ? t('summary.ownersAsFile') : t('summary.nothing')}</p>;
      return (
        <ul className={styles.summaryList}>
          {rows.map((p, index) => (
            <li key={p.id ?? index}>{person(kind, p)}</li>
          ))}
        </ul>
      );
    }
    switch (step) {
      case 'basic': {
        const basic = answer.basic ?? {};
        const lines = [basic.name, [basic.address, basic.postalnumber, basic.city].filter(Boolean).join(', '), basic.email].filter(Boolean);
        return lines.length ? <ul className={styles.summaryList}>{lines.map((line) => <li key={line}>{line}</li>)}</ul> : <p className={styles.help}>{t('summary.nothing')}</p>;
      }
      case 'riskquestions':
        return <p className={styles.help}>{t('summary.answers', { count: answer.riskanswers?.length ?? 0 })}</p>;
      case 'sof':
        return <p className={styles.help}>{answer.sof_skipped ? t('summary.skipped') : answer.sof || t('summary.nothing')}</p>;
      case 'freetext':
        return <p className={styles.help}>{answer.freetext || t('summary.nothing')}</p>;
      case 'files':
        return files.length ? <ul className={styles.summaryList}>{files.map((file) => <li key={file.id}>{file.name}</li>)}</ul> : <p className={styles.help}>{t('files.none')}</p>;
      default:
        return null;
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (filesMissing) {
      setBlocked(t('files.mandatory'));
      return;
    }
    setBlocked(null);
    props.onNext({});
  };

  return (
    <StepLayout
      title={props.title}
      description={t('summary.intro')}
      readOnly={props.readOnly}
      hideNext={props.readOnly}
      nextLabel={t('actions.submit')}
      busy={props.busy}
      status={props.status}
      formError={blocked ?? submitError}
      onSubmit={handleSubmit}
      onBack={props.onBack ? () => props.onBack?.({}) : undefined}
    >
      <div className={styles.summary}>
        {steps
          .filter((step) => step !== 'summary')
          .map((step) => (
            <section key={step} className={styles.summarySection} aria-labelledby={`summary-${step}`}>
              <div className={styles.summaryHeader}>
                <h3 id={`summary-${step}`}>{t(`steps.${step}`)}</h3>
                <Button variant="ghost" size="sm" onClick={() => onEdit(step)} aria-label={t('summary.editNamed', { part: t(`steps.${step}`) })}>
                  {t('summary.edit')}
                </Button>
              </div>
              {content(step)}
            </section>
          ))}
      </div>
      {!props.readOnly && <p className={styles.help}>{t('summary.consent', { organisation: view.organisation.name })}</p>}
    </StepLayout>
  );
}
