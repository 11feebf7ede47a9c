import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CheckGroup, DeleteRowAction, Dialog, EmptyState, FieldGrid, FormNote, PageHeader, Select, Spinner, TextInput, WideField } from '@tunne/design-system';
import { appHref, handleLinkClick, isApiCallError, navigate, useErrorText, useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import { restrictionTypes, type AdminUser } from '@tunne/contracts';
import { serverProblem, useProblemText } from '../shared/problem-text.ts';
import { deleteUser, listUsers, sendManual, updateUser } from './api.ts';
import { userEditChanges, userEditResolver, userEditValues, type UserEditValues } from './user-form.ts';
import { languageChoices } from './user-words.ts';
import * as styles from '../shared/admin.module.css';

const usersPath = '/settings/users';

const BackLink = () => {
  const { t } = useTranslation('settings');
  return (
    <a className={styles.link} href={appHref(usersPath)} onClick={handleLinkClick}>
      {t('admin.users.back')}
    </a>
  );
};

type FormProps = { user: AdminUser; own: boolean; onSaved: (user: AdminUser) => void };

const UserForm = ({ user, own, onSaved }: FormProps) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const showError = useShowError();
  const problem = useProblemText('users');
  const resolver = useMemo(() => userEditResolver(), []);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UserEditValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: userEditValues(user) });
  const smsLogin = watch('use_mfauth');
  // The selects start on the stored choice themselves, so the form never reads a not-yet-chosen first option.
  const initial = userEditValues(user);

  const save = async (values: UserEditValues) => {
    setSaved(false);
    const changes = userEditChanges(user, values, own);
    try {
      const updated = Object.keys(changes).length > 0 ? await updateUser(user.id, changes) : user;
      reset(userEditValues(updated));
      setSaved(true);
      onSaved(updated);
    } catch (error) {
      if (isApiCallError(error) && error.code === 'EMAIL_RESERVED') setError('email', { type: serverProblem, message: errorText(error) });
      else showError(error);
    }
  };

  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void handleSubmit(save)(event)} onChange={() => setSaved(false)}>
      <h2 className={styles.subheading}>{t('admin.users.details')}</h2>
      <FieldGrid>
        <TextInput label={t('admin.users.fields.name')} required maxLength={200} {...register('name')} error={problem('name', errors.name)} />
        <TextInput label={t('admin.users.fields.email')} required type="email" maxLength={254} {...register('email')} error={problem('email', errors.email)} />
        <TextInput label={t('admin.users.fields.tel')} type="tel" maxLength={40} {...register('tel')} error={problem('tel', errors.tel)} />
        <Select label={t('admin.users.fields.language')} defaultValue={initial.language} {...register('language')}>
          {languageChoices(user.language).map((language) => (
            <option key={language} value={language}>
              {t(`admin.languages.${language}`)}
            </option>
          ))}
        </Select>
      </FieldGrid>

      <h2 className={styles.subheading}>{t('admin.users.rights')}</h2>
      <FieldGrid>
        <Select label={t('admin.users.fields.restrictiontype')} defaultValue={initial.restrictiontype} {...register('restrictiontype')}>
          {restrictionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`admin.users.restriction.${type}`)}
            </option>
          ))}
        </Select>
        <div>
          <Select label={t('admin.users.fields.state')} defaultValue={initial.state} disabled={own} aria-describedby={own ? 'own-state-hint' : undefined} {...register('state')}>
            <option value="active">{t('admin.users.state.active')}</option>
            <option value="passive">{t('admin.users.state.passive')}</option>
          </Select>
          {own && (
            <p id="own-state-hint" className={styles.hint}>
              {t('admin.users.ownState')}
            </p>
          )}
        </div>
        <WideField>
          <Checkbox label={t('admin.users.fields.is_admin')} disabled={own} aria-describedby={own ? 'own-admin-hint' : undefined} {...register('is_admin')} />
          {own && (
            <p id="own-admin-hint" className={styles.hint}>
              {t('admin.users.ownAdmin')}
            </p>
          )}
        </WideField>
        <FormNote wide>
          {t('admin.users.teamsHint', { teams: user.teams.map((team) => team.name).join(', ') || '–' })}
        </FormNote>
      </FieldGrid>

      <h2 className={styles.subheading}>{t('admin.users.login')}</h2>
      <FieldGrid>
        <CheckGroup>
          <Checkbox label={t('admin.users.fields.use_mfauth')} {...register('use_mfauth')} />
          <Checkbox label={t('admin.users.fields.disable_uilogin')} {...register('disable_uilogin')} />
          <Checkbox label={t('admin.users.fields.force_passwordchange')} {...register('force_passwordchange')} />
        </CheckGroup>
        {smsLogin && (
          <TextInput
            label={t('admin.users.fields.mfauth_tel')}
            required
            type="tel"
            maxLength={40}
            {...register('mfauth_tel')}
            error={problem('mfauth_tel', errors.mfauth_tel)}
          />
        )}
        <TextInput
          label={t('admin.users.fields.autologout_minutes')}
          hint={t('admin.users.autologoutHint')}
          inputMode="numeric"
          {...register('autologout_minutes')}
          error={problem('autologout_minutes', errors.autologout_minutes)}
        />
      </FieldGrid>

      <h2 className={styles.subheading}>{t('admin.users.notifications')}</h2>
      <CheckGroup>
        <Checkbox label={t('admin.users.fields.receive_weeklyreport')} {...register('receive_weeklyreport')} />
      </CheckGroup>

      <div className={styles.toolbar}>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          {t('admin.common.save')}
        </Button>
        <Button type="button" variant="ghost" disabled={!isDirty || isSubmitting} onClick={() => reset(userEditValues(user))}>
          {t('admin.users.undo')}
        </Button>
        {saved && !isDirty && (
          <p className={styles.hint} role="status">
            {t('admin.users.saved')}
          </p>
        )}
      </div>
    </form>
  );
};

