import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@tunne/design-system';
import type { Loaded } from '@tunne/app-kit';
import * as section from '../styles/section.module.css';

interface AdminListProps {
  /** The list's texts in the risk namespace: `<texts>.intro`, `.add`, `.emptyTitle`, `.empty`. */
  texts: 'questions' | 'ratings';
  onAdd: () => void;
  load: Loaded<unknown>;
  count: number;
  /** The table, drawn when there are rows. */
  children: ReactNode;
  /** The add/edit dialog, when open. */
  dialog?: ReactNode;
}

/** A settings list an admin keeps (questions, ratings): intro and add button, load error, empty state, table, dialog. */
export const AdminList = ({ texts, onAdd, load, count, children, dialog }: AdminListProps) => {
  const { t } = useTranslation('risk');
  return (
    <div className={section.stack}>
      <div className={`${section.toolbar} ${section.spread}`}>
        <p className={section.muted}>{t(`${texts}.intro`)}</p>
        <Button variant="primary" onClick={onAdd}>
          {t(`${texts}.add`)}
        </Button>
      </div>
      {load.state === 'error' && <p className={section.error}>{t('common.loadError')}</p>}
      {load.state === 'done' && count === 0 && <EmptyState title={t(`${texts}.emptyTitle`)} headingLevel={2}>{t(`${texts}.empty`)}</EmptyState>}
      {count > 0 && children}
      {dialog}
    </div>
  );
};

