import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import { documentFlags, namedFeatureFlags, type OrganisationSettings } from '@tunne/contracts';
import { acceptFlags, featureField, featuresForm, featureTypeOf, moduleFlags } from '../form/features-form.ts';
import { loadOrganisation, organisationOptions } from '../form/organisation-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { SwitchField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';
import * as styles from './OrgSettings.module.css';

const FeaturesForm = ({ data, onSaved }: { data: OrganisationSettings; onSaved: (data: OrganisationSettings) => void }) => {
  const { t } = useTranslation('settings');
  const form = useMemo(() => featuresForm(data.feature_flags), [data.feature_flags]);
  const settings = useSettingsForm(organisationOptions(form, data, onSaved));
  const typeOf = (name: (typeof namedFeatureFlags)[number]) => data.feature_flags.find((entry) => entry.name === name)?.type ?? featureTypeOf[name];
  return (
    <SettingsFormFrame settings={settings} label={t('sections.features.title')}>
      <FormSection title={t('org.features.modules')} help={t('org.features.modulesHint')}>
        <div className={styles.switches}>
          {moduleFlags.map((flag) => (
            <SwitchField key={flag} name={flag} label={t(`org.features.flags.${flag}.label`)} description={t(`org.features.flags.${flag}.text`)} />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('org.features.accept')}>
        <div className={styles.switches}>
          {acceptFlags.map((flag) => (
            <SwitchField key={flag} name={flag} label={t(`org.features.flags.${flag}.label`)} description={t(`org.features.flags.${flag}.text`)} />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('org.features.documents')} help={t('org.features.documentsHint')}>
        <div className={styles.switches}>
          {documentFlags.map((flag) => (
            <SwitchField key={flag} name={flag} label={t(`org.features.flags.${flag}.label`)} description={t(`org.features.flags.${flag}.text`)} />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('org.features.named')} help={t('org.features.namedHint')}>
        <div className={styles.switches}>
          {namedFeatureFlags.map((name) => (
            <SwitchField
              key={name}
              name={featureField(name)}
              label={t(`org.features.named_flags.${name}.label`)}
              description={`${t(`org.features.named_flags.${name}.text`)} (${t(`org.features.types.${typeOf(name)}`)})`}
            />
          ))}
        </div>
      </FormSection>
    </SettingsFormFrame>
  );
};

/** Settings › used features: the modules, approval steps, registry documents and optional features; the menu follows at once (J.12–J.14). */
export const FeaturesSection = () => {
  const load = useLoad(loadOrganisation, []);
  return (
    <SectionFrame section="features" load={load}>
      {(data) => <FeaturesForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
