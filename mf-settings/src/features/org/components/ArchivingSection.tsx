import { useTranslation } from 'react-i18next';
import { FieldGrid, FormSection } from '@tunne/design-system';
import { formatDate, useLoad } from '@tunne/app-kit';
import { minRetentionYears, removeArchiveDaysRange, type OrganisationSettings, type RetentionSettings } from '@tunne/contracts';
import { getRetention } from '../api.ts';
import { loadOrganisation, organisationForm, organisationOptions } from '../form/organisation-form.ts';
import { useSettingsForm } from '../form/use-settings-form.ts';
import { NumberField } from './fields.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import { SettingsFormFrame } from './SettingsFormFrame.tsx';
import * as styles from './OrgSettings.module.css';

const form = organisationForm({ remove_archive_days: 'number' });

interface Archiving {
  organisation: OrganisationSettings;
  /** null: the customers service did not answer; the archive time can still be edited. */
  retention: RetentionSettings | null;
}

const loadArchiving = async (signal: AbortSignal): Promise<Archiving> => {
  const [organisation, retention] = await Promise.all([
    loadOrganisation(signal),
    getRetention(signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return null;
    }),
  ]);
  return { organisation, retention };
};

/** The law's retention of retained records, read only: it is edited on the retained records page. */
const Retention = ({ retention }: { retention: RetentionSettings | null }) => {
  const { t } = useTranslation('settings');
  return (
    <FormSection as="section" title={t('org.archiving.retention')}>
      <p className={styles.text}>{t('org.archiving.retentionText', { years: minRetentionYears })}</p>
      {retention ? (
        <dl className={styles.readonly}>
          <dt>{t('org.archiving.years')}</dt>
          <dd>{t('org.archiving.yearsValue', { count: retention.retention_years })}</dd>
          {retention.reason && (
            <>
              <dt>{t('org.archiving.reason')}</dt>
              <dd>{retention.reason}</dd>
            </>
          )}
          {retention.updated_at && (
            <>
              <dt>{t('org.archiving.updatedAt')}</dt>
              <dd>{formatDate(retention.updated_at)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className={styles.error}>{t('org.archiving.retentionUnavailable')}</p>
      )}
      <p className={styles.hint}>{t('org.archiving.retentionWhere')}</p>
    </FormSection>
  );
};

const ArchivingForm = ({ data, onSaved }: { data: Archiving; onSaved: (data: Archiving) => void }) => {
  const { t } = useTranslation('settings');
  const settings = useSettingsForm(organisationOptions(form, data.organisation, (organisation) => onSaved({ ...data, organisation })));
  return (
    <>
      <SettingsFormFrame settings={settings} label={t('sections.archiving.title')}>
        <FormSection help={t('org.archiving.intro')}>
          <FieldGrid minColumnWidth={240}>
            <NumberField
              name="remove_archive_days"
              label={t('org.archiving.days')}
              min={removeArchiveDaysRange.minimum}
              max={removeArchiveDaysRange.maximum}
            />
          </FieldGrid>
        </FormSection>
      </SettingsFormFrame>
      <Retention retention={data.retention} />
    </>
  );
};

/** Settings › archiving: the days an archived customer stays before removal, beside the law's retention (J.11). */
export const ArchivingSection = () => {
  const load = useLoad(loadArchiving, []);
  return (
    <SectionFrame section="archiving" load={load}>
      {(data) => <ArchivingForm data={data} onSaved={load.set} />}
    </SectionFrame>
  );
};
