import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FieldGrid, FormSection } from '@tunne/design-system';
import { useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import type { OutboundSettings } from '@tunne/contracts';
import { sendTestMail } from '../api.ts';
import { loadOutbound, outboundForm, outboundOptions } from '../form/outbound-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { AreaField, TextField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';
import * as styles from './OrgSettings.module.css';

const form = outboundForm({ outbound_email_name: 'text', outbound_email_replyto: 'text', outbound_email_signature: 'text' });

/** Sends the saved settings as a test mail to the admin's own address (never to a customer). */
const TestMail = () => {
  const { t } = useTranslation('settings');
  const email = useSessionStore((state) => state.user?.email ?? '');
  const showError = useShowError();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const handleSend = async () => {
    setState('sending');
    try {
      await sendTestMail();
      setState('sent');
    } catch (error) {
      setState('idle');
      showError(error);
    }
  };
  return (
    <>
      <Button loading={state === 'sending'} onClick={() => void handleSend()}>
        {t('org.email.test')}
      </Button>
      <span role="status" className={styles.status}>
        {state === 'sent' && (email ? t('org.email.testSentTo', { email }) : t('org.email.testSent'))}
      </span>
    </>
  );
};

const EmailForm = ({ data, onSaved }: { data: OutboundSettings; onSaved: (data: OutboundSettings) => void }) => {
  const { t } = useTranslation('settings');
  const organisation = useSessionStore((state) => state.organisation?.name ?? '');
  const settings = useSettingsForm(outboundOptions(form, data, onSaved));
  return (
    <SettingsFormFrame settings={settings} label={t('sections.email.title')} extra={<TestMail />}>
      <FormSection help={t('org.email.intro')}>
        <FieldGrid minColumnWidth={240}>
          <TextField
            name="outbound_email_name"
            label={t('org.email.name')}
            hint={organisation ? t('org.email.nameHintOf', { name: organisation }) : t('org.email.nameHint')}
            maxLength={200}
          />
          <TextField name="outbound_email_replyto" kind="email" label={t('org.email.replyto')} hint={t('org.email.replytoHint')} maxLength={254} />
        </FieldGrid>
        <AreaField name="outbound_email_signature" label={t('org.email.signature')} hint={t('org.email.signatureHint')} rows={5} maxLength={2000} />
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › e-mail: sender name, reply-to and signature of outbound mail, and a test mail (J.07). */
export const EmailSection = () => {
  const load = useLoad(loadOutbound, []);
  return (
    <SectionFrame section="email" load={load}>
      {(data) => <EmailForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
