import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dialog, Modal, Select, TextArea, TextInput } from '@tunne/design-system';
import { isApiCallError, useErrorText } from '@tunne/app-kit';
import { riskQuestionTypes, type RiskQuestion, type RiskQuestionType } from '@tunne/contracts';
import { createQuestion, updateQuestion } from '../api.ts';
import { pepAllowed, questionBody, questionFormValues, validateQuestion, type QuestionFormErrors, type QuestionFormValues } from '../question-form.ts';
import * as styles from '../../../styles/form.module.css';

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
  const [values, setValues] = useState<QuestionFormValues>(() => questionFormValues(row));
  const [touched, setTouched] = useState<Partial<Record<keyof QuestionFormValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof QuestionFormValues, string>>>({});
  const [confirmType, setConfirmType] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors: QuestionFormErrors = validateQuestion(values);
  const typeChanged = row !== null && row.type !== values.type;
  // A condition hangs on another yes/no question (not on itself).
  const parents = questions.filter((q) => q.type === 'YESNO' && q.id !== row?.id);

  const set = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => ({ ...current, [key]: undefined }));
  };
  const blur = (key: keyof QuestionFormValues) => setTouched((current) => ({ ...current, [key]: true }));
  const shown = (key: keyof QuestionFormValues): string | undefined =>
    serverErrors[key] ?? (touched[key] && errors[key] ? t(`questions.errors.${errors[key]}`) : undefined);

  const save = async (confirmed: boolean) => {
    setBusy(true);
    try {
      const body = questionBody(values);
      onSaved(row ? await updateQuestion(row.id, { ...body, ...(confirmed ? { confirm_type_change: true } : {}) }) : await createQuestion(body));
    } catch (error) {
      const field = isApiCallError(error) ? fieldOfCode[error.code] : undefined;
      if (field && isApiCallError(error)) setServerErrors((current) => ({ ...current, [field]: errorText(error) }));
      else onError(error);
    } finally {
      setBusy(false);
      setConfirmType(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])));
    if (Object.keys(errors).length > 0) return;
    if (typeChanged) setConfirmType(true);
    else void save(false);
  };

  const choices = values.type === 'SELECT' || values.type === 'MULTI';
  return (
    <Modal
      open
      title={row ? t('questions.editTitle') : t('questions.addTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="risk-question" variant="primary" loading={busy}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id="risk-question" className={styles.form} onSubmit={handleSubmit} noValidate>
        <Select label={t('questions.fields.type')} value={values.type} onChange={(e) => set('type', e.target.value as RiskQuestionType)} error={serverErrors.type}>
          {riskQuestionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
        <TextInput label={t('questions.fields.headline')} value={values.headline} maxLength={300} onChange={(e) => set('headline', e.target.value)} />
        <div className={styles.wide}>
          <TextInput
            label={t('questions.fields.question')}
            required
            value={values.question}
            maxLength={2000}
            onChange={(e) => set('question', e.target.value)}
            onBlur={() => blur('question')}
            error={shown('question')}
          />
        </div>
        <div className={styles.wide}>
          <TextArea label={t('questions.fields.description')} value={values.description} rows={2} maxLength={5000} onChange={(e) => set('description', e.target.value)} />
        </div>
        <TextInput label={t('questions.fields.help')} value={values.help} maxLength={5000} onChange={(e) => set('help', e.target.value)} />
        <TextInput label={t('questions.fields.placeholder')} value={values.placeholder} maxLength={300} onChange={(e) => set('placeholder', e.target.value)} />
        {choices && (
          <div className={styles.wide}>
            <TextArea
              label={t('questions.fields.options')}
              hint={t('questions.optionsHint')}
              value={values.options}
              rows={4}
              onChange={(e) => set('options', e.target.value)}
              onBlur={() => blur('options')}
              error={shown('options')}
            />
          </div>
        )}
        {values.type === 'YESNO' && (
          <>
            <TextInput label={t('questions.fields.points_yes')} inputMode="numeric" value={values.points_yes} onChange={(e) => set('points_yes', e.target.value)} onBlur={() => blur('points_yes')} error={shown('points_yes')} />
            <TextInput label={t('questions.fields.points_no')} inputMode="numeric" value={values.points_no} onChange={(e) => set('points_no', e.target.value)} onBlur={() => blur('points_no')} error={shown('points_no')} />
          </>
        )}
        {values.type === 'CHECKBOX' && (
          <TextInput label={t('questions.fields.points_check')} inputMode="numeric" value={values.points_check} onChange={(e) => set('points_check', e.target.value)} onBlur={() => blur('points_check')} error={shown('points_check')} />
        )}
        <Select
          label={t('questions.fields.condition')}
          value={values.conditional_riskquestions_id}
          onChange={(e) => {
            set('conditional_riskquestions_id', e.target.value);
            if (e.target.value && !values.conditional_value) set('conditional_value', 'yes');
            if (!e.target.value) set('conditional_value', '');
          }}
          error={serverErrors.conditional_riskquestions_id}
        >
          <option value="">{t('questions.noCondition')}</option>
          {parents.map((q) => (
            <option key={q.id} value={q.id}>
              {q.question}
            </option>
          ))}
        </Select>
        {values.conditional_riskquestions_id && (
          <Select label={t('questions.fields.conditional_value')} value={values.conditional_value} onChange={(e) => set('conditional_value', e.target.value as 'yes' | 'no')} error={shown('conditional_value')}>
            <option value="yes">{t('answers.yes')}</option>
            <option value="no">{t('answers.no')}</option>
          </Select>
        )}
        <fieldset className={styles.checks}>
          <legend className={styles.legend}>{t('questions.rules')}</legend>
          <Checkbox label={t('questions.fields.mandatory')} checked={values.mandatory} onChange={(e) => set('mandatory', e.target.checked)} />
          <Checkbox label={t('questions.fields.allow_description')} checked={values.allow_description} onChange={(e) => set('allow_description', e.target.checked)} />
          {values.type === 'YESNO' && (
            <>
              <Checkbox label={t('questions.fields.mandatory_description_yes')} checked={values.mandatory_description_yes} onChange={(e) => set('mandatory_description_yes', e.target.checked)} />
              <Checkbox label={t('questions.fields.mandatory_description_no')} checked={values.mandatory_description_no} onChange={(e) => set('mandatory_description_no', e.target.checked)} />
            </>
          )}
          {pepAllowed(values.type) && <Checkbox label={t('questions.fields.is_pep')} checked={values.is_pep} onChange={(e) => set('is_pep', e.target.checked)} />}
        </fieldset>
      </form>
      <Dialog
        open={confirmType}
        kind="confirm"
        title={t('questions.typeChangeTitle')}
        message={t('questions.typeChange', { from: row ? t(`types.${row.type}`) : '', to: t(`types.${values.type}`) })}
        confirmLabel={t('questions.typeChangeConfirm')}
        destructive
        confirmLoading={busy}
        closeLabel={t('common.cancel')}
        onClose={() => setConfirmType(false)}
        onConfirm={() => void save(true)}
      />
    </Modal>
  );
};
