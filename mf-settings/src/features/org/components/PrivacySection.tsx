import { useTranslation } from 'react-i18next';
import { FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import type { OrganisationSettings } from '@tunne/contracts';
import { loadOrganisation, organisationForm, organisationOptions } from '../form/organisation-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { AreaField, TextField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';

const form = organisationForm({ privacy_text: 'text', privacy_link: 'text' });

const PrivacyForm = ({ data, onSaved }: { data: OrganisationSettings; onSaved: (data: OrganisationSettings) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(organisationOptions(form, data, onSaved));
  return (
    <SettingsFormFrame settings={settings} label={t('sections.privacy.title')}>
      <FormSection help={t('org.privacy.intro')}>
        <AreaField name="privacy_text" label={t('org.privacy.text')} hint={t('org.privacy.textHint')} rows={12} maxLength={20_000} />
        <TextField name="privacy_link" kind="url" label={t('org.privacy.link')} hint={t('org.privacy.linkHint')} maxLength={500} />
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › privacy notice: the text and link the public pages show (J.05). */
export const PrivacySection = () => {
  const load = useLoad(loadOrganisation, []);
  return (
    <SectionFrame section="privacy" load={load}>
      {(data) => <PrivacyForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
