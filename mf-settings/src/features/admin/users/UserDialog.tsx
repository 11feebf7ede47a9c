import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckGroup, FieldGrid, PasswordInput, Select, TextInput, WideField } from '@tunne/design-system';
import { isApiCallError, useErrorText } from '@tunne/app-kit';
import { restrictionTypes, type AdminTeam, type AdminUser } from '@tunne/contracts';
import { AdminFormDialog } from '../shared/AdminFormDialog.tsx';
import { serverProblem, useProblemText } from '../shared/problem-text.ts';
import { createUser } from './api.ts';
import { newUserValues, userCreateBody, userCreateResolver, type UserCreateValues } from './user-form.ts';
import { languageChoices } from './user-words.ts';
import * as styles from '../shared/admin.module.css';

type Props = {
  teams: AdminTeam[];
  onSaved: (user: AdminUser) => void;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** Add a user: who, how they are reached, what they may see; a password or a mail that lets them set one. */
export const UserDialog = ({ teams, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const problem = useProblemText('users');
  const resolver = useMemo(() => userCreateResolver(), []);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UserCreateValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: newUserValues() });
  const chosen = watch('teams');

  const toggleTeam = (id: string, on: boolean) =>
    setValue('teams', on ? [...chosen, id] : chosen.filter((team) => team !== id), { shouldDirty: true });

  const save = async (values: UserCreateValues) => {
    try {
      onSaved(await createUser(userCreateBody(values)));
    } catch (error) {
      if (isApiCallError(error) && (error.code === 'EMAIL_RESERVED' || error.code === 'INVALID_EMAIL')) {
        setError('email', { type: serverProblem, message: errorText(error) });
      } else if (isApiCallError(error) && (error.code === 'PASSWORD_TOO_SHORT' || error.code === 'PASSWORD_TOO_WEAK')) {
        setError('password', { type: serverProblem, message: errorText(error) });
      } else {
        onError(error);
      }
    }
  };

  return (
    <AdminFormDialog
      section="users"
      editing={false}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(save)(event)}
      submitLabel={t('admin.users.create')}
      busy={isSubmitting}
      size="lg"
    >
      <FieldGrid>
        <TextInput label={t('admin.users.fields.name')} required maxLength={200} autoComplete="off" {...register('name')} error={problem('name', errors.name)} />
        <TextInput
          label={t('admin.users.fields.email')}
          required
          type="email"
          maxLength={254}
          autoComplete="off"
          {...register('email')}
          error={problem('email', errors.email)}
        />
        <TextInput label={t('admin.users.fields.tel')} type="tel" maxLength={40} autoComplete="off" {...register('tel')} error={problem('tel', errors.tel)} />
        <Select label={t('admin.users.fields.language')} {...register('language')}>
          {languageChoices().map((language) => (
            <option key={language} value={language}>
              {t(`admin.languages.${language}`)}
            </option>
          ))}
        </Select>
        <Select label={t('admin.users.fields.restrictiontype')} {...register('restrictiontype')}>
          {restrictionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`admin.users.restriction.${type}`)}
            </option>
          ))}
        </Select>
        <WideField>
          <PasswordInput
            label={t('admin.users.fields.password')}
            hint={t('admin.users.passwordHint')}
            showLabel={t('admin.users.showPassword')}
            hideLabel={t('admin.users.hidePassword')}
            autoComplete="new-password"
            maxLength={200}
            {...register('password')}
            error={problem('password', errors.password)}
          />
        </WideField>
        <CheckGroup legend={t('admin.users.rights')}>
          <Checkbox label={t('admin.users.fields.is_admin')} {...register('is_admin')} />
          <Checkbox label={t('admin.users.fields.receive_weeklyreport')} {...register('receive_weeklyreport')} />
        </CheckGroup>
        <CheckGroup legend={t('admin.users.fields.teams')}>
          {teams.length === 0 && <p className={styles.hint}>{t('admin.users.noTeams')}</p>}
          {teams.map((team) => (
            <Checkbox key={team.id} label={team.name} checked={chosen.includes(team.id)} onChange={(event) => toggleTeam(team.id, event.currentTarget.checked)} />
          ))}
        </CheckGroup>
      </FieldGrid>
    </AdminFormDialog>
  );
};
