import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageHeader } from '@tunne/design-system';
import { appHref, handleLinkClick, navigate } from '@tunne/app-kit';
import type { CustomerType } from '@tunne/contracts';
import { createCustomer, duplicatesOf } from '../features/customers/api.ts';
import { basicsBody, emptyBasics } from '../features/customers/customer-form.ts';
import { CustomerFields } from '../features/customers/components/CustomerFields.tsx';
import { DuplicateDialog } from '../features/customers/components/DuplicateDialog.tsx';
import { useCustomerForm } from '../features/customers/components/useCustomerForm.ts';
import { useErrorDialog } from '../features/customers/components/useErrorDialog.tsx';
import type { Duplicate } from '../features/customers/types.ts';
import * as styles from './NewCustomerPage.module.css';

/** /customers/new?type=business|person */
export const NewCustomerPage = ({ type }: { type: CustomerType }) => {
  const { t } = useTranslation('customers');
  const { form, applyServerError } = useCustomerForm(type, emptyBasics());
  const [busy, setBusy] = useState(false);
  const [duplicates, setDuplicates] = useState<Duplicate[] | null>(null);
  const [errorDialog, showError] = useErrorDialog();

  const send = async (confirmDuplicate: boolean) => {
    setBusy(true);
    try {
      const values = form.getValues();
      const customer = await createCustomer({ type, ...basicsBody(type, values), name: values.name.trim(), ...(confirmDuplicate ? { confirm_duplicate: true } : {}) });
      navigate(appHref(`/customers/${customer.id}`));
    } catch (error) {
      const matches = duplicatesOf(error);
      if (matches) setDuplicates(matches);
      else if (!applyServerError(error)) showError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleSubmit = form.handleSubmit(() => send(false));

  const title = type === 'business' ? t('add.business') : t('add.person');
  return (
    <div className={styles.page}>
      <a className={styles.back} href={appHref('/customers')} onClick={handleLinkClick}>
        ← {t('card.back')}
      </a>
      <PageHeader title={title} context={t('add.context')} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
        <Card>
          <CustomerFields type={type} form={form} />
          <div className={styles.footer}>
            <Button onClick={() => navigate(appHref('/customers'))}>{t('common.cancel')}</Button>
            <Button type="submit" variant="primary" loading={busy}>
              {t('add.save')}
            </Button>
          </div>
        </Card>
      </form>
      <DuplicateDialog
        duplicates={duplicates}
        busy={busy}
        onCancel={() => setDuplicates(null)}
        onConfirm={() => {
          void send(true).then(() => setDuplicates(null));
        }}
      />
      {errorDialog}
    </div>
  );
};
