import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, FormDialog } from '@tunne/design-system';
import { isApiCallError } from '@tunne/app-kit';
import { duplicatesOf, updateCustomer } from '../api.ts';
import { basicsOf, changedBasics, identifierChanged, identifierField } from '../customer-form.ts';
import { CustomerFields } from './CustomerFields.tsx';
import { DuplicateDialog } from './DuplicateDialog.tsx';
import { useCustomerForm } from './useCustomerForm.ts';
import type { Customer, Duplicate } from '../types.ts';

type Props = { customer: Customer; onSaved: (customer: Customer) => void; onClose: () => void; onError: (error: unknown) => void };

/**
 * Edit the basic data; a changed ssn / business id is sent only after a warning confirmation, and a name or
 * identifier another customer already has only after the duplicate confirmation (spec §5).
 */
export const EditBasicsDialog = ({ customer, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const initial = basicsOf(customer);
  const { form, applyServerError } = useCustomerForm(customer.type, initial);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [identifierConfirmed, setIdentifierConfirmed] = useState(false);
  const [duplicates, setDuplicates] = useState<Duplicate[] | null>(null);
  const idLabel = t(`fields.${identifierField(customer.type)}`);

  const send = async (confirm: { identifier: boolean; duplicate: boolean }) => {
    const changes = changedBasics(customer.type, initial, form.getValues());
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
      } else if (!applyServerError(error)) onError(error);
    } finally {
      setBusy(false);
    }
  };

  const handleSave = form.handleSubmit((values) => {
    if (identifierChanged(customer.type, initial, values)) setConfirming(true);
    else void send({ identifier: false, duplicate: false });
  });

  return (
    <>
      <FormDialog
        open
        title={t('edit.basics')}
        onSubmit={(event) => void handleSave(event)}
        onClose={onClose}
        submitLabel={t('common.save')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        busy={busy && !confirming && duplicates === null}
        size="lg"
      >
        <CustomerFields type={customer.type} form={form} />
      </FormDialog>
      <Dialog
        open={confirming}
        kind="confirm"
        title={t('edit.identifierTitle', { field: idLabel })}
        message={t('edit.identifierWarning', {
          field: idLabel,
          from: initial[identifierField(customer.type)] || t('card.none'),
          to: form.getValues(identifierField(customer.type)) || t('card.none'),
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
