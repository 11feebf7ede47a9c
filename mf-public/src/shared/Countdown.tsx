import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownSecondsOf, type PublicOrganisation } from '@tunne/contracts';
import * as styles from './public.module.css';

/**
 * After the recipient finished: counts down the organisation's seconds (settings public_countdown_seconds), then
 * closes the page where the browser allows it (a page it cannot close simply stays, saying it may be closed).
 */
export function Countdown({ organisation }: { organisation: PublicOrganisation }) {
  const { t } = useTranslation('public');
  const total = countdownSecondsOf(organisation);
  const [left, setLeft] = useState(total);
  useEffect(() => {
    if (total === null) return undefined;
    const timer = setInterval(() => setLeft((seconds) => (seconds === null ? null : Math.max(0, seconds - 1))), 1000);
    return () => clearInterval(timer);
  }, [total]);
  useEffect(() => {
    if (left === 0) window.close();
  }, [left]);
  if (left === null || left === 0) return null;
  return <p className={styles.help}>{t('countdown', { seconds: left })}</p>;
}
