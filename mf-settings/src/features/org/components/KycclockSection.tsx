import { useTranslation } from 'react-i18next';
import { FieldGrid, FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { kycclockDefaultMonthsRange, type OrganisationSettings } from '@tunne/contracts';
import { loadOrganisation, organisationForm, organisationOptions } from '../form/organisation-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { NumberField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';

const form = organisationForm({ kycclock_default_months: 'number' });

const KycclockForm = ({ data, onSaved }: { data: OrganisationSettings; onSaved: (data: OrganisationSettings) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(organisationOptions(form, data, onSaved));
  return (
    <SettingsFormFrame settings={settings} label={t('sections.kycclock.title')}>
      <FormSection help={t('org.kycclock.intro')}>
        <FieldGrid minColumnWidth={240}>
          <NumberField
            name="kycclock_default_months"
            label={t('org.kycclock.months')}
            min={kycclockDefaultMonthsRange.minimum}
            max={kycclockDefaultMonthsRange.maximum}
          />
        </FieldGrid>
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › KYC clock: the months until a newly started KYC clock alarms (J.19). */
export const KycclockSection = () => {
  const load = useLoad(loadOrganisation, []);
  return (
    <SectionFrame section="kycclock" load={load}>
      {(data) => <KycclockForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
