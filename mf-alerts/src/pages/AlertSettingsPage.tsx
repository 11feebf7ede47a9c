import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Dialog, EmptyState, PageHeader, Select, Spinner, TextInput } from '@tunne/design-system';
import { appHref, handleLinkClick, percent, useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import { listSources, minSimilarity, type ListSource } from '@tunne/contracts';
import { getAdminScreeningSettings, listStatuses, listTeams, refreshLists, saveScreeningSettings, uploadKrpList } from '../features/lists/api.ts';
import { ListStatusTable } from '../features/lists/components/ListStatusTable.tsx';
import * as styles from '@tunne/design-system/page.module.css';
import * as form from './AlertSettingsPage.module.css';

/**
 * /alerts/settings (admin): the lists the organisation screens against, the default similarity, the team that gets
 * the alert notifications, the list versions.
 */
export const AlertSettingsPage = () => {
  const { t } = useTranslation('alerts');
  const isAdmin = useSessionStore((state) => state.user?.is_admin ?? false);
  const back = (
    <a className={styles.back} href={appHref('/alerts')} onClick={handleLinkClick}>
      ← {t('settings.back')}
    </a>
  );
  if (!isAdmin) {
    return (
      <div className={styles.page}>
        {back}
        <PageHeader title={t('settings.title')} />
        <EmptyState title={t('settings.adminOnlyTitle')} headingLevel={2}>
          {t('settings.adminOnly')}
        </EmptyState>
      </div>
    );
  }
  return <AdminSettings back={back} />;
};

const AdminSettings = ({ back }: { back: ReactNode }) => {
  const { t } = useTranslation('alerts');
  const showError = useShowError();
  const settings = useLoad((signal) => getAdminScreeningSettings(signal), []);
  const teams = useLoad((signal) => listTeams(signal), []);
  const statuses = useLoad((signal) => listStatuses(signal), []);
  const [sources, setSources] = useState<ListSource[]>([]);
  const [threshold, setThreshold] = useState('');
  // '' is "no notifications" (the select's first option).
  const [notifyTeam, setNotifyTeam] = useState('');
  const [fourEyes, setFourEyes] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (settings.state !== 'done') return;
    setSources(settings.data.sources);
    setThreshold(String(percent(settings.data.threshold)));
    setNotifyTeam(settings.data.notify_teams_id ?? '');
    setFourEyes(settings.data.four_eyes_sanction);
  }, [settings.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const thresholdValue = Number(threshold);
  const thresholdError = touched && (!Number.isFinite(thresholdValue) || thresholdValue < minSimilarity * 100 || thresholdValue > 100 || threshold.trim() === '')
    ? t('settings.thresholdInvalid', { min: minSimilarity * 100 })
    : undefined;
  const sourcesError = touched && sources.length === 0 ? t('settings.noneChosen') : undefined;

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (sources.length === 0 || !Number.isFinite(thresholdValue) || thresholdValue < minSimilarity * 100 || thresholdValue > 100) return;
    setSaving(true);
    try {
      const before = settings.state === 'done' ? settings.data : null;
      const saved = await saveScreeningSettings({ sources, threshold: Math.round(thresholdValue) / 100, notify_teams_id: notifyTeam || null, four_eyes_sanction: fourEyes });
      settings.set(saved);
      // Only other lists or another threshold screen the customers again (not a new notification team).
      const rescreened = !before || before.threshold !== saved.threshold || before.sources.join() !== saved.sources.join();
      setDone(t(rescreened ? 'settings.saved' : 'settings.savedSettings'));
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  const handleRefresh = async () => {
    setRefreshing(true);
    try {
      await refreshLists();
      statuses.reload();
      setDone(t('settings.refreshed'));
    } catch (error) {
      showError(error);
    } finally {
      setRefreshing(false);
    }
  };

  const handleUpload = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      showError('KRP_FILE_MISSING');
      return;
    }
    setUploading(true);
    try {
      await uploadKrpList(file);
      if (fileRef.current) fileRef.current.value = '';
      statuses.reload();
      setDone(t('settings.krpDone'));
    } catch (error) {
      showError(error);
    } finally {
      setUploading(false);
    }
  };

  const toggle = (source: ListSource, on: boolean) =>
    setSources((current) => listSources.filter((s) => (s === source ? on : current.includes(s))));

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      {back}
      <PageHeader title={t('settings.title')} context={t('settings.context')} />
      <Card title={t('settings.lists')}>
        {settings.state === 'loading' ? (
          <Spinner label={t('common.loading')} size="sm" showLabel />
        ) : (
          <form className={form.form} noValidate onSubmit={(event) => void handleSave(event)}>
            <fieldset className={form.sources} aria-describedby={sourcesError ? 'sources-error' : undefined}>
              <legend>{t('settings.listsLegend')}</legend>
              {listSources.map((source) => (
                <Checkbox key={source} label={t(`sources.${source}`)} checked={sources.includes(source)} onChange={(event) => toggle(source, event.target.checked)} />
              ))}
              {sourcesError && (
                <p id="sources-error" className={form.error}>
                  {sourcesError}
                </p>
              )}
            </fieldset>
            <TextInput
              label={t('settings.threshold')}
              hint={t('settings.thresholdHint')}
              type="number"
              min={minSimilarity * 100}
              max={100}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
              onBlur={() => setTouched(true)}
              error={thresholdError}
              fieldClassName={form.threshold}
            />
            <div className={form.notify}>
              <Select
                label={t('settings.notifyTeam')}
                value={notifyTeam}
                onChange={(event) => setNotifyTeam(event.target.value)}
                disabled={teams.state === 'loading'}
              >
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
              <p className={styles.muted}>
                {teams.state === 'error' ? t('common.loadError') : t('settings.notifyHint')}
              </p>
            </div>
            <div className={form.notify}>
              <Checkbox label={t('settings.fourEyes')} checked={fourEyes} onChange={(event) => setFourEyes(event.target.checked)} />
              <p className={styles.muted}>{t('settings.fourEyesHint')}</p>
            </div>
            <div>
              <Button type="submit" variant="primary" loading={saving}>
                {t('common.save')}
              </Button>
            </div>
          </form>
        )}
      </Card>
      <Card
        title={t('settings.versions')}
        actions={
          <Button size="sm" onClick={() => void handleRefresh()} loading={refreshing}>
            {t('settings.refresh')}
          </Button>
        }
      >
        {statuses.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
        {statuses.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
        {statuses.state === 'done' && <ListStatusTable statuses={statuses.data} />}
        <p className={styles.muted}>{t('settings.staleHint')}</p>
      </Card>
      <Card title={t('settings.krp')}>
        <div className={form.upload}>
          <p className={styles.muted}>{t('settings.krpHint')}</p>
          <label className={form.fileLabel}>
            <span>{t('settings.krpFile')}</span>
            <input ref={fileRef} type="file" accept=".csv,text/csv" />
          </label>
          <div>
            <Button onClick={() => void handleUpload()} loading={uploading}>
              {t('settings.krpUpload')}
            </Button>
          </div>
        </div>
      </Card>
      <Dialog open={done !== null} kind="success" title={t('common.doneTitle')} message={done ?? ''} closeLabel={t('common.ok')} onClose={() => setDone(null)} />
    </div>
  );
};
