import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system/Button';
import * as styles from '../shared/public.module.css';

export interface StepLayoutProps {
  title: string;
  description?: string | null;
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack?: (() => void) | undefined;
  onSave?: (() => void) | undefined;
  /** The primary button's text (Next, or Send on the summary). */
  nextLabel: string;
  busy?: boolean;
  /** Shown when the step cannot go on (announced). */
  formError?: string | null;
  /** "Saved" and the like (announced politely). */
  status?: string | null;
  readOnly?: boolean;
  hideNext?: boolean;
}

/**
 * One step of a request: its heading takes focus when the step opens (a screen reader hears where it is), the
 * organisation's description below it, the fields, and Back / Save for later / Next.
 */
export function StepLayout({ title, description, children, onSubmit, onBack, onSave, nextLabel, busy = false, formError, status, readOnly = false, hideNext = false }: StepLayoutProps) {
  const { t } = useTranslation('public');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>
      {description && <p className={styles.stepDescription}>{description}</p>}
      <fieldset className={styles.fields} disabled={readOnly}>
        {children}
      </fieldset>
      <div role="alert">{formError && <p className={styles.formError}>{formError}</p>}</div>
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            {t('actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <div className={styles.actionsEnd}>
          {onSave && !readOnly && (
            <Button variant="secondary" onClick={onSave}>
              {t('actions.saveLater')}
            </Button>
          )}
          {!hideNext && (
            <Button variant="primary" type="submit" loading={busy}>
              {nextLabel}
            </Button>
          )}
        </div>
      </div>
      <p className={styles.saved} role="status">
        {status ?? ''}
      </p>
    </form>
  );
}
