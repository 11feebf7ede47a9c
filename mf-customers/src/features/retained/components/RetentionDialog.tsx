import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextArea, TextInput } from '@tunne/design-system';
import { maxRetentionYears, minRetentionYears, type RetentionSettings } from '@tunne/contracts';
import { saveRetention } from '../api.ts';
import * as styles from '../../card/components/CardDialogs.module.css';

type Props = { settings: RetentionSettings; onSaved: (settings: RetentionSettings) => void; onClose: () => void; onError: (error: unknown) => void };

/** The organisation's retention period: at least the law's five years; a longer one says why. */
export const RetentionDialog = ({ settings, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [years, setYears] = useState(String(settings.retention_years));
  const [reason, setReason] = useState(settings.reason ?? '');
  const [yearsError, setYearsError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const handleSave = async () => {
    const value = Number(years);
    if (!Number.isInteger(value) || value < minRetentionYears || value > maxRetentionYears) {
      setYearsError(t('retained.yearsInvalid'));
      return;
    }
    if (value > minRetentionYears && !reason.trim()) {
      setReasonError(t('errors:RETENTION_REASON_MISSING'));
      return;
    }
    setBusy(true);
    try {
      onSaved(await saveRetention({ retention_years: value, reason: reason.trim() || null }));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('retained.periodEdit')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="sm"
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={busy} onClick={() => void handleSave()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <TextInput
          label={t('retained.years')}
          type="number"
          inputMode="numeric"
          min={minRetentionYears}
          max={maxRetentionYears}
          value={years}
          hint={t('retained.yearsHint')}
          error={yearsError}
          onChange={(event) => {
            setYears(event.target.value);
            setYearsError(undefined);
          }}
        />
        <TextArea
          label={t('retained.reason')}
          value={reason}
          maxLength={1000}
          rows={3}
          hint={t('retained.reasonHint')}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      </div>
    </Modal>
  );
};
