import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, TextInput } from '@tunne/design-system';
import { appHref, handleLinkClick } from '@tunne/app-kit';
import { useAvailableSections, type AvailableSection } from '../shared/available-sections.ts';
import * as styles from '../shared/Page.module.css';

const normalise = (text: string): string => text.toLocaleLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** /settings: every section in the spec's order, with a search box over their names, descriptions and keywords. */
export const SettingsIndexPage = () => {
  const { t } = useTranslation('settings');
  const sections = useAvailableSections();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const words = normalise(query).split(/\s+/).filter(Boolean);
    const text = (section: AvailableSection) =>
      normalise(`${t(`sections.${section.id}.title`)} ${t(`sections.${section.id}.description`)} ${t(`sections.${section.id}.keywords`)}`);
    return sections.filter((section) => words.every((word) => text(section).includes(word)));
  }, [sections, query, t]);

  return (
    <div className={styles.page}>
      <PageHeader title={t('index.title')} context={t('index.context')} />
      <div className={styles.search}>
        <TextInput
          label={t('index.search')}
          type="search"
          value={query}
          placeholder={t('index.searchPlaceholder')}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t('index.noMatch')} headingLevel={2}>
          {t('index.noMatchText')}
        </EmptyState>
      ) : (
        <ul className={styles.rows} aria-label={t('index.sections')}>
          {shown.map((section) => (
            <li key={section.id}>
              <a className={styles.row} href={appHref(section.path)} onClick={handleLinkClick}>
                <span className={styles.rowTitle}>{t(`sections.${section.id}.title`)}</span>
                <span className={styles.rowText}>{t(`sections.${section.id}.description`)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
