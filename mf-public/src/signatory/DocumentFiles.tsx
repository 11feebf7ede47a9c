import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@tunne/app-kit/error-text';
import { Button } from '@tunne/design-system/Button';
import type { EsignatureFile } from '@tunne/contracts';
import * as styles from '../shared/public.module.css';

/** A SHA-256 shortened for the eye: the start and the end. */
export const shortHash = (sha256: string): string => (sha256.length > 20 ? `${sha256.slice(0, 10)}…${sha256.slice(-8)}` : sha256);

/** A hash shortened, the whole value in its title and a copy button. */
export function Hash({ sha256, name }: { sha256: string; name: string }) {
  const { t } = useTranslation('public');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(sha256).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <span className={styles.hash}>
      <span>{t('signatory.sha')}:</span>
      <code title={sha256}>{shortHash(sha256)}</code>
      <button type="button" className={styles.linkButton} aria-label={t('signatory.copyNamed', { name })} onClick={copy}>
        {t('signatory.copy')}
      </button>
      <span role="status" className={styles.help}>
        {copied ? t('signatory.copied') : ''}
      </span>
    </span>
  );
}

/** The PDFs to read: name, pages, SHA-256, and "Open / Download" (fetched with the link's token). */
export function DocumentFiles({ files, download }: { files: EsignatureFile[]; download: (file: EsignatureFile) => Promise<void> }) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async (file: EsignatureFile) => {
    setProblem(null);
    setBusy(file.id);
    try {
      await download(file);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="document-files">
      <h2 id="document-files" className={styles.sectionTitle}>
        {t('signatory.files')}
      </h2>
      <ul className={styles.docFiles}>
        {files.map((file) => (
          <li key={file.id} className={styles.docFile}>
            <div className={styles.docFileText}>
              <span className={styles.docFileName}>{file.name}</span>
              <span className={styles.fileMeta}>{t('signatory.pages', { count: file.pages })}</span>
              <div>
                <Hash sha256={file.sha256} name={file.name} />
              </div>
            </div>
            <Button variant="secondary" size="sm" loading={busy === file.id} aria-label={t('signatory.openNamed', { name: file.name })} onClick={() => void open(file)}>
              {t('signatory.open')}
            </Button>
          </li>
        ))}
      </ul>
      <div role="alert">{problem && <p className={styles.fieldError}>{problem}</p>}</div>
    </section>
  );
}
