import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, TextArea } from '@tunne/design-system';
import { setMonitoring } from '../api.ts';
import { CardDialog } from './CardDialog.tsx';
import type { Customer } from '../types.ts';
import { parseEmails } from '../dialogs.ts';

type Props = { customer: Customer; onSaved: (customer: Customer) => void; onClose: () => void; onError: (error: unknown) => void };

/** Monitoring on/off and the addresses that get its notices, one per line. */
export const MonitoringDialog = ({ customer, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [isOn, setIsOn] = useState(Boolean(customer.is_monitored));
  const [text, setText] = useState((customer.monitor_emails ?? []).join('\n'));
  const [error, setError] = useState<string | undefined>();

  const check = (): string[] | null => {
    const { emails, invalid } = parseEmails(text);
    if (invalid.length > 0) {
      setError(t('validation.emailsInvalid', { emails: invalid.join(', ') }));
      return null;
    }
    if (isOn && emails.length === 0) {
      setError(t('validation.emailsRequired'));
      return null;
    }
    setError(undefined);
    return emails;
  };

  const handleSave = async () => {
    const emails = check();
    if (!emails) return;
    onSaved(await setMonitoring(customer.id, { is_monitored: isOn, monitor_emails: emails }));
  };

  return (
    <CardDialog title={t('monitoring.title')} onSave={handleSave} onClose={onClose} onError={onError}>
      <Checkbox label={t('monitoring.on')} checked={isOn} onChange={(event) => setIsOn(event.target.checked)} />
      <TextArea label={t('monitoring.emails')} hint={t('monitoring.emailsHint')} rows={4} value={text} error={error} onChange={(event) => setText(event.target.value)} onBlur={() => check()} />
    </CardDialog>
  );
};
