import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProblemText } from '@tunne/app-kit';
import { FormDialog, TextInput } from '@tunne/design-system';
import { notificationBody, notificationDefaults, notificationResolver, type NotificationValues } from '../edd-form.ts';

type Props = {
  /** YYYY-MM-DD in the user's zone: the default date and the latest one allowed. */
  today: string;
  /** Resolves when recorded (the caller closes the dialog); a rejection keeps it open with the values. */
  onConfirm: (body: ReturnType<typeof notificationBody>) => Promise<void>;
  onClose: () => void;
};

/**
 * The freeze's notification to the authority (issue 25 §1; Act 325/2013): which authority (default Ulosottolaitos),
 * when and with what reference. Until it is recorded the freeze banner stays amber.
 */
export const NotificationDialog = ({ today, onConfirm, onClose }: Props) => {
  const { t } = useTranslation('risk');
  const resolver = useMemo(() => notificationResolver(() => today), [today]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NotificationValues>({ mode: 'onTouched', resolver, defaultValues: notificationDefaults(today) });

  const confirm = async (values: NotificationValues) => {
    try {
      await onConfirm(notificationBody(values));
    } catch {
      // The caller has shown the error; the values stay for another try.
    }
  };

  const problem = (field: keyof NotificationValues) => fieldProblemText(t, 'risk', `freezeNotification.${field}`, errors[field]?.message);
  return (
    <FormDialog
      open
      title={t('edd.frozen.notify.title')}
      onSubmit={(event) => void handleSubmit(confirm)(event)}
      onClose={onClose}
      submitLabel={t('edd.frozen.notify.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
    >
      <TextInput label={t('edd.frozen.notify.authority')} hint={t('edd.frozen.notify.authorityHint')} maxLength={200} {...register('authority')} error={problem('authority')} />
      <TextInput label={t('edd.frozen.notify.date')} type="date" max={today} required {...register('notified_on')} error={problem('notified_on')} />
      <TextInput
        label={t('edd.frozen.notify.reference')}
        hint={t('edd.frozen.notify.referenceHint')}
        required
        maxLength={200}
        {...register('reference')}
        error={problem('reference')}
      />
    </FormDialog>
  );
};
