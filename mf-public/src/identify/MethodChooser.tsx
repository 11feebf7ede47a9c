import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system/Spinner';
import type { EidMethod, PublicEidMethod } from '@tunne/contracts';
import * as styles from '../shared/public.module.css';

/** The method's human name in the page's language ("Pankkitunnukset", "MitID" …). */
export const useMethodName = (): ((method: EidMethod) => string) => {
  const { t } = useTranslation('public');
  return (method) => t(`methods.names.${method}`);
};

export interface MethodChooserProps {
  methods: PublicEidMethod[];
  onChoose: (method: EidMethod) => void;
  /** The method being started (its button busy, the others off). */
  busy?: EidMethod | null;
  readOnly?: boolean;
}

/**
 * Each method a large button; one without a provider is shown disabled with "not available" (never offered), so the
 * recipient sees what the organisation allows.
 */
export function MethodChooser({ methods, onChoose, busy = null, readOnly = false }: MethodChooserProps) {
  const { t } = useTranslation('public');
  const name = useMethodName();
  const ordered = [...methods.filter((entry) => entry.available), ...methods.filter((entry) => !entry.available)];
  return (
    <ul className={styles.methodList}>
      {ordered.map(({ method, available }) => (
        <li key={method}>
          <button
            type="button"
            className={styles.methodButton}
            disabled={!available || readOnly || (busy !== null && busy !== method)}
            aria-busy={busy === method || undefined}
            aria-label={available ? undefined : t('methods.unavailableNamed', { name: name(method) })}
            onClick={() => {
              if (busy === null) onChoose(method);
            }}
          >
            <span>{name(method)}</span>
            {!available ? (
              <span className={styles.methodNote}>{t('methods.unavailable')}</span>
            ) : busy === method ? (
              <Spinner label={t('methods.starting')} size="sm" />
            ) : (
              <span className={styles.methodArrow} aria-hidden="true">
                ›
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
