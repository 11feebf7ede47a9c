import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextArea } from '@tunne/design-system';
import { fieldProblemText, schemaResolver } from '@tunne/app-kit';
import { DenyBody } from '@tunne/contracts';

type Values = { reason: string };

const denyBody = (values: Values): DenyBody => ({ reason: values.reason.trim() === '' ? null : values.reason.trim() });

type Props<T> = {
  /** POST …/deny with the reason (requests, identifications). */
  deny: (body: DenyBody) => Promise<T>;
  onDenied: (item: T) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Deny a waiting answer with a reason (spec §4): the recipient gets to answer again. */
export const DenyDialog = <T,>({ deny, onDenied, onClose, onError }: Props<T>) => {
  const { t } = useTranslation('outbound');
  const resolver = useMemo(() => schemaResolver<Values, DenyBody>(DenyBody, { toBody: denyBody }), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', resolver, defaultValues: { reason: '' } });
  const submit = async (values: Values) => {
    try {
      onDenied(await deny(denyBody(values)));
    } catch (error) {
      onError(error);
    }
  };
  return (
    <FormDialog
      open
      size="sm"
      destructive
      title={t('deny.title')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={onClose}
      submitLabel={t('actions.deny')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
    >
      <p>{t('deny.text')}</p>
      <TextArea label={t('deny.reason')} hint={t('deny.reasonHint')} rows={3} maxLength={2000} {...register('reason')} error={fieldProblemText(t, 'outbound', 'reason', errors.reason?.message)} />
    </FormDialog>
  );
};
