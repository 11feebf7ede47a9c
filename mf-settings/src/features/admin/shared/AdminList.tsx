import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeader } from '@tunne/design-system';
import type { Loaded } from '@tunne/app-kit';
import type { AdminSectionId } from './admin-sections.ts';
import * as styles from './admin.module.css';

interface AdminListProps {
  /** The section: its title (`sections.<id>.title`) and texts `admin.<id>.intro`, `.add`, `.emptyTitle`, `.empty`. */
  section: AdminSectionId;
  /** Adding a row; a list without it (saved filters) has no add button. */
  onAdd?: () => void;
  load: Loaded<unknown>;
  count: number;
  /** The table, drawn when there are rows. */
  children: ReactNode;
  /** Next to the empty state's text, e.g. a link to where the rows are made. */
  emptyAction?: ReactNode;
  /** Dialogs, when open. */
  dialog?: ReactNode;
  /** What the last action did ("User … added"), announced politely; null: nothing to say. */
  notice?: string | null;
}

/** An administered list: page header with its add button, load error, empty state with a next step, table, dialogs. */
export const AdminList = ({ section, onAdd, load, count, children, emptyAction, dialog, notice = null }: AdminListProps) => {
  const { t } = useTranslation('settings');
  const add = onAdd && (
    <Button variant="primary" onClick={onAdd}>
      {t(`admin.${section}.add`)}
    </Button>
  );
  return (
    <div className={styles.stack}>
      <PageHeader title={t(`sections.${section}.title`)} context={t(`admin.${section}.intro`)} actions={add} />
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {load.state === 'error' && (
        <p className={styles.error} role="alert">
          {t('admin.common.loadError')}
        </p>
      )}
      {load.state === 'done' && count === 0 && (
        <EmptyState title={t(`admin.${section}.emptyTitle`)} headingLevel={2} action={emptyAction ?? add}>
          {t(`admin.${section}.empty`)}
        </EmptyState>
      )}
      {count > 0 && children}
      {dialog}
    </div>
  );
};
