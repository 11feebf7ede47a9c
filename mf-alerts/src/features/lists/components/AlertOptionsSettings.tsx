import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Dialog, Select, Spinner, TextInput } from '@tunne/design-system';
import { evaluationMaxDaysDefault, evaluationMaxDaysLimit } from '@tunne/contracts';
import { formatDateTime, listOrgUsers, useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import { decideFourEyesOff, getAdminScreeningSettings, listTeams, saveScreeningSettings } from '../api.ts';
import * as styles from '@tunne/design-system/page.module.css';
import * as form from './SettingsForm.module.css';
import { SaveButton } from './SaveButton.tsx';

/** A whole number of days from 1 to the limit, or null. */
const parseDays = (value: string): number | null => {
  const days = Number(value);
  return /^\d+$/.test(value.trim()) && days >= 1 && days <= evaluationMaxDaysLimit ? days : null;
};

/**
 * Settings › alert settings (admin): the team whose members are mailed about new alerts (spec §6), four-eyes for
 * sanction and PEP alerts (on by default) and the longest "needs evaluation" (issue 25 §3). Saves only its own part:
 * the lists and the threshold go back as they were read. Switching four-eyes off only asks: another admin approves or
 * refuses it here, and four-eyes stays on until then.
 */
export const AlertOptionsSettings = () => {
  const { t } = useTranslation('alerts');
  const showError = useShowError();
  const settings = useLoad((signal) => getAdminScreeningSettings(signal), []);
  const teams = useLoad((signal) => listTeams(signal), []);
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const me = useSessionStore((state) => state.user?.id ?? null);
  const [deciding, setDeciding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // '' is "no notifications" (the select's first option).
  const [notifyTeam, setNotifyTeam] = useState('');
  const [fourEyes, setFourEyes] = useState(true);
  const [evaluationDays, setEvaluationDays] = useState(String(evaluationMaxDaysDefault));
  const [daysInvalid, setDaysInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (settings.state !== 'done') return;
    setNotifyTeam(settings.data.notify_teams_id ?? '');
    setFourEyes(settings.data.four_eyes_sanction);
    setEvaluationDays(String(settings.data.evaluation_max_days));
  }, [settings.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    if (settings.state !== 'done') return;
    const days = parseDays(evaluationDays);
    setDaysInvalid(days === null);
    if (days === null) return;
    setSaving(true);
    try {
      const { sources, threshold } = settings.data;
      const saved = await saveScreeningSettings({ sources, threshold, notify_teams_id: notifyTeam || null, four_eyes_sanction: fourEyes, evaluation_max_days: days });
      settings.set(saved);
      setFourEyes(saved.four_eyes_sanction);
      setMessage(!fourEyes && saved.four_eyes_sanction ? t('settings.fourEyesOffRequested') : t('settings.savedSettings'));
      setDone(true);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const decide = async (decision: 'approve' | 'refuse') => {
    setDeciding(true);
    try {
      const saved = await decideFourEyesOff(decision);
      settings.set(saved);
      setFourEyes(saved.four_eyes_sanction);
      setMessage(t(decision === 'approve' ? 'settings.fourEyesOffApproved' : 'settings.fourEyesOffRefused'));
      setDone(true);
    } catch (error) {
      showError(error);
    } finally {
      setDeciding(false);
    }
  };
  const request = settings.state === 'done' ? (settings.data.four_eyes_off_request ?? null) : null;
  const nameOf = (id: string) => (users.state === 'done' ? users.data.find((u) => u.id === id)?.name : undefined) ?? t('settings.unknownUser');

  return (
    <Card>
      {settings.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {settings.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
      {settings.state === 'done' && (
        <form className={form.form} noValidate aria-label={t('settings.alertsTitle')} onSubmit={(event) => void handleSave(event)}>
          <div className={form.notify}>
            <Select label={t('settings.notifyTeam')} value={notifyTeam} onChange={(event) => setNotifyTeam(event.target.value)} disabled={teams.state === 'loading'}>
              <option value="">{t('settings.notifyNone')}</option>
              {teams.state === 'done' &&
                teams.data.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              {/* A team that is gone stays visible as chosen until the admin picks another. */}
              {teams.state === 'done' && notifyTeam && !teams.data.some((team) => team.id === notifyTeam) && (
                <option value={notifyTeam}>{t('settings.notifyUnknownTeam')}</option>
              )}
            </Select>
            <p className={styles.muted}>{teams.state === 'error' ? t('common.loadError') : t('settings.notifyHint')}</p>
          </div>
          <div className={form.notify}>
            <Checkbox label={t('settings.fourEyes')} checked={fourEyes} onChange={(event) => setFourEyes(event.target.checked)} />
            <p className={styles.muted}>{t('settings.fourEyesHint')}</p>
            {request && (
              <div role="note" data-testid="four-eyes-off-request">
                <p>{t('settings.fourEyesOffPending', { name: nameOf(request.requested_by), date: formatDateTime(request.requested_at) })}</p>
                {request.requested_by === me ? (
                  <p className={styles.muted}>{t('settings.fourEyesOffOwn')}</p>
                ) : (
                  <div>
                    <Button size="sm" variant="primary" loading={deciding} onClick={() => void decide('approve')}>
                      {t('settings.fourEyesOffApprove')}
                    </Button>{' '}
                    <Button size="sm" loading={deciding} onClick={() => void decide('refuse')}>
                      {t('settings.fourEyesOffRefuse')}
                    </Button>
                  </div>
                )}
              </div>
            )}
          </div>
          <div className={form.notify}>
            <TextInput
              label={t('settings.evaluationDays')}
              hint={t('settings.evaluationDaysHint')}
              type="number"
              inputMode="numeric"
              min={1}
              max={evaluationMaxDaysLimit}
              value={evaluationDays}
              onChange={(event) => setEvaluationDays(event.target.value)}
              error={daysInvalid ? t('settings.evaluationDaysInvalid') : undefined}
            />
          </div>
          <SaveButton saving={saving} />
        </form>
      )}
      <Dialog open={done} kind="success" title={t('common.doneTitle')} message={message ?? t('settings.savedSettings')} closeLabel={t('common.ok')} onClose={() => setDone(false)} />
    </Card>
  );
};
