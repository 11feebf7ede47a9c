import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, FieldGrid, FormDialog, FormNote, Select, TextArea, TextInput, WideField } from '@tunne/design-system';
import { fieldProblemText } from '@tunne/app-kit';
import { compareRiskRatings, type RiskAssessment, type RiskAssessmentSaved, type RiskRating } from '@tunne/contracts';
import { createAssessment, updateAssessment } from '../api.ts';
import { assessmentBody, assessmentFormValues, assessmentResolver, type AssessmentFormValues } from '../assessment-form.ts';

type Props = {
  customerId: string;
  row: RiskAssessment | null;
  ratings: RiskRating[];
  onSaved: (saved: RiskAssessmentSaved) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Add or edit an assessment: optional name (spec §5), description, rating, expiry; a rating may start the KYC clock. */
export const AssessmentDialog = ({ customerId, row, ratings, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('risk');
  /** The chosen rating offers to start the KYC clock (a new assessment, or its rating changed). */
  const asksClockFor = (values: AssessmentFormValues): boolean => {
    const chosen = ratings.find((r) => r.id === values.riskratings_id);
    return Boolean(chosen?.ask_kycclock && chosen.kycclock_expiration_days && ((row?.riskratings_id ?? '') !== values.riskratings_id || !row));
  };
  const asksClockRef = useRef(asksClockFor);
  asksClockRef.current = asksClockFor;
  const resolver = useMemo(() => assessmentResolver((values) => asksClockRef.current(values)), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AssessmentFormValues>({ mode: 'onTouched', resolver, defaultValues: assessmentFormValues(row) });
  const values = watch();
  const rating = ratings.find((r) => r.id === values.riskratings_id) ?? null;
  const asksClock = asksClockFor(values);
  const shown = (field: keyof AssessmentFormValues) => fieldProblemText(t, 'risk', field, errors[field]?.message);

  const submit = async (submitted: AssessmentFormValues) => {
    const body = assessmentBody(submitted, asksClockFor(submitted));
    try {
      onSaved(row ? await updateAssessment(customerId, row.id, body) : await createAssessment(customerId, body));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <FormDialog
      open
      title={row ? t('assessments.editTitle') : t('assessments.addTitle')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      onClose={onClose}
      submitLabel={t('common.save')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
    >
      <FieldGrid>
        <WideField>
          <TextInput label={t('assessments.fields.name')} hint={t('assessments.nameHint')} maxLength={300} {...register('name')} error={shown('name')} />
        </WideField>
        <Select label={t('assessments.fields.rating')} {...register('riskratings_id')} error={shown('riskratings_id')}>
          <option value="">{t('assessments.noRating')}</option>
          {[...ratings].sort(compareRiskRatings).map((r) => (
            <option key={r.id} value={r.id}>
              {r.number} – {r.name}
            </option>
          ))}
        </Select>
        <TextInput label={t('assessments.fields.expires_at')} type="date" {...register('expires_at')} error={shown('expires_at')} />
        <WideField>
          <TextArea label={t('assessments.fields.description')} maxLength={10000} rows={4} {...register('description')} error={shown('description')} />
        </WideField>
        {rating?.description && <FormNote wide>{rating.description}</FormNote>}
        {asksClock && (
          <WideField>
            <Checkbox label={t('assessments.startClock', { count: rating!.kycclock_expiration_days! })} {...register('start_kycclock')} />
          </WideField>
        )}
      </FieldGrid>
    </FormDialog>
  );
};
