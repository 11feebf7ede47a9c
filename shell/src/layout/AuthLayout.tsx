import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChooser } from '@tunne/design-system/LanguageChooser';
import { uiLanguages } from '@tunne/contracts';
import { useLanguage } from '../language/use-language.ts';
import * as styles from './AuthLayout.module.css';

/** The logged-out frame: brand, language chooser and one centred card (`wide` for a QR code beside its steps). */
export const AuthLayout = ({ title, context, children, wide = false }: { title: string; context?: ReactNode; children: ReactNode; wide?: boolean }) => {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useLanguage();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            T
          </span>
          <span>
            <span className={styles.name}>{t('app.name')}</span>
            <span className={styles.tagline}>{t('app.tagline')}</span>
          </span>
        </span>
        <LanguageChooser
          label={t('language.label')}
          value={language}
          options={uiLanguages.map((value) => ({ value, label: t(`language.${value}`) }))}
          onChange={changeLanguage}
        />
      </header>
      <main className={styles.main}>
        <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {context && <p className={styles.context}>{context}</p>}
          {children}
        </section>
      </main>
    </div>
  );
};
