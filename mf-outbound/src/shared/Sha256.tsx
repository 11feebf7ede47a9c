import { useTranslation } from 'react-i18next';
import * as styles from './Detail.module.css';

/** A SHA-256 shortened (first 12 … last 6), the whole value one click (or Enter) away. */
export const Sha256 = ({ value }: { value: string }) => {
  const { t } = useTranslation('outbound');
  return (
    <details className={styles.sha} data-sha256={value}>
      <summary title={t('files.shaFull')}>
        SHA-256 {value.slice(0, 12)}…{value.slice(-6)}
      </summary>
      <code className={styles.hash}>{value}</code>
    </details>
  );
};
