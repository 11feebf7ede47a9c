import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldGrid, FormFooter, FormNote, FormSection, Spinner, TextArea, TextInput } from '@tunne/design-system';
import { formatDateTime, useLoad, useShowError } from '@tunne/app-kit';
import { riskListSettings, riskPointSettings, riskReviewSettings, type RiskRecalculation } from '@tunne/contracts';
import { getRecalculation, getSettings, saveSettings } from '../api.ts';
import { settingsBody, settingsFormValues, validateSettings, type SettingsErrors, type SettingsFormValues } from '../settings-form.ts';
import * as styles from './ScoreSettingsForm.module.css';

const limits = ['limit_low', 'limit_regular', 'limit_high'] as const;

/**
 * Settings › risk score settings: points, young-company days, level limits, review cycle and the organisation's own lists. Saving answers at once;
 * every customer is then rescored in the background, and the progress shows here.
 */
export const ScoreSettingsForm = () => {
  const { t } = useTranslation('risk');
  const load = useLoad((signal) => getSettings(signal), []);
  const [values, setValues] = useState<SettingsFormValues | null>(null);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<RiskRecalculation | null>(null);
  const showError = useShowError();

  useEffect(() => {
    if (load.state === 'done' && !values) setValues(settingsFormValues(load.data));
  }, [load, values]);

  // While a recalculation runs, its progress is read every second.
  useEffect(() => {
    if (!saved) return undefined;
    let stopped = false;
    const tick = async () => {
      try {
        const next = await getRecalculation();
        if (stopped) return;
        setProgress(next);
        if (next.running) window.setTimeout(() => void tick(), 1000);
      } catch {
        // Progress is a convenience: the run goes on regardless.
      }
    };
    void tick();
    return () => {
      stopped = true;
    };
  }, [saved]);

  if (load.state === 'loading' || !values) return load.state === 'error' ? <FormNote tone="error">{t('common.loadError')}</FormNote> : <Spinner label={t('common.loading')} />;

  const set = (key: keyof SettingsFormValues, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setSaved(false);
    if (errors[key] || key.startsWith('limit_')) {
      const all = validateSettings(next);
      setErrors((current) => ({ ...current, [key]: all[key], limit_regular: all.limit_regular }));
    }
  };
  const blur = (key: keyof SettingsFormValues) => setErrors((current) => ({ ...current, [key]: validateSettings(values)[key] }));
  const message = (key: keyof SettingsFormValues): string | undefined => {
    const error = errors[key];
    if (!error) return undefined;
    if (error.kind === 'country' || error.kind === 'code') return t(`settingsForm.errors.${error.kind}`, { line: error.line, value: error.value });
    if (error.kind === 'review') return t('settingsForm.errors.review', { max: error.max });
    return t(`settingsForm.errors.${error.kind}`);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const all = validateSettings(values);
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    setBusy(true);
    try {
      const next = await saveSettings(settingsBody(values));
      setValues(settingsFormValues(next));
      load.set(next);
      setSaved(true);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const numberField = (key: keyof SettingsFormValues) => (
    <TextInput
      key={key}
      label={t(`settingsForm.fields.${key}`)}
      inputMode="numeric"
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
      onBlur={() => blur(key)}
      error={message(key)}
    />
  );

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('settings.riskscore')}>
      <FormSection title={t('settingsForm.points')} help={t('settingsForm.pointsHint')}>
        <FieldGrid minColumnWidth={200}>{riskPointSettings.map(numberField)}</FieldGrid>
      </FormSection>
      <FormSection title={t('settingsForm.levels')} help={t('settingsForm.levelsHint')}>
        <FieldGrid minColumnWidth={200}>
          {limits.map(numberField)}
          {numberField('young_company_days')}
        </FieldGrid>
      </FormSection>
      <FormSection title={t('settingsForm.review')} help={t('settingsForm.reviewHint')}>
        <FieldGrid minColumnWidth={200}>{riskReviewSettings.map(numberField)}</FieldGrid>
      </FormSection>
      <FormSection title={t('settingsForm.lists')} help={t('settingsForm.listsHint')}>
        <FieldGrid minColumnWidth={170}>
          {riskListSettings.map((key) => (
            <TextArea
              key={key}
              label={t(`settingsForm.fields.${key}`)}
              hint={t(`settingsForm.listHints.${key}`)}
              rows={8}
              spellCheck={false}
              className={styles.codes}
              value={values[key]}
              onChange={(e) => set(key, e.target.value)}
              onBlur={() => blur(key)}
              error={message(key)}
            />
          ))}
        </FieldGrid>
      </FormSection>
      <FormFooter>
        <div role="status" className={styles.status}>
          {saved && progress?.running && t('settingsForm.recalculating', { count: progress.processed })}
          {saved && progress && !progress.running && progress.finished_at && t('settingsForm.recalculated', { count: progress.processed, at: formatDateTime(progress.finished_at) })}
          {!saved && load.state === 'done' && load.data.updated_at && t('settingsForm.updatedAt', { at: formatDateTime(load.data.updated_at) })}
        </div>
        <Button type="submit" variant="primary" loading={busy}>
          {t('common.save')}
        </Button>
      </FormFooter>
    </form>
  );
};