/** /settings/users/{id}: one user's details, rights and login settings; the user guide by mail; deletion. */
export const UserPage = ({ id }: { id: string }) => {
  const { t } = useTranslation('settings');
  const showError = useShowError();
  const ownId = useSessionStore((state) => state.user?.id);
  const users = useLoad((signal) => listUsers(signal), []);
  const [manualSent, setManualSent] = useState(false);
  const [sending, setSending] = useState(false);

  if (users.state === 'loading') return <Spinner label={t('admin.common.loading')} size="sm" showLabel />;
  if (users.state === 'error') {
    return (
      <p className={styles.error} role="alert">
        {t('admin.common.loadError')}
      </p>
    );
  }
  const user = users.data.find((candidate) => candidate.id === id);
  if (!user) {
    return (
      <EmptyState title={t('admin.users.notFound')} headingLevel={2} action={<BackLink />}>
        {t('admin.users.notFoundText')}
      </EmptyState>
    );
  }
  const own = user.id === ownId;

  const handleSendManual = async () => {
    setSending(true);
    try {
      await sendManual(user.id);
      setManualSent(true);
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  const actions = (
    <div className={styles.actions}>
      <Button variant="secondary" loading={sending} onClick={() => void handleSendManual()}>
        {t('admin.users.sendManual')}
      </Button>
      {!own && (
        <DeleteRowAction
          label={t('admin.users.delete')}
          title={t('admin.users.deleteTitle')}
          message={t('admin.users.deleteConfirm', { name: user.name })}
          confirmLabel={t('admin.users.delete')}
          cancelLabel={t('admin.common.cancel')}
          variant="secondary"
          size="md"
          onConfirm={async () => {
            await deleteUser(user.id);
            navigate(appHref(usersPath));
          }}
          onError={showError}
        />
      )}
    </div>
  );

  return (
    <div className={styles.stack}>
      <BackLink />
      <PageHeader title={user.name} context={user.email} actions={actions} />
      <UserForm
        key={user.id}
        user={user}
        own={own}
        onSaved={(updated) => users.set(users.data.map((candidate) => (candidate.id === updated.id ? updated : candidate)))}
      />
      <Dialog
        open={manualSent}
        kind="success"
        title={t('admin.common.done')}
        message={t('admin.users.manualSent', { email: user.email })}
        closeLabel={t('admin.common.ok')}
        onClose={() => setManualSent(false)}
      />
    </div>
  );
};
