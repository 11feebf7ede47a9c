import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from '@tunne/design-system';
import { appHref, navigate, useSessionStore, useShowError } from '@tunne/app-kit';
import type { CustomerSummary } from '@tunne/contracts';
import { CustomerPicker } from '../shared/CustomerPicker.tsx';
import { IdentificationDialog } from '../features/identifications/components/IdentificationDialog.tsx';
import * as styles from '@tunne/design-system/page.module.css';

/**
 * Add › identification (/identifications/new, spec §2): choose the customer, then the identification form for it;
 * once saved, the identification on the customer's card.
 */
export const NewIdentificationPage = () => {
  const { t } = useTranslation('outbound');
  const showError = useShowError();
  const uses = useSessionStore((state) => state.organisation?.use_identifications ?? false);
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  return (
    <div className={styles.page}>
      <PageHeader title={t('identifications.newTitle')} context={t('newIdentification.context')} />
      {!uses ? (
        <p>{t('identifications.notInUse')}</p>
      ) : (
        <Card>
          <CustomerPicker label={t('newIdentification.customer')} selected={customer} onSelect={setCustomer} onError={showError} />
        </Card>
      )}
      {customer && (
        <IdentificationDialog
          customerId={customer.id}
          identification={null}
          onSaved={(saved) => navigate(appHref(`/customers/${saved.customers_id}/identifications/${saved.id}`))}
          onClose={() => setCustomer(null)}
          onError={showError}
        />
      )}
    </div>
  );
};
