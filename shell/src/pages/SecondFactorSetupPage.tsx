import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { AuthLayout } from '../layout/AuthLayout.tsx';
import { RecoveryCodes } from '../second-factor/RecoveryCodes.tsx';
import { useSecondFactorStore } from '../second-factor/second-factor-store.ts';
import { TotpEnrolmentForm } from '../second-factor/TotpEnrolmentForm.tsx';
import { logoutSession } from '../session/session-api.ts';
import * as styles from './forms.module.css';

/**
 * While the organisation requires a second factor the user does not have, this is the only screen (the server
 * answers nothing else): set up an authenticator, keep the recovery codes, then the normal frame.
 */
export const SecondFactorSetupPage = () => {
  const { t } = useTranslation('shell');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <AuthLayout
      title={recoveryCodes ? t('totp.recoveryTitle') : t('secondFactorSetup.title')}
      context={recoveryCodes ? undefined : t('secondFactorSetup.context')}
      wide
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} doneLabel={t('secondFactorSetup.continue')} onDone={() => useSecondFactorStore.getState().setSetup('done')} />
      ) : (
        <>
          <TotpEnrolmentForm onConfirmed={setRecoveryCodes} />
          <div className={styles.actions}>
            <Button variant="ghost" onClick={() => void logoutSession('user')}>
              {t('secondFactorSetup.logout')}
            </Button>
          </div>
        </>
      )}
    </AuthLayout>
  );
};
