import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChooser } from '@tunne/design-system';
import { appHref, navigate, useSessionStore } from '@tunne/app-kit';
import { uiLanguages } from '@tunne/contracts';
import { Avatar } from '../components/Avatar.tsx';
import { PlusIcon, SearchIcon } from '../components/icons.tsx';
import { useLanguage } from '../language/use-language.ts';
import { useProfile } from '../profile/profile-store.ts';
import * as styles from './TopBar.module.css';

/** Global search (f), add menu (+), language and the profile avatar (p). */
export const TopBar = forwardRef<HTMLInputElement>(function TopBar(_props, searchRef) {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const { profile } = useProfile();
  const { language, changeLanguage } = useLanguage();
  const [keyword, setKeyword] = useState('');

  return (
    <div className={styles.bar}>
      <form
        role="search"
        aria-label={t('topbar.searchLandmark')}
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          const value = keyword.trim();
          navigate(value ? `${appHref('/search')}?q=${encodeURIComponent(value)}` : appHref('/search'));
        }}
      >
        <SearchIcon className={styles.searchIcon} />
        <input
          ref={searchRef}
          type="search"
          className={styles.searchInput}
          aria-label={t('topbar.searchLabel')}
          aria-keyshortcuts="f"
          placeholder={t('topbar.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </form>
      <div className={styles.end}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('topbar.add')}
          title={t('topbar.add')}
          aria-keyshortcuts="+"
          onClick={() => navigate(appHref('/add'))}
        >
          <PlusIcon width={18} height={18} />
        </button>
        <LanguageChooser
          label={t('language.label')}
          value={language}
          options={uiLanguages.map((value) => ({ value, label: t(`language.${value}`) }))}
          onChange={changeLanguage}
        />
        <a
          className={styles.avatar}
          href={appHref('/profile')}
          aria-label={t('topbar.profile', { name: user?.name ?? '' })}
          title={t('topbar.profile', { name: user?.name ?? '' })}
          aria-keyshortcuts="p"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            navigate(appHref('/profile'));
          }}
        >
          <Avatar name={user?.name ?? ''} url={profile?.avatar_url ?? null} />
        </a>
      </div>
    </div>
  );
});
