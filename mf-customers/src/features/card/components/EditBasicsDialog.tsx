import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Modal } from '@tunne/design-system';
import { isApiCallError } from '@tunne/app-kit';
import { duplicatesOf, updateCustomer } from '../../customers/api.ts';
import { basicsOf, changedBasics, identifierChanged, identifierField } from '../../customers/customer-form.ts';
import { CustomerFields } from '../../customers/components/CustomerFields.tsx';
import { DuplicateDialog } from '../../customers/components/DuplicateDialog.tsx';
import { useCustomerForm } from '../../customers/components/useCustomerForm.ts';
import type { Customer, Duplicate } from '../../customers/types.ts';

type Props = { customer: Customer; onSaved: (customer: Customer) => void; onClose: () => void; onError: (error: unknown) => void };

/**
 * Edit the basic data; a changed ssn / business id is sent only after a warning confirmation, and a name or
 * identifier another customer already has only after the duplicate confirmation (spec §5).
 */
export const EditBasicsDialog = ({ customer, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const initial = basicsOf(customer);
  const form = useCustomerForm(customer.type, initial);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [identifierConfirmed, setIdentifierConfirmed] = useState(false);
  const [duplicates, setDuplicates] = useState<Duplicate[] | null>(null);
  const idLabel = t(`fields.${identifierField(customer.type)}`);

  const send = async (confirm: { identifier: boolean; duplicate: boolean }) => {
    const changes = changedBasics(customer.type, initial, form.values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      onSaved(
        await updateCustomer(customer.id, {
          ...changes,
          ...(confirm.identifier ? { confirm_identifier_change: true } : {}),
          ...(confirm.duplicate ? { confirm_duplicate: true } : {}),
        }),
      );
    } catch (error) {
      setConfirming(false);
      setDuplicates(null);
      const matches = duplicatesOf(error);
      if (isApiCallError(error) && error.code === 'IDENTIFIER_CHANGE_UNCONFIRMED') setConfirming(true);
      else if (matches) {
        setIdentifierConfirmed(confirm.identifier);
        setDuplicates(matches);
      } else if (!form.applyServerError(error)) onError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleSave = () => {
    if (!form.validateAll()) return;
    if (identifierChanged(customer.type, initial, form.values)) setConfirming(true);
    else void send({ identifier: false, duplicate: false });
  };

  return (
    <>
      <Modal
        open
        title={t('edit.basics')}
        onClose={onClose}
        closeLabel={t('common.close')}
        size="lg"
        footer={
          <>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button variant="primary" loading={busy && !confirming && duplicates === null} onClick={handleSave}>
              {t('common.save')}
            </Button>
          </>
        }
      >
        <CustomerFields type={customer.type} values={form.values} errors={form.errors} onChange={form.setValue} onBlur={form.blur} />
      </Modal>
      <Dialog
        open={confirming}
        kind="confirm"
        title={t('edit.identifierTitle', { field: idLabel })}
        message={t('edit.identifierWarning', {
          field: idLabel,
          from: initial[identifierField(customer.type)] || t('card.none'),
          to: form.values[identifierField(customer.type)] || t('card.none'),
        })}
        confirmLabel={t('edit.identifierConfirm')}
        destructive
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setConfirming(false)}
        onConfirm={() => void send({ identifier: true, duplicate: false })}
      />
      <DuplicateDialog
        duplicates={duplicates}
        busy={busy}
        confirmLabel={t('edit.duplicateConfirm')}
        onConfirm={() => void send({ identifier: identifierConfirmed, duplicate: true })}
        onCancel={() => setDuplicates(null)}
      />
    </>
  );
};
