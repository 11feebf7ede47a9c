import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckGroup, Dialog, FieldGrid, FormDialog, Select, TextArea, TextInput, WideField } from '@tunne/design-system';
import { fieldProblemText, isApiCallError, useErrorText } from '@tunne/app-kit';
import { riskQuestionTypes, type RiskQuestion } from '@tunne/contracts';
import { createQuestion, updateQuestion } from '../api.ts';
import { pepAllowed, questionBody, questionFormValues, questionResolver, type QuestionFormValues } from '../question-form.ts';

type Props = {
  row: RiskQuestion | null;
  questions: RiskQuestion[];
  onSaved: (question: RiskQuestion) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

const fieldOfCode: Record<string, keyof QuestionFormValues> = {
  RISKQUESTION_OPTIONS_MISSING: 'options',
  RISKQUESTION_CONDITION_INVALID: 'conditional_riskquestions_id',
  RISKQUESTION_HAS_DEPENDANTS: 'type',
  RISKQUESTION_PEP_TYPE: 'type',
};

/** Add or edit a background question; a type change asks first, because it discards the answers (spec §4). */
export const QuestionDialog = ({ row, questions, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('risk');
  const errorText = useErrorText();
  const resolver = useMemo(() => questionResolver(), []);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors },
  } = useForm<QuestionFormValues>({ mode: 'onTouched', resolver, defaultValues: questionFormValues(row) });
  const [confirmType, setConfirmType] = useState(false);
  const [busy, setBusy] = useState(false);
  const type = watch('type');
  const conditionId = watch('conditional_riskquestions_id');
  const typeChanged = row !== null && row.type !== type;
  // A condition hangs on another yes/no question (not on itself).
  const parents = questions.filter((q) => q.type === 'YESNO' && q.id !== row?.id);

  /** The service's refusal as it says it, else the dialog's words for the problem (or the generic ones). */
  const shown = (field: keyof QuestionFormValues): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return t(`questions.errors.${error.message}`, { defaultValue: fieldProblemText(t, 'risk', field, error.message) ?? '' });
  };

  const save = async (confirmed: boolean) => {
    setBusy(true);
    try {
      const body = questionBody(getValues());
      onSaved(row ? await updateQuestion(row.id, { ...body, ...(confirmed ? { confirm_type_change: true } : {}) }) : await createQuestion(body));
    } catch (error) {
      const field = isApiCallError(error) ? fieldOfCode[error.code] : undefined;
      if (field) setError(field, { type: 'server', message: errorText(error) });
      else onError(error);
    } finally {
      setBusy(false);
      setConfirmType(false);
    }
  };

  const submit = () => {
    if (typeChanged) setConfirmType(true);
    else void save(false);
  };

  const choices = type === 'SELECT' || type === 'MULTI';
  const points = (field: 'points_yes' | 'points_no' | 'points_check') => (
    <TextInput label={t(`questions.fields.${field}`)} inputMode="numeric" {...register(field)} error={shown(field)} />
  );
  return (
    <>
      <FormDialog
        open
        title={row ? t('questions.editTitle') : t('questions.addTitle')}
        onSubmit={(event) => void handleSubmit(submit)(event)}
        onClose={onClose}
        submitLabel={t('common.save')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        busy={busy}
        size="lg"
      >
        <FieldGrid>
          <Select label={t('questions.fields.type')} {...register('type')} error={shown('type')}>
            {riskQuestionTypes.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </Select>
          <TextInput label={t('questions.fields.headline')} maxLength={300} {...register('headline')} error={shown('headline')} />
          <WideField>
            <TextInput label={t('questions.fields.question')} required maxLength={2000} {...register('question')} error={shown('question')} />
          </WideField>
          <WideField>
            <TextInput
              label={t('questions.fields.recipient_question')}
              hint={t('questions.recipientQuestionHint')}
              maxLength={2000}
              {...register('recipient_question')}
              error={shown('recipient_question')}
            />
          </WideField>
          <WideField>
            <TextArea label={t('questions.fields.description')} rows={2} maxLength={5000} {...register('description')} error={shown('description')} />
          </WideField>
          <TextInput label={t('questions.fields.help')} maxLength={5000} {...register('help')} error={shown('help')} />
          <TextInput label={t('questions.fields.placeholder')} maxLength={300} {...register('placeholder')} error={shown('placeholder')} />
          {choices && (
            <WideField>
              <TextArea label={t('questions.fields.options')} hint={t('questions.optionsHint')} rows={4} {...register('options')} error={shown('options')} />
            </WideField>
          )}
          {type === 'YESNO' && (
            <>
              {points('points_yes')}
              {points('points_no')}
            </>
          )}
          {type === 'CHECKBOX' && points('points_check')}
          <Select
            label={t('questions.fields.condition')}
            {...register('conditional_riskquestions_id', {
              onChange: (event: { target: { value: string } }) => {
                const chosen = event.target.value;
                if (chosen && !getValues('conditional_value')) setValue('conditional_value', 'yes');
                if (!chosen) setValue('conditional_value', '');
              },
            })}
            error={shown('conditional_riskquestions_id')}
          >
            <option value="">{t('questions.noCondition')}</option>
            {parents.map((q) => (
              <option key={q.id} value={q.id}>
                {q.question}
              </option>
            ))}
          </Select>
          {conditionId && (
            <Select label={t('questions.fields.conditional_value')} {...register('conditional_value')} error={shown('conditional_value')}>
              <option value="yes">{t('answers.yes')}</option>
              <option value="no">{t('answers.no')}</option>
            </Select>
          )}
          <CheckGroup legend={t('questions.rules')}>
            <Checkbox label={t('questions.fields.mandatory')} {...register('mandatory')} />
            <Checkbox label={t('questions.fields.allow_description')} {...register('allow_description')} />
            {type === 'YESNO' && (
              <>
                <Checkbox label={t('questions.fields.mandatory_description_yes')} {...register('mandatory_description_yes')} />
                <Checkbox label={t('questions.fields.mandatory_description_no')} {...register('mandatory_description_no')} />
              </>
            )}
            {pepAllowed(type) && <Checkbox label={t('questions.fields.is_pep')} {...register('is_pep')} />}
          </CheckGroup>
        </FieldGrid>
      </FormDialog>
      <Dialog
        open={confirmType}
        kind="confirm"
        title={t('questions.typeChangeTitle')}
        message={t('questions.typeChange', { from: row ? t(`types.${row.type}`) : '', to: t(`types.${type}`) })}
        confirmLabel={t('questions.typeChangeConfirm')}
        destructive
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setConfirmType(false)}
        onConfirm={() => void save(true)}
      />
    </>
  );
};
