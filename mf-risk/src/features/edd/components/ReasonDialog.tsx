import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextArea } from '@tunne/design-system';
import { reasonMaxLength, reasonResolver, type ReasonValues } from '../edd-form.ts';

type Props = {
  title: string;
  label: string;
  hint?: string;
  /** What the dialog does, on its confirm button. */
  confirmLabel: string;
  destructive?: boolean;
  /** Resolves when done (the caller closes the dialog); a rejection keeps it open with the text. */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
};

/** A decision that needs a written reason (refusing an EDD, lifting a freeze): the reason is mandatory. */
export const ReasonDialog = ({ title, label, hint, confirmLabel, destructive = false, onConfirm, onClose }: Props) => {
  const { t } = useTranslation('risk');
  const resolver = useMemo(() => reasonResolver(), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues>({ mode: 'onTouched', resolver, defaultValues: { reason: '' } });

  const confirm = async ({ reason }: ReasonValues) => {
    try {
      await onConfirm(reason.trim());
    } catch {
      // The caller has shown the error; the reason stays for another try.
    }
  };

  const problem = errors.reason?.message;
  return (
    <FormDialog
      open
      title={title}
      onSubmit={(event) => void handleSubmit(confirm)(event)}
      onClose={onClose}
      submitLabel={confirmLabel}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
      destructive={destructive}
    >
      <TextArea
        label={label}
        hint={hint}
        required
        markRequired
        rows={4}
        maxLength={reasonMaxLength}
        {...register('reason')}
        error={problem ? t(`edd.errors.${problem === 'tooLong' ? 'tooLong' : 'required'}`, { max: reasonMaxLength }) : undefined}
      />
    </FormDialog>
  );
};
