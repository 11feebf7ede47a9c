import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, DataTable, Dialog, Spinner, TextInput, type DataTableColumn } from '@tunne/design-system';
import { countryNamer, formatDateTime, formatDay, useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import { euListMaxAgeDaysLimit, type EuCountryList, type EuCountryLists } from '@tunne/contracts';
import { approveEuList, getEuLists, loadEuList, saveSettings } from '../api.ts';
import { parseMaxAgeDays, readEuListFile, type EuListFileError } from '../eu-list-file.ts';
import * as styles from './EuListPanel.module.css';

const dayMs = 86_400_000;

/** When the shared list was last checked (its source's check, else the newest shared version's loading) and whether that is too old. */
const freshness = (data: EuCountryLists, now: number): { at: string | null; stale: boolean } => {
  const newestShared = data.versions.filter((v) => v.scope === 'SHARED').map((v) => v.loaded_at).sort().at(-1) ?? null;
  const at = data.shared_checked_at ?? newestShared;
  return { at, stale: at === null || now - Date.parse(at) > data.max_age_days * dayMs };
};

/**
 * Settings › risk score settings: the EU list of high-risk third countries in force (every listed country is high
 * risk, for every organisation, whatever its own lists say), its earlier and coming versions, and loading a new
 * version from a file. The organisation's own risk countries are the lists of the form below, kept apart.
 */
export const EuListPanel = () => {
  const { t, i18n } = useTranslation('risk');
  const load = useLoad((signal) => getEuLists(signal), []);
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<EuListFileError | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const showError = useShowError();
  const countryName = countryNamer(i18n.language);
  const viewer = useSessionStore((state) => state.user);
  const [approving, setApproving] = useState<string | null>(null);
  // The age warning (issue 25 §3): the organisation's days; empty means the operator's default.
  const [maxAge, setMaxAge] = useState<string | null>(null);
  const [maxAgeInvalid, setMaxAgeInvalid] = useState(false);
  const [savingAge, setSavingAge] = useState(false);

  const handleSaveAge = async (text: string) => {
    const days = parseMaxAgeDays(text);
    setMaxAgeInvalid(days === 'invalid');
    if (days === 'invalid') return;
    setSavingAge(true);
    try {
      await saveSettings({ eu_list_max_age_days: days });
      load.set(await getEuLists());
      setMaxAge(null);
      setDone(t('euList.maxAgeSaved'));
    } catch (error) {
      showError(error);
    } finally {
      setSavingAge(false);
    }
  };

  const handleApprove = async (id: string) => {
    setApproving(id);
    try {
      load.set(await approveEuList(id));
    } catch (error) {
      showError(error);
    } finally {
      setApproving(null);
    }
  };

  const fileErrorText = (error: EuListFileError): string =>
    error.kind === 'country' ? t('euList.fileErrors.country', { line: error.line, value: error.value }) : t(`euList.fileErrors.${error.kind}`);

  const handleLoad = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFileError({ kind: 'fields' });
      return;
    }
    const read = readEuListFile(await file.text());
    if (!read.ok) {
      setFileError(read.error);
      return;
    }
    setFileError(null);
    setBusy(true);
    try {
      const next = await loadEuList(read.body);
      load.set(next);
      if (fileRef.current) fileRef.current.value = '';
      setDone(t('euList.loaded', { act: read.body.act, date: formatDay(read.body.in_force_at), count: read.body.countries.length }));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const versionsId = useId();
  const scope = (list: EuCountryList) => t(`euList.scope.${list.scope}`);
  const current = load.state === 'done' ? load.data.current : null;
  const versionColumns: DataTableColumn<EuCountryList>[] = [
    {
      id: 'act',
      header: t('euList.act'),
      cell: (v) => (
        <>
          {v.act}
          {v.id === current?.id && <span className={styles.badge}>{t('euList.inForceNow')}</span>}
        </>
      ),
    },
    { id: 'inForce', header: t('euList.inForce'), nowrap: true, cell: (v) => formatDay(v.in_force_at) },
    { id: 'countries', header: t('euList.countryCount'), align: 'end', cell: (v) => v.countries.length },
    { id: 'origin', header: t('euList.origin'), cell: scope },
    { id: 'loadedAt', header: t('euList.loadedAt'), nowrap: true, cell: (v) => formatDateTime(v.loaded_at) },
    {
      id: 'state',
      header: t('euList.state'),
      cell: (v) =>
        v.state === 'PENDING' ? (
          <span className={styles.pending}>
            {t('euList.pending')}
            {v.users_id !== viewer?.id ? (
              <Button size="sm" loading={approving === v.id} onClick={() => void handleApprove(v.id)}>
                {t('euList.approve')}
              </Button>
            ) : (
              <span className={styles.hint}>{t('euList.sameUser')}</span>
            )}
          </span>
        ) : (
          t('euList.active')
        ),
    },
  ];
  const fresh = load.state === 'done' ? freshness(load.data, Date.now()) : null;
  const hasPending = load.state === 'done' && load.data.versions.some((v) => v.state === 'PENDING');

  return (
    <Card title={t('euList.title')}>
      <div className={styles.stack}>
        <p className={styles.hint}>{t('euList.hint')}</p>
        {load.state === 'done' && fresh && (
          <p className={fresh.stale ? styles.error : styles.hint} role={fresh.stale ? 'alert' : undefined} data-testid="eu-list-source">
            {t(`euList.source.${load.data.shared_source}`)}{' '}
            {fresh.at ? t('euList.checkedAt', { at: formatDateTime(fresh.at) }) : t('euList.neverChecked')}
            {fresh.stale && ` ${t('euList.stale', { days: load.data.max_age_days })}`}
          </p>
        )}
        {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
        {load.state === 'error' && <p className={styles.error}>{t('common.loadError')}</p>}
        {load.state === 'done' && !current && <p className={styles.error}>{t('euList.none')}</p>}
        {current && (
          <dl className={styles.facts} aria-label={t('euList.current')}>
            <dt>{t('euList.act')}</dt>
            <dd data-testid="eu-list-act">{current.act}</dd>
            <dt>{t('euList.inForce')}</dt>
            <dd data-testid="eu-list-date">{formatDay(current.in_force_at)}</dd>
            <dt>{t('euList.origin')}</dt>
            <dd>{scope(current)}</dd>
            <dt>{t('euList.countries', { count: current.countries.length })}</dt>
            <dd>
              <ul className={styles.countries} data-testid="eu-list-countries">
                {current.countries
                  .map((code) => ({ code, name: countryName(code) }))
                  .sort((a, b) => a.name.localeCompare(b.name, i18n.language === 'se' ? 'sv' : i18n.language))
                  .map(({ code, name }) => (
                    <li key={code} title={code}>{name}</li>
                  ))}
              </ul>
            </dd>
          </dl>
        )}
        {load.state === 'done' && (load.data.versions.length > 1 || hasPending) && (
          <div className={styles.stack}>
            <h3 id={versionsId} className={styles.versionsTitle}>
              {t('euList.versions')}
            </h3>
            <DataTable
              columns={versionColumns}
              data={load.data.versions}
              getRowId={(v) => v.id}
              label={t('euList.versions')}
              labelledBy={versionsId}
              rowAttributes={(v) => ({ highlighted: v.id === current?.id })}
            />
          </div>
        )}
        {load.state === 'done' && (
          <div className={styles.upload}>
            <TextInput
              label={t('euList.maxAge')}
              hint={t('euList.maxAgeHint', { days: load.data.max_age_days_default ?? load.data.max_age_days, max: euListMaxAgeDaysLimit })}
              type="number"
              inputMode="numeric"
              min={1}
              max={euListMaxAgeDaysLimit}
              value={maxAge ?? (load.data.max_age_days === (load.data.max_age_days_default ?? -1) ? '' : String(load.data.max_age_days))}
              onChange={(event) => setMaxAge(event.target.value)}
              error={maxAgeInvalid ? t('euList.maxAgeInvalid', { max: euListMaxAgeDaysLimit }) : undefined}
            />
            <div>
              <Button onClick={() => void handleSaveAge(maxAge ?? '')} loading={savingAge} disabled={maxAge === null}>
                {t('euList.maxAgeSave')}
              </Button>
            </div>
          </div>
        )}
        <div className={styles.upload}>
          <label className={styles.fileLabel}>
            <span>{t('euList.file')}</span>
            <input ref={fileRef} type="file" accept=".json,application/json" onChange={() => setFileError(null)} aria-describedby="eu-list-file-hint" />
          </label>
          <p id="eu-list-file-hint" className={styles.hint}>{t('euList.fileHint')}</p>
          {fileError && <p role="alert" className={styles.error}>{fileErrorText(fileError)}</p>}
          <div>
            <Button onClick={() => void handleLoad()} loading={busy}>
              {t('euList.load')}
            </Button>
          </div>
        </div>
      </div>
      <Dialog open={done !== null} kind="success" title={t('common.doneTitle')} message={done ?? ''} closeLabel={t('common.ok')} onClose={() => setDone(null)} />
    </Card>
  );
};
