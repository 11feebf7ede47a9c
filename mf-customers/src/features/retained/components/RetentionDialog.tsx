import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextArea, TextInput } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import { maxRetentionYears, minRetentionYears, type RetentionSettings } from '@tunne/contracts';
import { saveRetention } from '../api.ts';
import { retentionBody, retentionResolver, retentionValues, type RetentionValues } from '../retention-form.ts';

type Props = { settings: RetentionSettings; onSaved: (settings: RetentionSettings) => void; onClose: () => void; onError: (error: unknown) => void };

/** The organisation's retention period: at least the law's five years; a longer one says why. */
export const RetentionDialog = ({ settings, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RetentionValues>({ defaultValues: retentionValues(settings), resolver: retentionResolver });

  const handleSave = handleSubmit(async (values) => {
    try {
      onSaved(await saveRetention(retentionBody(values)));
    } catch (error) {
      onError(error);
    }
  });

  const reasonProblem = errors.reason?.message;
  return (
    <FormDialog
      open
      title={t('retained.periodEdit')}
      onSubmit={(event) => void handleSave(event)}
      onClose={onClose}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
      size="sm"
    >
      <TextInput
        label={t('retained.years')}
        type="number"
        inputMode="numeric"
        min={minRetentionYears}
        max={maxRetentionYears}
        hint={t('retained.yearsHint')}
        error={errors.years ? t('retained.yearsInvalid') : undefined}
        {...register('years')}
      />
      <TextArea
        label={t('retained.reason')}
        maxLength={1000}
        rows={3}
        hint={t('retained.reasonHint')}
        error={reasonProblem === 'required' ? t('errors:RETENTION_REASON_MISSING') : fieldProblemText(t, 'customers', 'reason', reasonProblem)}
        {...register('reason')}
      />
    </FormDialog>
  );
};
