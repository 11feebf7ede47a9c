import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, FormSection, Select, Spinner } from '@tunne/design-system';
import { listOrgUsers, useLoad, useShowError } from '@tunne/app-kit';
import type { SeniorManagement } from '@tunne/contracts';
import { getSeniorManagement, saveSeniorManagement } from '../api.ts';
import * as styles from './OrgSettings.module.css';

/**
 * Settings › organisation: the compliance officer and the members of senior management (issue 25 §3). Only they approve
 * an EDD, the removal of an EDD ground and the lift of a freeze; with nobody named the admins do. Saved changes are in
 * the change log.
 */
export const SeniorManagementCard = () => {
  const { t } = useTranslation('settings');
  const load = useLoad((signal) => getSeniorManagement(signal), []);
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const showError = useShowError();
  const [draft, setDraft] = useState<SeniorManagement | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const officerId = useId();
  const current = draft ?? (load.state === 'done' ? load.data : null);

  const handleSave = async () => {
    if (!current) return;
    setSaving(true);
    setSaved(false);
    try {
      load.set(await saveSeniorManagement(current));
      setDraft(null);
      setSaved(true);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('org.seniorManagement.title')}>
      <FormSection help={t('org.seniorManagement.intro')} data-testid="senior-management">
        {(load.state === 'loading' || users.state === 'loading') && <Spinner label={t('org.loading')} size="sm" />}
        {(load.state === 'error' || users.state === 'error') && <p role="alert">{t('org.loadError')}</p>}
        {current && users.state === 'done' && (
          <>
            <Select
              id={officerId}
              label={t('org.seniorManagement.officer')}
              value={current.compliance_officer ?? ''}
              onChange={(event) => setDraft({ ...current, compliance_officer: event.target.value || null })}
            >
              <option value="">{t('org.seniorManagement.none')}</option>
              {users.data.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                </option>
              ))}
            </Select>
            <FormSection title={t('org.seniorManagement.members')}>
              {users.data
                .filter((user) => user.id !== current.compliance_officer)
                .map((user) => (
                  <Checkbox
                    key={user.id}
                    label={user.name}
                    checked={current.members.includes(user.id)}
                    onChange={(event) =>
                      setDraft({
                        ...current,
                        members: event.target.checked ? [...current.members, user.id] : current.members.filter((id) => id !== user.id),
                      })
                    }
                  />
                ))}
            </FormSection>
            <p className={styles.hint}>
              {current.compliance_officer || current.members.length > 0 ? t('org.seniorManagement.named') : t('org.seniorManagement.nobody')}
            </p>
            <div>
              <Button variant="primary" loading={saving} disabled={draft === null} onClick={() => void handleSave()}>
                {t('org.save')}
              </Button>
              {saved && draft === null && (
                <span role="status" className={styles.hint}>
                  {' '}
                  {t('org.saved')}
                </span>
              )}
            </div>
          </>
        )}
      </FormSection>
    </Card>
  );
};
