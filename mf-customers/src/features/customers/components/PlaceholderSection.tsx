import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '@tunne/design-system';
import * as styles from './CardSections.module.css';

/** A place on the card for a section another module owns; it says so instead of showing anything made up. */
export const PlaceholderSection = ({ id }: { id: string }) => {
  const { t } = useTranslation('customers');
  return (
    <CollapsibleSection id={id} title={t(`sections.${id}`)} defaultOpen={false} expandLabel={t('common.toggleSection')}>
      <p className={styles.muted}>{t('card.placeholder')}</p>
    </CollapsibleSection>
  );
};
