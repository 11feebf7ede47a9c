import { useTranslation } from 'react-i18next';
import { FieldGrid, FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import type { OrganisationSettings } from '@tunne/contracts';
import { loadOrganisation, organisationForm, organisationOptions } from '../form/organisation-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { AreaField, ColourField, TextField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SeniorManagementCard } from './SeniorManagementCard.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';

const form = organisationForm({
  name: 'name', businessid: 'text', address: 'text', postalnumber: 'text', city: 'text', tel: 'text', email: 'text', website: 'text',
  description: 'text', color_primary: 'text', color_secondary: 'text',
});

const OrganisationForm = ({ data, onSaved }: { data: OrganisationSettings; onSaved: (data: OrganisationSettings) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(organisationOptions(form, data, onSaved));
  return (
    <SettingsFormFrame settings={settings} label={t('sections.organisation.title')}>
      <FormSection title={t('org.organisation.basic')}>
        <FieldGrid minColumnWidth={240}>
          <TextField name="name" label={t('org.organisation.name')} required maxLength={300} />
          <TextField name="businessid" label={t('org.organisation.businessid')} maxLength={20} />
          <TextField name="address" label={t('org.organisation.address')} maxLength={300} />
          <TextField name="postalnumber" label={t('org.organisation.postalnumber')} maxLength={20} />
          <TextField name="city" label={t('org.organisation.city')} maxLength={100} />
        </FieldGrid>
      </FormSection>
      <FormSection title={t('org.organisation.contact')}>
        <FieldGrid minColumnWidth={240}>
          <TextField name="tel" kind="tel" label={t('org.organisation.tel')} maxLength={40} />
          <TextField name="email" kind="email" label={t('org.organisation.email')} maxLength={254} />
          <TextField name="website" kind="url" label={t('org.organisation.website')} hint={t('org.organisation.websiteHint')} maxLength={300} />
        </FieldGrid>
        <AreaField name="description" label={t('org.organisation.description')} hint={t('org.organisation.descriptionHint')} maxLength={2000} />
      </FormSection>
      <FormSection title={t('org.organisation.colours')} help={t('org.organisation.coloursHint')}>
        <FieldGrid minColumnWidth={240}>
          <ColourField name="color_primary" label={t('org.organisation.colorPrimary')} fallback="#1f4e8c" />
          <ColourField name="color_secondary" label={t('org.organisation.colorSecondary')} fallback="#5c6b7a" />
        </FieldGrid>
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › organisation: name, business id, address, contact details, website, description and colours (J.02, J.04). */
export const OrganisationSection = () => {
  const load = useLoad(loadOrganisation, []);
  return (
    <SectionFrame section="organisation" load={load}>
      {(data) => (
        <>
          <OrganisationForm data={data} onSaved={load.set} />
          <SeniorManagementCard />
        </>
      )}
    </SectionFrame>
  );
};
