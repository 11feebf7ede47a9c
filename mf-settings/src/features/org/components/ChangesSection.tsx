import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, Select, type DataTableColumn } from '@tunne/design-system';
import { formatDateTime, useLoad, useShowError } from '@tunne/app-kit';
import { settingsSectionIds, type SettingsChange, type SettingsChangePage, type SettingsSectionId } from '@tunne/contracts';
import { listChanges } from '../api.ts';
import { changeValueText, fieldChanges } from '../form/change-values.ts';
import { SectionFrame } from './SectionFrame.tsx';
import * as styles from './OrgSettings.module.css';

const isSection = (value: string): value is SettingsSectionId => (settingsSectionIds as readonly string[]).includes(value);

/** The old → new values of one change, one field a line. */
const ChangeValues = ({ change }: { change: SettingsChange }) => {
  const { t } = useTranslation('settings');
  const words = { yes: t('org.changes.yes'), no: t('org.changes.no'), empty: '—' };
  const fields = fieldChanges(change);
  if (fields.length === 0) return <span className={styles.hint}>—</span>;
  return (
    <ul className={styles.changes}>
      {fields.map(({ field, before, after }) => (
        <li key={field}>
          <span className={styles.field}>{field}</span>:{' '}
          {change.action !== 'create' && <span className={change.action === 'delete' ? undefined : styles.old}>{changeValueText(before, words)}</span>}
          {change.action === 'update' && ' → '}
          {change.action !== 'delete' && <span>{changeValueText(after, words)}</span>}
        </li>
      ))}
    </ul>
  );
};

const ChangesTable = ({ first, section }: { first: SettingsChangePage; section: SettingsSectionId | null }) => {
  const { t } = useTranslation('settings');
  const showError = useShowError();
  const [more, setMore] = useState<{ items: SettingsChange[]; next: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const items = [...first.items, ...(more?.items ?? [])];
  const next = more ? more.next : first.next;

  const handleMore = async () => {
    if (!next) return;
    setLoading(true);
    try {
      const page = await listChanges({ before: next, section });
      setMore({ items: [...(more?.items ?? []), ...page.items], next: page.next });
    } catch (error) {
      showError(error);
    } finally {
      setLoading(false);
    }
  };

  const columns: DataTableColumn<SettingsChange>[] = [
    { id: 'at', header: t('org.changes.at'), nowrap: true, cell: (change) => formatDateTime(change.at) },
    { id: 'who', header: t('org.changes.who'), cell: (change) => change.user_name ?? t('org.changes.system') },
    { id: 'section', header: t('org.changes.section'), cell: (change) => t(`sections.${change.section}.title`) },
    {
      id: 'what',
      header: t('org.changes.what'),
      cell: (change) => (
        <>
          {t(`org.changes.actions.${change.action}`)} · {change.entity}
          {change.entity_name && <> · {change.entity_name}</>}
        </>
      ),
    },
    { id: 'values', header: t('org.changes.values'), cell: (change) => <ChangeValues change={change} /> },
  ];

  return (
    <>
      <DataTable
        label={t('sections.changes.title')}
        columns={columns}
        data={items}
        getRowId={(change) => change.id}
        empty={<p className={styles.text}>{section ? t('org.changes.noneInSection') : t('org.changes.none')}</p>}
      />
      {next && (
        <div className={styles.actions}>
          <Button loading={loading} onClick={() => void handleMore()}>
            {t('org.changes.more')}
          </Button>
        </div>
      )}
    </>
  );
};

/** Settings › changes: every audited settings change, newest first, 50 at a time, optionally of one section. */
export const ChangesSection = () => {
  const { t } = useTranslation('settings');
  const [section, setSection] = useState<SettingsSectionId | null>(null);
  const load = useLoad((signal) => listChanges({ before: null, section }, signal), [section]);
  return (
    <SectionFrame section="changes" load={load}>
      {(first) => (
        <div className={styles.section}>
          <div className={styles.tools}>
            <Select label={t('org.changes.filter')} value={section ?? ''} onChange={(event) => setSection(isSection(event.currentTarget.value) ? event.currentTarget.value : null)}>
              <option value="">{t('org.changes.allSections')}</option>
              {settingsSectionIds
                .filter((id) => id !== 'changes')
                .map((id) => (
                  <option key={id} value={id}>
                    {t(`sections.${id}.title`)}
                  </option>
                ))}
            </Select>
          </div>
          <ChangesTable key={section ?? ''} first={first} section={section} />
        </div>
      )}
    </SectionFrame>
  );
};
