import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tunne/design-system';
import { useSessionStore } from '@tunne/app-kit';
import { greetingMessage } from '../greeting/greeting.ts';
import { HomeSections } from './HomeSections.tsx';
import * as styles from './forms.module.css';

/** The greeting follows the clock: re-evaluated every minute. */
const useNow = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/** Home (spec §2): the greeting, then the remotes' home sections (the pending customer actions, reviews due). */
export const HomePage = () => {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const organisation = useSessionStore((state) => state.organisation);
  const { key, name } = greetingMessage(useNow(), user?.name);
  return (
    <div className={styles.stack}>
      <PageHeader title={t(key, { name })} context={organisation?.name} />
      <HomeSections />
    </div>
  );
};
