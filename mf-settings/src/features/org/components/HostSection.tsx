import { useTranslation } from 'react-i18next';
import { FieldGrid, FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import type { OutboundSettings } from '@tunne/contracts';
import { loadOutbound, outboundForm, outboundOptions } from '../form/outbound-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { TextField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';
import * as styles from './OrgSettings.module.css';

const form = outboundForm({ host: 'text', login_url: 'text' });

const HostForm = ({ data, onSaved }: { data: OutboundSettings; onSaved: (data: OutboundSettings) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(outboundOptions(form, data, onSaved));
  return (
    <SettingsFormFrame settings={settings} label={t('sections.host.title')}>
      <FormSection help={t('org.host.intro')}>
        <FieldGrid minColumnWidth={240}>
          <TextField name="host" kind="url" label={t('org.host.host')} hint={t('org.host.hostHint')} placeholder="https://kyc.example.fi" maxLength={200} />
          <TextField name="login_url" kind="url" label={t('org.host.loginUrl')} hint={t('org.host.loginUrlHint')} maxLength={300} />
        </FieldGrid>
        <p className={styles.hint}>{t('org.host.existing')}</p>
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › custom host: the address of new public links and the login address in staff mail (J.20). */
export const HostSection = () => {
  const load = useLoad(loadOutbound, []);
  return (
    <SectionFrame section="host" load={load}>
      {(data) => <HostForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
