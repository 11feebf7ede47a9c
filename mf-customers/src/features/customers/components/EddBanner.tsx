import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollIntoContainer } from '@tunne/design-system';
import { freezeNotified } from '../api.ts';
import type { Customer } from '../types.ts';
import * as styles from './EddBanner.module.css';

type Props = { customer: Pick<Customer, 'id' | 'edd_state' | 'is_frozen'> };

/**
 * Issue #11 §2 at the top of the card: a frozen customer (confirmed sanctions hit) gets a banner saying what the
 * law requires now — amber until the notification to the authority is recorded (issue 25 §1, as the EDD section's
 * freeze box), red after; an enhanced due diligence that waits for filling in or approval gets a notice. Both link to the
 * EDD section, where it is filled in, approved and the freeze lifted.
 */
const toSection = (event: MouseEvent<HTMLAnchorElement>) => {
  const section = document.getElementById('section-edd');
  if (!section) return;
  event.preventDefault();
  scrollIntoContainer(section);
  section.querySelector<HTMLElement>('h2, h3, [tabindex]')?.focus();
};

/**
 * Whether the current freeze's notification to the authority is recorded: read from risk's EDD whenever the customer
 * is read again (the EDD section announces its changes); null while unknown (shown amber: not yet known to be done).
 */
const useFreezeNotified = (customer: Props['customer']): boolean | null => {
  const [notified, setNotified] = useState<boolean | null>(null);
  useEffect(() => {
    if (!customer.is_frozen) {
      setNotified(null);
      return undefined;
    }
    const controller = new AbortController();
    freezeNotified(customer.id, controller.signal).then(setNotified, () => undefined);
    return () => controller.abort();
  }, [customer]);
  return notified;
};

export const EddBanner = ({ customer }: Props) => {
  const { t } = useTranslation('customers');
  const notified = useFreezeNotified(customer);
  const open = customer.edd_state === 'REQUIRED' || customer.edd_state === 'PENDING' || customer.edd_state === 'REFUSED';
  if (!customer.is_frozen && !open) return null;
  return (
    <>
      {customer.is_frozen && (
        <div
          className={notified ? styles.frozen : styles.frozenUnnotified}
          role="alert"
          data-testid="frozen-banner"
          data-notified={notified ? 'true' : 'false'}
        >
          <strong className={styles.title}>{t('edd.frozenTitle')}</strong>
          <p className={styles.text}>{t('edd.frozenText')}</p>
          {notified === false && <p className={styles.text}><strong>{t('edd.frozenNotNotified')}</strong></p>}
          <a className={styles.link} href="#section-edd" onClick={toSection}>{t('edd.toSection')}</a>
        </div>
      )}
      {open && (
        <div className={customer.edd_state === 'PENDING' ? styles.pending : styles.required} role="status" data-testid="edd-banner">
          <strong className={styles.title}>{t(`edd.state.${customer.edd_state}`)}</strong>
          <a className={styles.link} href="#section-edd" onClick={toSection}>{t('edd.toSection')}</a>
        </div>
      )}
    </>
  );
};
