import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Dialog, Spinner, TextInput, TrafficLight } from '@tunne/design-system';
import { formatDateTime, percent, useLoad, useShowError } from '@tunne/app-kit';
import { listSources, minSimilarity, type ListSource, type ListStatus } from '@tunne/contracts';
import { getAdminScreeningSettings, listStatuses, saveScreeningSettings, uploadKrpList } from '../api.ts';
import { listWarnings, summariseList } from '../list-summary.ts';
import { ListStatusTable } from './ListStatusTable.tsx';
import * as styles from '@tunne/design-system/page.module.css';
import * as form from './SettingsForm.module.css';
import { SaveButton } from './SaveButton.tsx';

const thresholdOk = (text: string): boolean => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= minSimilarity * 100 && value <= 100;
};

/**
 * Settings › sanction lists (admin): the lists the organisation screens against, the default similarity, the list
 * versions and the organisation's own KRP list. Saves only its own part; the alert options keep what they were.
 */
export const SanctionListsSettings = () => {
  const { t } = useTranslation('alerts');
  const showError = useShowError();
  const settings = useLoad((signal) => getAdminScreeningSettings(signal), []);
  const statuses = useLoad((signal) => listStatuses(signal), []);
  const [sources, setSources] = useState<ListSource[]>([]);
  const [threshold, setThreshold] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (settings.state !== 'done') return;
    setSources(settings.data.sources);
    setThreshold(String(percent(settings.data.threshold)));
  }, [settings.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const thresholdError = touched && !thresholdOk(threshold) ? t('settings.thresholdInvalid', { min: minSimilarity * 100 }) : undefined;
  const sourcesError = touched && sources.length === 0 ? t('settings.noneChosen') : undefined;

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (sources.length === 0 || !thresholdOk(threshold)) return;
    setSaving(true);
    try {
      const before = settings.state === 'done' ? settings.data : null;
      // The notification team and four-eyes are left out: unchanged (the alert settings section edits them).
      const saved = await saveScreeningSettings({ sources, threshold: Math.round(Number(threshold)) / 100 });
      settings.set(saved);
      // Only other lists or another threshold screen the customers again.
      const rescreened = !before || before.threshold !== saved.threshold || before.sources.join() !== saved.sources.join();
      setDone(t(rescreened ? 'settings.saved' : 'settings.savedSettings'));
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
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

  const loadedStatuses = statuses.state === 'done' ? statuses.data : null;
  // Only once the list statuses are known: a chosen list with nothing or a sample behind it is not screening.
  const warnings = loadedStatuses ? listWarnings(sources, loadedStatuses) : [];

  const toggle = (source: ListSource, on: boolean) =>
    setSources((current) => listSources.filter((s) => (s === source ? on : current.includes(s))));

  return (
    <>
      <Card title={t('settings.lists')}>
        {settings.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
        {settings.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
        {settings.state === 'done' && (
          <form className={form.form} noValidate aria-label={t('settings.lists')} onSubmit={(event) => void handleSave(event)}>
            <fieldset className={form.sources} aria-describedby={sourcesError ? 'sources-error' : undefined}>
              <legend>{t('settings.listsLegend')}</legend>
              {listSources.map((source) => (
                <div key={source} className={form.source}>
                  <Checkbox
                    label={t(`sources.${source}`)}
                    checked={sources.includes(source)}
                    onChange={(event) => toggle(source, event.target.checked)}
                    aria-describedby={loadedStatuses ? `list-${source}` : undefined}
                  />
                  {loadedStatuses && <ListInfo id={`list-${source}`} status={loadedStatuses.find((status) => status.source === source)} />}
                </div>
              ))}
              {sourcesError && (
                <p id="sources-error" className={form.error}>
                  {sourcesError}
                </p>
              )}
            </fieldset>
            {warnings.length > 0 && (
              <ul className={form.warnings} aria-label={t('settings.warningsLabel')} data-testid="list-warnings">
                {warnings.map((warning) => (
                  <li key={warning.source}>
                    {t(`settings.warning.${warning.problem}`, { list: t(`sources.${warning.source}`), count: warning.entries })}
                  </li>
                ))}
              </ul>
            )}
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
            <SaveButton saving={saving} />
          </form>
        )}
      </Card>
      {/* The shared lists are refreshed by the operator (issue 26), not from an organisation's settings. */}
      <Card title={t('settings.versions')}>
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
    </>
  );
};

/** Under a list's checkbox: its entries and load time, or that it is a sample or not loaded at all. */
const ListInfo = ({ id, status }: { id: string; status: ListStatus | undefined }) => {
  const { t } = useTranslation('alerts');
  const summary = status ? summariseList(status) : null;
  if (!summary?.loaded) {
    return (
      <span id={id} className={form.listInfo}>
        <TrafficLight status="grey" label={t('settings.light.grey')} />
      </span>
    );
  }
  const facts = t('settings.listFacts', { count: summary.entries, at: formatDateTime(summary.loadedAt) });
  return (
    <span id={id} className={form.listInfo}>
      {summary.isSample ? <TrafficLight status="yellow" label={`${t('settings.light.yellow')}: ${facts}`} /> : facts}
    </span>
  );
};
