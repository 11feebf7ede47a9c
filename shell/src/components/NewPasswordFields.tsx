import type { FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@tunne/design-system';
import { structuralPasswordProblem } from '@tunne/contracts';

export interface NewPasswordValues {
  password: string;
  passwordAgain: string;
}

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  getValues: UseFormGetValues<T>;
  passwordLabel: string;
  passwordAgainLabel: string;
}

/**
 * A new password entered twice, checked with the contracts' rules (min 12, not structurally weak)
 * and for a mismatch (spec §5). The server checks the rest (common passwords, same as before).
 */
export const NewPasswordFields = <T extends NewPasswordValues>({
  register,
  errors,
  getValues,
  passwordLabel,
  passwordAgainLabel,
}: NewPasswordFieldsProps<T>) => {
  const { t } = useTranslation('shell');
  // react-hook-form's generic paths cannot see that T has these keys; the casts stay local here.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const get = getValues as unknown as UseFormGetValues<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        hint={t('passwordRules.hint')}
        required
        requiredMark={t('form.requiredMark')}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errs.password?.message}
        {...reg('password', {
          required: t('passwordRules.required'),
          validate: (value) => {
            const problem = structuralPasswordProblem(value);
            if (problem === 'PASSWORD_TOO_SHORT') return t('passwordRules.tooShort');
            if (problem === 'PASSWORD_TOO_WEAK') return t('passwordRules.weak.simple');
            return true;
          },
        })}
      />
      <PasswordInput
        label={passwordAgainLabel}
        required
        requiredMark={t('form.requiredMark')}
        autoComplete="new-password"
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errs.passwordAgain?.message}
        {...reg('passwordAgain', {
          required: t('passwordRules.required'),
          validate: (value) => value === get('password') || t('passwordRules.mismatch'),
        })}
      />
    </>
  );
};
