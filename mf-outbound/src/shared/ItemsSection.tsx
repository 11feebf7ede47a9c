import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@tunne/design-system';
import * as section from '@tunne/design-system/section.module.css';
import * as styles from './Section.module.css';

type Props = {
  /** The summary line once loaded (count, open ones); null while loading. */
  summary: string | null;
  loading: boolean;
  newLabel: string;
  onNew: () => void;
  frozen: boolean;
  notice: string | null;
  /** The load failed: the section's own words. */
  error: string | null;
  /** Data attributes for the section's element (its combined light). */
  attributes: Record<`data-${string}`, string>;
  /** The table and the dialogs. */
  children: ReactNode;
};

/** A card section of outbound items (requests, letters): summary and "new", the freeze warning, notices, errors. */
export const ItemsSection = ({ summary, loading, newLabel, onNew, frozen, notice, error, attributes, children }: Props) => {
  const { t } = useTranslation('outbound');
  return (
    <div className={section.section} {...attributes}>
      <div className={section.bar}>
        <span className={section.summary} aria-live="polite">
          {summary}
          {loading && <Spinner label={t('common.loading')} size="sm" showLabel />}
        </span>
        <Button size="sm" variant="primary" onClick={onNew}>
          + {newLabel}
        </Button>
      </div>
      {frozen && (
        <p className={styles.warning} role="note">
          {t('common.frozen')}
        </p>
      )}
      {notice && (
        <p className={section.notice} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className={section.error} role="alert">
          {error}
        </p>
      )}
      {children}
    </div>
  );
};
