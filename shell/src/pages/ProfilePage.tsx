import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageHeader, TextInput } from '@tunne/design-system';
import { appHref, i18n, navigate, useSessionStore } from '@tunne/app-kit';
import { isUiLanguage, uiLanguages, type Profile, type UiLanguage, type User } from '@tunne/contracts';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { HotkeyHelpButton } from '../hotkeys/HotkeyHelp.tsx';
import { SaveFooter, useSettingsForm } from '../components/OutcomeDialog.tsx';
import { AvatarCard } from '../profile/AvatarCard.tsx';
import { NotificationsCard } from '../profile/NotificationsCard.tsx';
import { useProfile, useProfileStore } from '../profile/profile-store.ts';
import { TotpCard } from '../second-factor/TotpCard.tsx';
import { SessionsCard } from '../sessions/SessionsCard.tsx';
import { logoutSession, updateMe } from '../session/session-api.ts';
import * as formStyles from './forms.module.css';
import * as styles from './ProfilePage.module.css';

interface DetailsValues {
  name: string;
  tel: string;
  language: UiLanguage;
}

const detailsOf = (user: User): DetailsValues => ({
  name: user.name,
  tel: user.tel ?? '',
  language: isUiLanguage(user.language) ? user.language : 'fi',
});

/**
 * Own details and settings (language), notification settings, avatar, password change, two-step verification, active
 * sessions and logout (spec §2 Profile, issue 10).
 */
export const ProfilePage = () => {
  const { t } = useTranslation('shell');
  const user = useSessionStore((state) => state.user);
  const [loggingOut, setLoggingOut] = useState(false);
  // Read again on every visit, so what another device saved shows here.
  const { load, profile } = useProfile({ refresh: true });
  if (!user) return null;

  const handleProfileSaved = (saved: Profile): void => useProfileStore.getState().set(user.id, saved);

  const handleLogout = async (): Promise<void> => {
    setLoggingOut(true);
    await logoutSession('user');
    navigate(appHref('/'));
  };

  return (
    <div className={formStyles.stack}>
      <PageHeader title={t('profile.title')} context={user.email} />
      <Card title={t('profile.detailsTitle')}>
        <DetailsForm user={user} />
      </Card>
      <NotificationsCard load={load} profile={profile} onSaved={handleProfileSaved} />
      <AvatarCard name={user.name} profile={profile} onSaved={handleProfileSaved} />
      <Card title={t('changePassword.title')}>
        <ChangePasswordForm />
      </Card>
      <TotpCard />
      <SessionsCard />
      <Card title={t('hotkeys.title')}>
        <div className={styles.logout}>
          <p className={styles.text}>{t('hotkeys.profileText')}</p>
          <HotkeyHelpButton />
        </div>
      </Card>
      <Card title={t('profile.logoutTitle')}>
        <div className={styles.logout}>
          <p className={styles.text}>{t('profile.logoutText')}</p>
          <Button variant="danger" onClick={() => void handleLogout()} loading={loggingOut}>
            {t('profile.logout')}
          </Button>
        </div>
      </Card>
    </div>
  );
};

const DetailsForm = ({ user }: { user: User }) => {
  const { t } = useTranslation('shell');
  const languageId = useId();
  const { form, saving } = useSettingsForm<DetailsValues>(detailsOf(user));
  const { register, handleSubmit, reset, formState: { errors, isSubmitting } } = form;

  const handleSave = async (values: DetailsValues): Promise<void> => {
    try {
      const saved = await updateMe({ name: values.name.trim(), tel: values.tel.trim() || null, language: values.language });
      useSessionStore.getState().setUser(saved);
      reset(detailsOf(saved));
      if (isUiLanguage(saved.language) && saved.language !== i18n.language) await i18n.changeLanguage(saved.language);
      saving.done();
    } catch (error) {
      saving.failed(error);
    }
  };

  return (
    <form className={`${formStyles.form} ${formStyles.narrow}`} noValidate onSubmit={handleSubmit(handleSave)}>
      <TextInput
        label={t('profile.name')}
        autoComplete="name"
        required
        requiredMark={t('form.requiredMark')}
        error={errors.name?.message}
        {...register('name', { validate: (value) => value.trim() !== '' || t('profile.nameRequired') })}
      />
      <TextInput label={t('profile.email')} type="email" value={user.email} readOnly hint={t('profile.emailHint')} />
      <TextInput label={t('profile.tel')} type="tel" autoComplete="tel" {...register('tel')} />
      <div className={styles.selectField}>
        <label htmlFor={languageId} className={styles.label}>
          {t('profile.language')}
        </label>
        <select id={languageId} className={styles.select} {...register('language')}>
          {uiLanguages.map((language) => (
            <option key={language} value={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <SaveFooter label={t('profile.save')} submitting={isSubmitting} outcome={saving.outcome} doneMessage={t('profile.saved')} onClose={saving.clear} />
    </form>
  );
};
