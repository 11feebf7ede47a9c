import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system';
import { api, formatDateTime, useLoad, withSignal } from '@tunne/app-kit';
import type { OutboundEvent } from '@tunne/contracts';
import { itemPath, type OutboundKind } from './item-api.ts';
import { useUserNames } from './user-names.ts';
import * as styles from './Detail.module.css';

/** GET …/{id}/events: the item's history, oldest first (issue 25 §4). */
export const getItemEvents = (kind: OutboundKind, id: string, signal?: AbortSignal): Promise<OutboundEvent[]> =>
  api.get<OutboundEvent[]>(`${itemPath(kind, id)}/events`, withSignal(signal));

const printable = (value: unknown): string => (value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** What an amendment changed: each field's old and new value (the old one is kept). */
const Changes = ({ data }: { data: Record<string, unknown> }) => {
  const { t } = useTranslation('outbound');
  const before = (data.old ?? {}) as Record<string, unknown>;
  const after = (data.new ?? {}) as Record<string, unknown>;
  const fields = Object.keys(after);
  if (fields.length === 0 && typeof data.reason !== 'string') return null;
  return (
    <>
      {fields.map((field) => (
        <span key={field} className={styles.muted} data-change={field}>
          {t('history.change', { field: t(`metadata.${field}`), from: printable(before[field]), to: printable(after[field]) })}
        </span>
      ))}
      {typeof data.reason === 'string' && data.reason !== '' && <span className={styles.muted}>{t('history.reason', { reason: data.reason })}</span>}
    </>
  );
};

/**
 * The item's timeline on its detail (issue 25 §4): every event with when, what and by whom (the recipient or the
 * system when no staff member), amendments with their old and new values. `version` reloads it after an action.
 */
export const ItemHistory = ({ kind, itemId, version }: { kind: OutboundKind; itemId: string; version?: unknown }) => {
  const { t } = useTranslation('outbound');
  const userName = useUserNames();
  const load = useLoad((signal) => getItemEvents(kind, itemId, signal), [kind, itemId, version]);
  return (
    <section className={styles.part} data-history="">
      <h3 className={styles.partTitle}>{t('history.title')}</h3>
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {load.state === 'error' && <p className={styles.muted}>{t('common.loadError')}</p>}
      {load.state === 'done' && load.data.length === 0 && <p className={styles.muted}>{t('history.empty')}</p>}
      {load.state === 'done' && load.data.length > 0 && (
        <ol className={styles.list} aria-label={t('history.title')}>
          {load.data.map((event) => (
            <li key={event.id} data-event={event.type}>
              <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>{' '}
              {t(`history.type.${event.type}`)}
              {event.item_kind === 'signatory' && ` (${t('history.signatory')})`}
              {' · '}
              {event.users_id ? (userName(event.users_id) ?? t('history.staff')) : t('history.recipient')}
              <Changes data={event.data} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
