import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, Checkbox, Spinner } from '@tunne/design-system';
import { useErrorText } from '@tunne/app-kit';
import type { NotificationSettings, Profile } from '@tunne/contracts';
import { SaveFooter, type Outcome } from '../components/OutcomeDialog.tsx';
import { saveNotifications } from './profile-api.ts';
import type { ProfileLoad } from './profile-store.ts';
import * as formStyles from '../pages/forms.module.css';
import * as styles from './Profile.module.css';

const fields = ['notify_alerts', 'notify_reminders', 'receive_weeklyreport'] as const satisfies readonly (keyof NotificationSettings)[];

const valuesOf = (profile: NotificationSettings): NotificationSettings => ({
  notify_alerts: profile.notify_alerts,
  notify_reminders: profile.notify_reminders,
  receive_weeklyreport: profile.receive_weeklyreport,
});

/** The profile's notification settings (spec §2 Profile; §3 User): which mails the user gets. */
export const NotificationsCard = ({ load, profile, onSaved }: { load: ProfileLoad; profile: Profile | null; onSaved: (profile: Profile) => void }) => {
  const { t } = useTranslation('shell');
  return (
    <Card title={t('profile.notificationsTitle')}>
      {profile ? (
        <NotificationsForm profile={profile} onSaved={onSaved} />
      ) : load === 'error' ? (
        <p className={styles.text} role="alert">
          {t('profile.profileLoadFailed')}
        </p>
      ) : (
        <Spinner label={t('app.loading')} size="sm" delayMs={750} />
      )}
    </Card>
  );
};

const NotificationsForm = ({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<NotificationSettings>({ defaultValues: valuesOf(profile) });

  // A profile read again (or saved elsewhere) shows here unless the user is changing the form.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(profile));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  const handleSave = async (values: NotificationSettings): Promise<void> => {
    try {
      const saved = await saveNotifications(values);
      onSaved(saved);
      reset(valuesOf(saved));
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <form className={formStyles.form} noValidate aria-label={t('profile.notificationsTitle')} onSubmit={handleSubmit(handleSave)}>
      <p className={styles.text}>{t('profile.notificationsText')}</p>
      {fields.map((field) => (
        <div key={field} className={styles.option}>
          <Checkbox label={t(`profile.notifications.${field}`)} aria-describedby={`notification-${field}-hint`} {...register(field)} />
          <p id={`notification-${field}-hint`} className={styles.hint}>
            {t(`profile.notifications.${field}Hint`)}
          </p>
        </div>
      ))}
      <SaveFooter label={t('profile.save')} submitting={isSubmitting} outcome={outcome} doneMessage={t('profile.notificationsSaved')} onClose={() => setOutcome(null)} />
    </form>
  );
};
