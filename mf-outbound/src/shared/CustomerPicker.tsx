import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, TextInput } from '@tunne/design-system';
import { api, withSignal } from '@tunne/app-kit';
import type { CustomerSummary, Page } from '@tunne/contracts';
import * as styles from './Picker.module.css';

/** GET /customers?name= (the register's list, Page<CustomerSummary>): the first matches by name. */
export const searchCustomers = (name: string, signal?: AbortSignal): Promise<Page<CustomerSummary>> =>
  api.get<Page<CustomerSummary>>('v2.5/user/customers', { searchParams: { name, archived: false, size: 20 }, ...withSignal(signal) });

type Props = {
  label: string;
  /** A customer that cannot be chosen (the one an item is copied from). */
  excludeId?: string;
  selected: CustomerSummary | null;
  onSelect: (customer: CustomerSummary | null) => void;
  onError: (error: unknown) => void;
};

/** Search by name and pick one customer; the matches are buttons (keyboard: Tab and Enter). */
export const CustomerPicker = ({ label, excludeId, selected, onSelect, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const [text, setText] = useState('');
  const [found, setFound] = useState<CustomerSummary[] | null>(null);
  const [loading, setLoading] = useState(false);
  // The search runs on the typed text only; the latest error handler is read when it fails.
  const reportError = useRef(onError);
  useEffect(() => {
    reportError.current = onError;
  }, [onError]);

  useEffect(() => {
    const name = text.trim();
    if (name.length < 2) {
      setFound(null);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchCustomers(name, controller.signal).then(
        (page) => {
          setFound(page.items.filter((customer) => customer.id !== excludeId));
          setLoading(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setLoading(false);
          reportError.current(error);
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, excludeId]);

  if (selected) {
    return (
      <div className={styles.selected} data-selected-customer={selected.id}>
        <span>
          <strong>{selected.name}</strong>
          {(selected.businessid ?? selected.ssn) && <span className={styles.muted}> · {selected.businessid ?? selected.ssn}</span>}
        </span>
        <Button size="sm" variant="ghost" onClick={() => onSelect(null)}>
          {t('customerPicker.change')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.picker}>
      <TextInput type="search" label={label} hint={t('customerPicker.hint')} autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
      {loading && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {found && !loading && found.length === 0 && <p className={styles.muted}>{t('customerPicker.none')}</p>}
      {found && found.length > 0 && (
        <ul className={styles.results} aria-label={t('customerPicker.results')}>
          {found.map((customer) => (
            <li key={customer.id}>
              <button type="button" className={styles.result} onClick={() => onSelect(customer)} data-customer={customer.id}>
                <strong>{customer.name}</strong>
                <span className={styles.muted}>{[customer.businessid ?? customer.ssn, customer.city].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
