import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@tunne/app-kit';
import type { OutboundFile } from '@tunne/contracts';
import type { DetailContext } from '../kinds/kind.ts';
import type { OutboundKind } from './item-api.ts';
import { ItemFiles } from './ItemFiles.tsx';
import * as styles from './Detail.module.css';

/** A draft's chosen send time, beside its light. */
export const ScheduledNote = ({ item }: { item: { state: string; send_at: string | null } }) => {
  const { t } = useTranslation('outbound');
  return item.send_at && item.state === 'draft' ? <span className={styles.muted}>{t('requests.scheduled', { at: formatDateTime(item.send_at) })}</span> : null;
};

/** A titled part of a detail. */
export const Part = ({ title, children, ...attributes }: { title: string; children: ReactNode } & Record<`data-${string}`, string>) => (
  <section className={styles.part} {...attributes}>
    <h3 className={styles.partTitle}>{title}</h3>
    {children}
  </section>
);

type FilesProps<Item extends { id: string; files: OutboundFile[] }> = {
  api: OutboundKind;
  context: DetailContext<Item>;
  files: OutboundFile[];
  label: string;
  /** A draft's attachments can be added and removed; what was sent, and the recipient's files, stay. */
  canEdit?: boolean;
};

/** An item's files (ItemFiles) whose changes the detail and the list show. */
export const DetailFiles = <Item extends { id: string; files: OutboundFile[] }>({ api, context, files, label, canEdit = false }: FilesProps<Item>) => {
  const { item, changed, onError } = context;
  return (
    <ItemFiles
      kind={api}
      itemId={item.id}
      files={files}
      label={label}
      canEdit={canEdit}
      onRemoved={(id) => changed({ ...item, files: item.files.filter((file) => file.id !== id) })}
      onAdded={(file) => changed({ ...item, files: [...item.files, file] })}
      onError={onError}
    />
  );
};
