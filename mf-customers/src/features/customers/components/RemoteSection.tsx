import { useTranslation } from 'react-i18next';
import { Button, CollapsibleSection, Spinner } from '@tunne/design-system';
import { useRemoteSection, type CardSectionSource } from '@tunne/app-kit';
import { useSectionOpen } from '../../../shared/section-open.ts';
import * as styles from './CardSections.module.css';

type Props = {
  id: string;
  source: CardSectionSource;
  customerId: string;
  highlightId?: string | undefined;
};

/**
 * A card section another remote fills (app-kit remote-sections.ts): its module is loaded on first render and
 * mounted into an element only it touches; it is unmounted when the card goes or the customer changes.
 */
export const RemoteSection = ({ id, source, customerId, highlightId }: Props) => {
  const { t } = useTranslation('customers');
  const [open, setOpen] = useSectionOpen(id);
  const { hostRef, state, retry } = useRemoteSection(
    source,
    (module, element) => module.mountCardSection(id, element, { customerId, ...(highlightId ? { highlightId } : {}) }),
    [id, customerId, highlightId],
  );

  return (
    <CollapsibleSection id={id} title={t(`sections.${id}`)} open={open} onOpenChange={setOpen} expandLabel={t('common.toggleSection')}>
      {state === 'loading' && <Spinner label={t('card.remoteLoading')} size="sm" showLabel />}
      {state === 'error' && (
        <div className={styles.remoteError} role="alert">
          <p className={styles.bad}>{t('card.remoteError')}</p>
          <Button size="sm" onClick={retry}>
            {t('card.retry')}
          </Button>
        </div>
      )}
      <div ref={hostRef} data-remote-section={id} data-remote={source.remoteName} hidden={state === 'error'} />
    </CollapsibleSection>
  );
};
