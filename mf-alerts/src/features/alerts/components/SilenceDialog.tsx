import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Select, TextArea, TextInput } from '@tunne/design-system';
import { fieldProblemText, useLoad } from '@tunne/app-kit';
import { needsFourEyes, silenceClasses, type Alert } from '@tunne/contracts';
import { classLabelKey, wordsOf } from '../light.ts';
import { getScreeningSettings } from '../../../shared/screening-api.ts';
import { silenceAlert } from '../api.ts';
import { defaultValidAt, silenceBody, silenceResolver, type SilenceValues } from '../silence-form.ts';
import * as styles from './SilenceDialog.module.css';

type Props = {
  alert: Alert;
  onSaved: (alert: Alert) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/**
 * Silence an alert (spec §7): the class, the grounds, and until when the silence holds. On a sanction or PEP alert it
 * is the decision on the match (issue 25 §3): "Confirm match" / "Not a match" / "Needs evaluation", the last one
 * bounded by the organisation's longest evaluation.
 */
export const SilenceDialog = ({ alert, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const words = wordsOf(alert.type);
  const resolver = useMemo(() => silenceResolver(), []);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SilenceValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      // A new silence starts without a class: the user decides whether the match is true (issue 16 §6). A change keeps
      // the class chosen before.
      silenceclass: alert.silenceclass ?? '',
      description: alert.silence?.description ?? '',
      validAt: alert.valid_at ?? defaultValidAt(),
    },
  });
  const settings = useLoad((signal) => getScreeningSettings(signal), []);
  // Four-eyes (the organisation's setting): this decision is a request another user approves.
  const chosen = watch('silenceclass');
  const fourEyes = settings.state === 'done' && chosen !== '' && needsFourEyes(settings.data, alert.type, chosen, alert.silenceclass);
  // "Needs evaluation" ends within the organisation's longest evaluation: its default end, and the latest day offered.
  const maxDays = settings.state === 'done' ? settings.data.evaluation_max_days : null;
  const evaluationEnd = maxDays === null ? undefined : defaultValidAt(maxDays);
  useEffect(() => {
    if (chosen !== 'EVALUATION' || !evaluationEnd) return;
    const current = getValues('validAt');
    if (!current || current > evaluationEnd) setValue('validAt', evaluationEnd, { shouldValidate: true });
  }, [chosen, evaluationEnd]); // eslint-disable-line react-hooks/exhaustive-deps
  // The route's own rules have this remote's words; a schema problem (too long) the generic ones.
  const shown = (field: 'silenceclass' | 'description' | 'validAt') => {
    const problem = errors[field]?.message;
    if (field === 'silenceclass' && problem === 'required') return t(`${words}.classRequired`);
    if (problem === 'required' || problem === 'validAtInvalid') return t(`silence.${problem}`);
    return fieldProblemText(t, 'alerts', field, problem);
  };

  const submit = async (values: SilenceValues) => {
    try {
      onSaved(await silenceAlert(alert.id, silenceBody(values)));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Modal
      open
      title={t(`${words}.title`)}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="silence-form" loading={isSubmitting}>
            {fourEyes ? t('fourEyes.send') : t(`${words}.save`)}
          </Button>
        </>
      }
    >
      <form id="silence-form" className={styles.form} noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <p className={styles.subject}>
          <strong>{alert.target_name}</strong> – {alert.metadata.name2}
          {alert.metadata.source ? ` (${t(`sources.${alert.metadata.source}`)})` : ''}
        </p>
        {/* The DOM's own default as well: react-hook-form leaves a select it thinks edited (no option marked) as it is. */}
        <Select label={t(`${words}.class`)} required defaultValue={alert.silenceclass ?? ''} {...register('silenceclass')} error={shown('silenceclass')}>
          <option value="" disabled>
            {t(`${words}.chooseClass`)}
          </option>
          {silenceClasses.map((value) => (
            <option key={value} value={value}>
              {t(classLabelKey(alert.type, value))}
            </option>
          ))}
        </Select>
        {fourEyes && (
          <p className={styles.fourEyes} role="note">
            {t('fourEyes.hint')}
          </p>
        )}
        <TextArea
          label={t('silence.description')}
          hint={t('silence.descriptionHint')}
          required
          markRequired
          maxLength={4000}
          {...register('description')}
          error={shown('description')}
        />
        <TextInput
          label={t('silence.validAt')}
          hint={chosen === 'EVALUATION' && maxDays !== null ? t('decision.evaluationHint', { count: maxDays }) : t(`${words}.validAtHint`)}
          type="date"
          min={defaultValidAt(1)}
          {...(chosen === 'EVALUATION' && evaluationEnd ? { max: evaluationEnd } : {})}
          {...register('validAt')}
          error={shown('validAt')}
        />
      </form>
    </Modal>
  );
};
