import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Select, TextArea, TextInput } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { needsFourEyes, silenceClasses, type Alert, type SilenceClass } from '@tunne/contracts';
import { getScreeningSettings } from '../../../shared/screening-api.ts';
import { silenceAlert } from '../api.ts';
import { checkSilence, defaultValidAt, type SilenceErrors } from '../silence-form.ts';
import * as styles from './SilenceDialog.module.css';

type Props = {
  alert: Alert;
  onSaved: (alert: Alert) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Silence an alert (spec §7): the class, the grounds, and until when the silence holds. */
export const SilenceDialog = ({ alert, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('alerts');
  const [silenceclass, setSilenceclass] = useState<SilenceClass>(alert.silenceclass ?? 'FALSEPOSITIVE');
  const [description, setDescription] = useState(alert.silence?.description ?? '');
  const [validAt, setValidAt] = useState(alert.valid_at ? alert.valid_at.slice(0, 10) : defaultValidAt());
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const settings = useLoad((signal) => getScreeningSettings(signal), []);
  // Four-eyes (the organisation's setting): this silence is a request another user approves.
  const fourEyes = settings.state === 'done' && needsFourEyes(settings.data, alert.type, silenceclass);
  const errors: SilenceErrors = checkSilence({ description, validAt });
  const shown = (field: keyof SilenceErrors) => (touched[field] && errors[field] ? t(`silence.${errors[field]}`) : undefined);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ description: true, validAt: true });
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      onSaved(await silenceAlert(alert.id, { description: description.trim(), valid_at: validAt || null, silenceclass }));
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('silence.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" type="submit" form="silence-form" loading={saving}>
            {fourEyes ? t('fourEyes.send') : t('silence.save')}
          </Button>
        </>
      }
    >
      <form id="silence-form" className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <p className={styles.subject}>
          <strong>{alert.target_name}</strong> – {alert.metadata.name2} ({t(`sources.${alert.metadata.source}`)})
        </p>
        <Select label={t('silence.class')} value={silenceclass} onChange={(event) => setSilenceclass(event.target.value as SilenceClass)}>
          {silenceClasses.map((value) => (
            <option key={value} value={value}>
              {t(`silenceClass.${value}`)}
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
          value={description}
          required
          markRequired
          maxLength={4000}
          onChange={(event) => setDescription(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, description: true }))}
          error={shown('description')}
        />
        <TextInput
          label={t('silence.validAt')}
          hint={t('silence.validAtHint')}
          type="date"
          value={validAt}
          min={defaultValidAt(1)}
          onChange={(event) => setValidAt(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, validAt: true }))}
          error={shown('validAt')}
        />
      </form>
    </Modal>
  );
};
