import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, PageHeader, Spinner } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick, isApiCallError } from '@tunne/app-kit';
import type { CustomerSummary } from '@tunne/contracts';
import { getCustomer } from '../features/customers/api.ts';
import * as styles from './CustomerPage.module.css';

type Load = { state: 'loading' } | { state: 'done'; customer: CustomerSummary } | { state: 'notFound' } | { state: 'error' };

/** A minimal customer card: the basic data from GET /api/v3/customers/{id}. */
export const CustomerPage = ({ id }: { id: string }) => {
  const { t } = useTranslation('customers');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getCustomer(id, controller.signal)
      .then((customer) => setLoad({ state: 'done', customer }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiCallError(error) && (error.status === 404 || error.status === 400)) {
          setLoad({ state: 'notFound' });
          return;
        }
        console.error('Loading the customer failed', error);
        setLoad({ state: 'error' });
      });
    return () => controller.abort();
  }, [id]);

  const archived = load.state === 'done' && load.customer.is_removed;
  const back = (
    <a className={styles.back} href={appHref(archived ? '/removedcustomers' : '/customers')} onClick={handleLinkClick}>
      ← {archived ? t('card.backArchive') : t('card.back')}
    </a>
  );

  if (load.state === 'loading') return <Spinner label={t('card.loading')} showLabel />;
  if (load.state === 'notFound' || load.state === 'error') {
    return (
      <div className={styles.page}>
        {back}
        <EmptyState title={load.state === 'notFound' ? t('card.notFound') : t('card.error')} headingLevel={2}>
          {load.state === 'notFound' ? t('card.notFoundText') : null}
        </EmptyState>
      </div>
    );
  }

  const { customer } = load;
  const none = t('card.none');
  const rows: [string, string | null][] = [
    [t('card.name'), customer.name],
    [t('card.type'), t(`type.${customer.type}`)],
    customer.type === 'business' ? [t('card.businessid'), customer.businessid] : [t('card.ssn'), customer.ssn],
    [t('card.department'), customer.department],
    [t('card.city'), customer.city],
    [t('card.country'), customer.country],
    [t('card.created_at'), formatDate(customer.created_at)],
  ];
  if (customer.is_removed) rows.push([t('card.removes_at'), formatDate(customer.removes_at)]);

  return (
    <div className={styles.page}>
      {back}
      <PageHeader
        title={customer.name}
        context={[t(`type.${customer.type}`), customer.businessid ?? customer.ssn, customer.is_removed ? t('card.archived') : null]
          .filter(Boolean)
          .join(' · ')}
      />
      <Card title={t('card.basicData')}>
        <dl className={styles.data}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value || none}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
};
