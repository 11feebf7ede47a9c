import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Spinner } from '@tunne/design-system';
import { appHref, handleLinkClick, useRemoteSection, useSettingsSectionProviders, type SettingsSectionSource } from '@tunne/app-kit';
import type { SettingsSectionId } from '@tunne/contracts';
import { ownSections } from '../sections.ts';
import type { OwnSectionProps } from '../shared/own-section.ts';
import * as styles from '../shared/Page.module.css';

const lazyCache = new Map<SettingsSectionId, ComponentType<OwnSectionProps>>();
const lazySection = (section: SettingsSectionId): ComponentType<OwnSectionProps> | null => {
  const load = ownSections[section];
  if (!load) return null;
  let component = lazyCache.get(section);
  if (!component) {
    component = lazy(async () => ({ default: await load() }));
    lazyCache.set(section, component);
  }
  return component;
};

/** A section another remote draws (app-kit settings sections), mounted into an element only it touches. */
const RemoteSettingsSection = ({ source }: { source: SettingsSectionSource }) => {
  const { t } = useTranslation('settings');
  const { hostRef, state, retry } = useRemoteSection(source, (module, element) => module.mountSettingsSection(source.section, element), []);

  return (
    <>
      {state === 'loading' && <Spinner label={t('index.loading')} size="sm" showLabel />}
      {state === 'error' && (
        <div className={styles.remoteError} role="alert">
          <p>{t('index.remoteError')}</p>
          <Button size="sm" onClick={retry}>
            {t('index.retry')}
          </Button>
        </div>
      )}
      <div ref={hostRef} data-settings-section={source.section} data-remote={source.remoteName} hidden={state === 'error'} />
    </>
  );
};

/** /settings/{section}: the section this remote draws, or the one another remote offers, under a link back to the index. */
export const SectionPage = ({ section, rest }: { section: SettingsSectionId; rest: string[] }) => {
  const { t } = useTranslation('settings');
  const remote = useSettingsSectionProviders();
  const Own = useMemo(() => lazySection(section), [section]);
  const source = Own ? null : (remote.find((candidate) => candidate.section === section) ?? null);

  let content;
  if (Own) {
    content = (
      <Suspense fallback={<Spinner label={t('index.loading')} size="sm" showLabel />}>
        <Own rest={rest} />
      </Suspense>
    );
  } else if (source) {
    content = <RemoteSettingsSection source={source} />;
  } else {
    content = (
      <EmptyState title={t('index.notInUse')} headingLevel={2}>
        {t('index.notInUseText')}
      </EmptyState>
    );
  }

  return (
    <div className={styles.page}>
      <nav className={styles.crumbs} aria-label={t('index.breadcrumbs')}>
        <a href={appHref('/settings')} onClick={handleLinkClick}>
          {t('index.title')}
        </a>
        <span aria-hidden="true">›</span>
        <span aria-current="page">{t(`sections.${section}.title`)}</span>
      </nav>
      {content}
    </div>
  );
};
