import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CollapsibleSection, Spinner } from '@tunne/design-system';
import type { CardSectionSource } from '@tunne/app-kit';
import { useSectionOpen } from '../../../shared/section-open.ts';
import * as styles from './CardSections.module.css';

type Props = {
  id: string;
  source: CardSectionSource;
  customerId: string;
  highlightId?: string | undefined;
};

type State = 'loading' | 'mounted' | 'error';

/**
 * A card section another remote fills (app-kit remote-sections.ts): its module is loaded on first render and
 * mounted into an element only it touches; it is unmounted when the card goes or the customer changes.
 */
export const RemoteSection = ({ id, source, customerId, highlightId }: Props) => {
  const { t } = useTranslation('customers');
  const [open, setOpen] = useSectionOpen(id);
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let unmount: (() => void) | null = null;
    setState('loading');
    source
      .load()
      .then((module) => {
        if (!active || !hostRef.current) return;
        unmount = module.mountCardSection(id, hostRef.current, { customerId, ...(highlightId ? { highlightId } : {}) });
        setState('mounted');
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error(`Card section ${id} from ${source.remoteName} failed`, error);
        setState('error');
      });
    return () => {
      active = false;
      const done = unmount;
      // The other remote's React root is unmounted after this commit, not inside it.
      if (done) queueMicrotask(() => done());
    };
  }, [id, source, customerId, highlightId, attempt]);

  return (
    <CollapsibleSection id={id} title={t(`sections.${id}`)} open={open} onOpenChange={setOpen} expandLabel={t('common.toggleSection')}>
      {state === 'loading' && <Spinner label={t('card.remoteLoading')} size="sm" showLabel />}
      {state === 'error' && (
        <div className={styles.remoteError} role="alert">
          <p className={styles.bad}>{t('card.remoteError')}</p>
          <Button size="sm" onClick={() => setAttempt((value) => value + 1)}>
            {t('card.retry')}
          </Button>
        </div>
      )}
      <div ref={hostRef} data-remote-section={id} data-remote={source.remoteName} hidden={state === 'error'} />
    </CollapsibleSection>
  );
};
