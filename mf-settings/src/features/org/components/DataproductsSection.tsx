import { useTranslation } from 'react-i18next';
import { FieldGrid, FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { dataValidityDaysRange, documentFlags, type OrganisationSettings } from '@tunne/contracts';
import { loadOrganisation, organisationForm, organisationOptions } from '../form/organisation-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { NumberField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';
import * as styles from './OrgSettings.module.css';

const form = organisationForm({ data_validity_days: 'number' });

const DataproductsForm = ({ data, onSaved }: { data: OrganisationSettings; onSaved: (data: OrganisationSettings) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(organisationOptions(form, data, onSaved));
  const inUse = documentFlags.filter((flag) => data[flag]);
  return (
    <SettingsFormFrame settings={settings} label={t('sections.dataproducts.title')}>
      <FormSection help={t('org.dataproducts.intro')}>
        <FieldGrid minColumnWidth={240}>
          <NumberField
            name="data_validity_days"
            label={t('org.dataproducts.days')}
            min={dataValidityDaysRange.minimum}
            max={dataValidityDaysRange.maximum}
          />
        </FieldGrid>
      </FormSection>
      <FormSection as="section" title={t('org.dataproducts.inUse')}>
        {inUse.length === 0 ? (
          <p className={styles.text}>{t('org.dataproducts.none')}</p>
        ) : (
          <ul className={styles.list}>
            {inUse.map((flag) => (
              <li key={flag}>{t(`org.features.flags.${flag}.label`)}</li>
            ))}
          </ul>
        )}
        <p className={styles.hint}>{t('org.dataproducts.change')}</p>
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › data products: how long bought registry data stays valid, and which documents the organisation buys (J.21, J.22). */
export const DataproductsSection = () => {
  const load = useLoad(loadOrganisation, []);
  return (
    <SectionFrame section="dataproducts" load={load}>
      {(data) => <DataproductsForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
