import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { useSessionStore } from '@tunne/app-kit';
import * as styles from './SecondFactor.module.css';

/** Saves the codes as a text file (a blob link; nothing leaves the browser). */
const download = (fileName: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** The recovery codes, shown this once: copy, download, then done. */
export const RecoveryCodes = ({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) => {
  const { t } = useTranslation('shell');
  const email = useSessionStore((state) => state.user?.email ?? '');
  const [copied, setCopied] = useState(false);
  const text = [t('totp.fileHeading', { email }), '', ...codes, ''].join('\n');

  const handleCopy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className={styles.steps}>
      <p className={styles.text}>{t('totp.recoveryText')}</p>
      <p className={styles.warning} role="note">
        {t('totp.recoveryOnce')}
      </p>
      <ol className={`${styles.codes} ${styles.mono}`} aria-label={t('totp.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.spread}>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => void handleCopy()}>
            {t('totp.copy')}
          </Button>
          <Button variant="secondary" onClick={() => download(t('totp.fileName'), text)}>
            {t('totp.download')}
          </Button>
          {copied && (
            <span className={styles.copied} role="status">
              {t('totp.copied')}
            </span>
          )}
        </div>
        <Button variant="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
};
