import { useTranslation } from 'react-i18next';
import { Card, Checkbox, EmptyState, PageHeader, Spinner, TextInput } from '@tunne/design-system';
import { appHref, useLoad, useSessionStore } from '@tunne/app-kit';
import { sessionAbsoluteHoursRange, sessionIdleMinutesRange, type OrganisationSecurity } from '@tunne/contracts';
import { AppLink } from '../components/AppLink.tsx';
import { SaveFooter, useSettingsForm } from '../components/OutcomeDialog.tsx';
import { useSecondFactorStore } from '../second-factor/second-factor-store.ts';
import { UserSessionsTable } from '../sessions/UserSessionsTable.tsx';
import { fetchOrganisation, fetchOrganisationSecurity, updateOrganisationSecurity } from '../session/session-api.ts';
import * as formStyles from './forms.module.css';
import * as styles from './SecuritySettingsPage.module.css';

/** /settings/security (admins): the organisation's second-factor requirement and session timeouts, and users' sessions. */
export const SecuritySettingsPage = () => {
  const { t } = useTranslation('shell');
  const isAdmin = useSessionStore((state) => state.user?.is_admin ?? false);
  const settings = useLoad(() => (isAdmin ? fetchOrganisationSecurity() : Promise.resolve(null)), [isAdmin]);

  return (
    <div className={formStyles.stack}>
      <PageHeader
        title={t('securitySettings.title')}
        context={
          <AppLink className={formStyles.link} href={appHref('/settings')}>
            {t('securitySettings.back')}
          </AppLink>
        }
      />
      {!isAdmin ? (
        <EmptyState title={t('securitySettings.adminOnly')} headingLevel={2}>
          {t('securitySettings.adminOnlyText')}
        </EmptyState>
      ) : (
        <>
          <Card title={t('securitySettings.settingsTitle')}>
            {settings.state === 'loading' && <Spinner label={t('securitySettings.loading')} delayMs={750} />}
            {settings.state === 'error' && <p className={styles.text}>{t('securitySettings.loadFailed')}</p>}
            {settings.state === 'done' && settings.data && <SettingsForm settings={settings.data} onSaved={settings.set} />}
          </Card>
          <Card title={t('securitySettings.usersTitle')}>
            <UserSessionsTable />
          </Card>
        </>
      )}
    </div>
  );
};

interface SettingsValues {
  require_second_factor: boolean;
  session_idle_minutes: string;
  session_absolute_hours: string;
}

const valuesOf = (settings: OrganisationSecurity): SettingsValues => ({
  require_second_factor: settings.require_second_factor,
  session_idle_minutes: String(settings.session_idle_minutes),
  session_absolute_hours: String(settings.session_absolute_hours),
});

const SettingsForm = ({ settings, onSaved }: { settings: OrganisationSecurity; onSaved: (settings: OrganisationSecurity) => void }) => {
  const { t } = useTranslation('shell');
  const { form, saving } = useSettingsForm<SettingsValues>(valuesOf(settings));
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = form;

  const inRange = (range: { minimum: number; maximum: number }, message: string) => (value: string) => {
    const number = Number(value.trim());
    return (value.trim() !== '' && Number.isInteger(number) && number >= range.minimum && number <= range.maximum) || message;
  };

  const handleSave = async (values: SettingsValues): Promise<void> => {
    try {
      const saved = await updateOrganisationSecurity({
        require_second_factor: values.require_second_factor,
        session_idle_minutes: Number(values.session_idle_minutes.trim()),
        session_absolute_hours: Number(values.session_absolute_hours.trim()),
      });
      onSaved(saved);
      reset(valuesOf(saved));
      // The frame follows at once: the idle timeout, and the setup screen if the administrator has no second factor.
      useSessionStore.getState().setOrganisation(await fetchOrganisation());
      useSecondFactorStore.getState().recheck();
      saving.done();
    } catch (error) {
      saving.failed(error);
    }
  };

  const idle = { min: sessionIdleMinutesRange.minimum, max: sessionIdleMinutesRange.maximum };
  const absolute = { min: sessionAbsoluteHoursRange.minimum, max: sessionAbsoluteHoursRange.maximum };

  return (
    <form className={`${formStyles.form} ${formStyles.narrow}`} noValidate onSubmit={handleSubmit(handleSave)}>
      <div className={styles.check}>
        <Checkbox label={t('securitySettings.requireSecondFactor')} {...register('require_second_factor')} />
        <p className={styles.hint}>{t('securitySettings.requireSecondFactorHint')}</p>
      </div>
      <TextInput
        label={t('securitySettings.idleMinutes')}
        hint={t('securitySettings.idleMinutesHint', idle)}
        type="number"
        inputMode="numeric"
        min={idle.min}
        max={idle.max}
        step={1}
        required
        requiredMark={t('form.requiredMark')}
        error={errors.session_idle_minutes?.message}
        {...register('session_idle_minutes', { validate: inRange(sessionIdleMinutesRange, t('securitySettings.idleMinutesInvalid', idle)) })}
      />
      <TextInput
        label={t('securitySettings.absoluteHours')}
        hint={t('securitySettings.absoluteHoursHint', absolute)}
        type="number"
        inputMode="numeric"
        min={absolute.min}
        max={absolute.max}
        step={1}
        required
        requiredMark={t('form.requiredMark')}
        error={errors.session_absolute_hours?.message}
        {...register('session_absolute_hours', {
          validate: inRange(sessionAbsoluteHoursRange, t('securitySettings.absoluteHoursInvalid', absolute)),
        })}
      />
      <SaveFooter label={t('securitySettings.save')} submitting={isSubmitting} outcome={saving.outcome} doneMessage={t('securitySettings.saved')} onClose={saving.clear} />
    </form>
  );
};
