import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@tunne/design-system';
import type { CustomerSummary, Identification } from '@tunne/contracts';
import { CustomerPicker } from '../../../shared/CustomerPicker.tsx';
import { copyIdentification } from '../api.ts';

type Props = {
  identification: Identification;
  onCopied: (copy: Identification, customer: CustomerSummary) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Copy a finished identification to another customer as a manual one (spec §7 identifications/{id}/copy). */
export const CopyDialog = ({ identification, onCopied, onClose, onError }: Props) => {
  const { t } = useTranslation('outbound');
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    if (!customer) return;
    setBusy(true);
    try {
      onCopied(await copyIdentification(identification.id, { customers_id: customer.id }), customer);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      size="md"
      title={t('copy.title')}
      onClose={() => !busy && onClose()}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" disabled={!customer} loading={busy} onClick={() => void copy()}>
            {t('copy.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('copy.text', { name: identification.identified_name ?? identification.name })}</p>
      <CustomerPicker label={t('copy.customer')} excludeId={identification.customers_id} selected={customer} onSelect={setCustomer} onError={onError} />
    </Modal>
  );
};
