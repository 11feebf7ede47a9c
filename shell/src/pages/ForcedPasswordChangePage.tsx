import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { useSessionStore } from '@tunne/app-kit';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { fetchMe, logoutSession } from '../session/session-api.ts';
import * as styles from './forms.module.css';

/** While force_passwordchange is set this is the only screen at any route (spec §2, §6). */
export const ForcedPasswordChangePage = () => {
  const { t } = useTranslation('shell');

  const handleChanged = async (): Promise<void> => {
    useSessionStore.getState().setUser(await fetchMe());
  };

  return (
    <AuthLayout title={t('forcedPassword.title')} context={t('forcedPassword.context')}>
      <ChangePasswordForm onChanged={handleChanged} showDoneDialog={false} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => void logoutSession('user')}>
          {t('forcedPassword.logout')}
        </Button>
      </div>
    </AuthLayout>
  );
};
