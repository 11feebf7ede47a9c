import { useTranslation } from 'react-i18next';
import { scrollIntoContainer } from '@tunne/design-system';
import type { MouseEvent } from 'react';
import type { Customer } from '../types.ts';
import * as styles from './EddBanner.module.css';

type Props = { customer: Pick<Customer, 'edd_state' | 'is_frozen'> };

/**
 * Issue #11 §2 at the top of the card: a frozen customer (confirmed sanctions hit) gets a red banner saying what the
 * law requires now; an enhanced due diligence that waits for filling in or approval gets a notice. Both link to the
 * EDD section, where it is filled in, approved and the freeze lifted.
 */
const toSection = (event: MouseEvent<HTMLAnchorElement>) => {
  const section = document.getElementById('section-edd');
  if (!section) return;
  event.preventDefault();
  scrollIntoContainer(section);
  section.querySelector<HTMLElement>('h2, h3, [tabindex]')?.focus();
};

export const EddBanner = ({ customer }: Props) => {
  const { t } = useTranslation('customers');
  const open = customer.edd_state === 'REQUIRED' || customer.edd_state === 'PENDING' || customer.edd_state === 'REFUSED';
  if (!customer.is_frozen && !open) return null;
  return (
    <>
      {customer.is_frozen && (
        <div className={styles.frozen} role="alert" data-testid="frozen-banner">
          <strong className={styles.title}>{t('edd.frozenTitle')}</strong>
          <p className={styles.text}>{t('edd.frozenText')}</p>
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
