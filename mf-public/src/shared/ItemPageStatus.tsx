import { useTranslation } from 'react-i18next';
import { Spinner } from '@tunne/design-system/Spinner';
import { Frame } from './Frame.tsx';
import { LinkProblem } from './LinkProblem.tsx';
import * as styles from './public.module.css';

export interface ItemPageStatusProps {
  state: { status: 'loading' } | { status: 'problem'; error: unknown };
  preview?: boolean;
  /** The tab's title after the organisation's name (default: the information request's). */
  title?: string;
}

/** An item page before its content: the frame with a spinner while it loads, or the page of a link that cannot be used. */
export function ItemPageStatus({ state, preview = false, title }: ItemPageStatusProps) {
  const { t } = useTranslation('public');
  return (
    <Frame preview={preview} title={title}>
      {state.status === 'loading' ? (
        <div className={styles.loading}>
          <Spinner label={t('loading')} />
        </div>
      ) : (
        <LinkProblem error={state.error} />
      )}
    </Frame>
  );
}
