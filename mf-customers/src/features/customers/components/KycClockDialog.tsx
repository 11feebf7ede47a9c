import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextArea, TextInput, TrafficLight } from '@tunne/design-system';
import { setKycClock } from '../api.ts';
import { CardDialog } from './CardDialog.tsx';
import { kycClockLight, kycLightLabel } from '../../../shared/traffic.ts';
import { useIsAdmin } from '../../../shared/hooks.ts';
import type { Customer } from '../types.ts';
import { alarmDay } from '../dialogs.ts';
import * as styles from './CardDialogs.module.css';

type Props = { customer: Customer; starter: string | null; onSaved: (customer: Customer) => void; onClose: () => void; onError: (error: unknown) => void };

/**
 * KYC clock on/off with its alarm date; the light previews what the list and card will show. The clock is the
 * customer's review cycle (AMLR art. 26, issue #11 §5): only an admin may stop it, and must give a reason (kept in
 * the audit trail); a regular user sees why the box is locked.
 */
export const KycClockDialog = ({ customer, starter, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [isOn, setIsOn] = useState(Boolean(customer.is_kycclock));
  // The day as YYYY-MM-DD, the same string the date input shows and the API takes (no time zone in between).
  const [date, setDate] = useState(customer.kycclock_alarm_at ?? '');
  const [dateError, setDateError] = useState<string | undefined>();
  // The browser could not read the typed text as a day (the input's value is then ''): refused, not saved as no date.
  const [unreadableDate, setUnreadableDate] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const isAdmin = useIsAdmin();
  // Issue 25 §7: a HIGH customer's clock, or that of one who needs enhanced due diligence, cannot be stopped.
  const highRisk = customer.riskscores_level === 'HIGH' || Boolean(customer.edd_state);
  const turningOff = customer.is_kycclock && !isOn;
  const alarm = alarmDay(date);
  const light = kycClockLight(isOn, alarm);

  const handleSave = async () => {
    if (isOn && ((date && alarm === null) || unreadableDate)) {
      // Issue 26: a year 22026 passed the client; the text names the field.
      setDateError(t('validation.dateNotReal', { field: t('kyc.alarmAt') }));
      return;
    }
    if (!isOn && reason.trim().length < 3) {
      setReasonError(t('kyc.reasonRequired'));
      return;
    }
    onSaved(await setKycClock(customer.id, { is_kycclock: isOn, kycclock_alarm_at: isOn ? alarm : null, ...(isOn ? {} : { kycclock_off_reason: reason.trim() }) }));
  };

  return (
    <CardDialog title={t('kyc.title')} onSave={handleSave} onClose={onClose} onError={onError}>
      <Checkbox
        label={t('kyc.on')}
        checked={isOn}
        disabled={isOn && (!isAdmin || highRisk)}
        onChange={(event) => {
          setIsOn(event.target.checked);
          setReasonError(undefined);
        }}
      />
      {isOn && highRisk && <p className={styles.muted}>{t('kyc.highRiskLocked')}</p>}
      {isOn && !highRisk && !isAdmin && <p className={styles.muted}>{t('kyc.adminOnly')}</p>}
      {turningOff && (
        <TextArea
          label={t('kyc.offReason')}
          hint={t('kyc.offReasonHint')}
          required
          rows={3}
          maxLength={2000}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      )}
      <TextInput
        label={t('kyc.alarmAt')}
        type="date"
        value={date}
        disabled={!isOn}
        hint={t('kyc.hint')}
        error={dateError}
        onChange={(event) => {
          setDate(event.target.value);
          setUnreadableDate(Boolean(event.target.validity?.badInput));
          setDateError(undefined);
        }}
      />
      <div className={styles.row}>
        <TrafficLight status={light} label={t(`kyc.light.${kycLightLabel(isOn, light)}`)} />
      </div>
      {customer.is_kycclock && <p className={styles.muted}>{t('kyc.starter', { name: starter ?? t('card.none') })}</p>}
    </CardDialog>
  );
};
