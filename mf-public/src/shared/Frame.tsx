import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChooser } from '@tunne/design-system/LanguageChooser';
import type { PublicOrganisation } from '@tunne/contracts';
import { changePageLanguage, pageLanguages } from './i18n.ts';
import { applyOrganisationColor } from './theme.ts';
import * as styles from './public.module.css';

const languageNames: Record<(typeof pageLanguages)[number], string> = { fi: 'Suomi', en: 'English', se: 'Svenska', no: 'Norsk', dk: 'Dansk' };

export interface FrameProps {
  organisation?: PublicOrganisation | null;
  preview?: boolean;
  /** The tab's title after the organisation's name (default: the information request's). */
  title?: string;
  /** No organisation's page at all (the verification page): the product's own name in the header. */
  product?: boolean;
  children: ReactNode;
}

/** The product's own name, shown where no organisation speaks (never translated). */
export const productName = 'Tunne';

/** The page frame: the organisation's name, logo and colour, the language chooser, the content. */
export function Frame({ organisation, preview = false, title, product = false, children }: FrameProps) {
  const { t, i18n } = useTranslation('public');
  const color = organisation?.color ?? null;
  useEffect(() => applyOrganisationColor(color), [color]);
  useEffect(() => {
    const page = title ?? t('title');
    document.title = organisation ? `${organisation.name} – ${page}` : product ? `${page} – ${productName}` : page;
  }, [organisation, product, title, t]);

  return (
    <div className={styles.page}>
      {preview && (
        <div className={styles.previewBanner} role="note">
          <strong>{t('preview.title')}</strong> {t('preview.text')}
        </div>
      )}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={styles.brand}>
            {organisation?.logo_url ? (
              <img className={styles.logo} src={organisation.logo_url} alt={organisation.name} />
            ) : organisation ? (
              <span className={styles.monogram} aria-hidden="true">
                {organisation.name.trim().charAt(0).toUpperCase()}
              </span>
            ) : product ? (
              <span className={styles.monogram} aria-hidden="true">
                {productName.charAt(0)}
              </span>
            ) : null}
            {organisation && !organisation.logo_url && <span className={styles.orgName}>{organisation.name}</span>}
            {!organisation && product && <span className={styles.orgName}>{productName}</span>}
          </div>
          <LanguageChooser
            label={t('language')}
            value={i18n.language}
            options={pageLanguages.map((value) => ({ value, label: languageNames[value] }))}
            onChange={(value) => void changePageLanguage(value)}
          />
        </div>
      </header>
      <main className={styles.main} id="main">
        {children}
      </main>
      <footer className={styles.footer}>{t(product ? 'footerPublic' : 'footer')}</footer>
    </div>
  );
}
