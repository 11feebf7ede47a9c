import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormSection } from '@tunne/design-system';
import { useLoad, useShowError } from '@tunne/app-kit';
import { logoLimits, type OrganisationSettings } from '@tunne/contracts';
import { refreshSessionOrganisation, removeLogo, uploadLogo } from '../api.ts';
import { logoFileProblem, logoMaxKilobytes } from '../form/logo-file.ts';
import { loadOrganisation } from '../form/organisation-form.ts';
import { SectionFrame } from './SectionFrame.tsx';
import * as styles from './OrgSettings.module.css';

type Busy = 'upload' | 'remove' | null;

const LogoEditor = ({ data, onChanged }: { data: OrganisationSettings; onChanged: () => Promise<void> }) => {
  const { t } = useTranslation('settings');
  const showError = useShowError();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<'uploaded' | 'removed' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<unknown>) => {
    setBusy(kind);
    setDone(null);
    try {
      await action();
      await onChanged();
      setDone(kind === 'upload' ? 'uploaded' : 'removed');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setProblem(null);
    if (!file) return;
    const wrong = logoFileProblem(file);
    if (wrong) {
      setProblem(wrong === 'type' ? t('org.logo.wrongType') : t('org.logo.tooLarge', { max: logoMaxKilobytes }));
      event.currentTarget.value = '';
      return;
    }
    void run('upload', () => uploadLogo(file));
  };

  const handleRemove = () => {
    setConfirming(false);
    void run('remove', removeLogo);
  };

  return (
    <div className={styles.form}>
      <FormSection as="section" title={t('org.logo.current')}>
        <div className={styles.logoBox}>
          {data.logo_url ? <img src={data.logo_url} alt={t('org.logo.alt', { name: data.name })} /> : <p className={styles.hint}>{t('org.logo.none')}</p>}
        </div>
        <p className={styles.hint}>{t('org.logo.where')}</p>
      </FormSection>
      <FormSection as="section" title={t('org.logo.change')} help={t('org.logo.rules', { max: logoMaxKilobytes })}>
        <div className={styles.actions}>
          <label htmlFor={inputId} className={styles.visuallyHidden}>
            {t('org.logo.file')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            className={styles.visuallyHidden}
            tabIndex={-1}
            accept={logoLimits.types.join(',')}
            onChange={handleFile}
            disabled={busy !== null}
          />
          <Button variant="primary" loading={busy === 'upload'} onClick={() => input.current?.click()}>
            {data.logo_url ? t('org.logo.replace') : t('org.logo.upload')}
          </Button>
          {data.logo_url && (
            <Button variant="danger" loading={busy === 'remove'} onClick={() => setConfirming(true)}>
              {t('org.logo.remove')}
            </Button>
          )}
          <span role="status" className={styles.status}>
            {done && t(`org.logo.${done}`)}
          </span>
        </div>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </FormSection>
      <Dialog
        open={confirming}
        kind="confirm"
        title={t('org.logo.removeTitle')}
        message={t('org.logo.removeText')}
        closeLabel={t('org.cancel')}
        confirmLabel={t('org.logo.remove')}
        destructive
        onConfirm={handleRemove}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
};

/** Settings › logo: the current logo, a new one checked before upload, and removal after a confirmation (J.06). */
export const LogoSection = () => {
  const load = useLoad(loadOrganisation, []);
  const { reload } = load;
  const handleChanged = async () => {
    reload();
    await refreshSessionOrganisation();
  };
  return (
    <SectionFrame section="logo" load={load}>
      {(data) => <LogoEditor data={data} onChanged={handleChanged} />}
    </SectionFrame>
  );
};
