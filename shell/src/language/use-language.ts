import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '@tunne/app-kit/i18n';
import { useErrorDialogStore } from '@tunne/app-kit/error-dialog-store';
import { useSessionStore } from '@tunne/app-kit/session-store';
import { isUiLanguage, type UiLanguage } from '@tunne/contracts';
import { useSecondFactorStore } from '../second-factor/second-factor-store.ts';
import { updateMe } from '../session/session-api.ts';

// Saves run one after another so the last choice is also the last one the server stores.
let saving: Promise<unknown> = Promise.resolve();

/**
 * The UI language and a setter that switches the UI at once and, when logged in, saves the choice
 * to the user's profile (spec §1).
 */
export const useLanguage = (): { language: UiLanguage; changeLanguage: (language: string) => void } => {
  useTranslation('shell');
  const changeLanguage = useCallback((language: string) => {
    if (!isUiLanguage(language)) return;
    void i18n.changeLanguage(language);
    const { user, setUser } = useSessionStore.getState();
    if (!user || user.language === language) return;
    setUser({ ...user, language });
    // A pending step (password change, second-factor setup) is all the server answers: the choice stays local.
    if (user.force_passwordchange || useSecondFactorStore.getState().setup === 'required') return;
    saving = saving
      .then(() => updateMe({ language }))
      .then((saved) => {
        // A newer choice may have been made meanwhile; keep the UI's latest one.
        const current = useSessionStore.getState().user;
        if (current && current.language === saved.language) useSessionStore.getState().setUser(saved);
      })
      .catch((error: unknown) => useErrorDialogStore.getState().showError(error));
  }, []);
  return { language: currentLanguage(), changeLanguage };
};
