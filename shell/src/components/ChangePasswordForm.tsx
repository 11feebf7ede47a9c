import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@tunne/design-system';
import { changePassword } from '../session/session-api.ts';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields.tsx';
import { usePasswordErrorText } from './password-error.ts';
import { SaveFooter, type Outcome } from './OutcomeDialog.tsx';
import * as styles from '../pages/forms.module.css';

interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

/** Current password plus the new one twice; PATCH users/me/password (spec §5, §7). */
export const ChangePasswordForm = ({ onChanged, showDoneDialog = true }: { onChanged?: () => Promise<void> | void; showDoneDialog?: boolean }) => {
  const { t } = useTranslation('shell');
  const errorText = usePasswordErrorText();
  const [dialog, setDialog] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ mode: 'onTouched', defaultValues: { oldPassword: '', password: '', passwordAgain: '' } });

  const handleChange = async (values: ChangePasswordValues): Promise<void> => {
    try {
      await changePassword({ old_password: values.oldPassword, password: values.password });
      reset();
      if (showDoneDialog) setDialog({ kind: 'done' });
      await onChanged?.();
    } catch (error) {
      setDialog({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <form className={`${styles.form} ${styles.narrow}`} noValidate onSubmit={handleSubmit(handleChange)}>
      <PasswordInput
        label={t('changePassword.oldPassword')}
        autoComplete="current-password"
        required
        requiredMark={t('form.requiredMark')}
        showLabel={t('password.show')}
        hideLabel={t('password.hide')}
        error={errors.oldPassword?.message}
        {...register('oldPassword', { required: t('passwordRules.oldRequired') })}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        getValues={getValues}
        passwordLabel={t('changePassword.password')}
        passwordAgainLabel={t('changePassword.passwordAgain')}
      />
      <SaveFooter label={t('changePassword.submit')} submitting={isSubmitting} outcome={dialog} doneMessage={t('changePassword.done')} onClose={() => setDialog(null)} />
    </form>
  );
};
