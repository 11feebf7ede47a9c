import { useState } from 'react';
import { CollapsibleSection, ToggleChip } from '@tunne/design-system';
import { useTranslation } from 'react-i18next';
import { toggleTag } from '../api.ts';
import type { Tag, TagRef } from '../types.ts';
import { useSectionOpen } from '../../../shared/section-open.ts';
import * as styles from './CardSections.module.css';

type Props = { customerId: string; tags: Tag[]; selected: TagRef[]; onChange: (tags: TagRef[]) => void; onError: (error: unknown) => void };

/** The organisation's tags as toggle chips; each click toggles one (PATCH tag/{tags_id}). */
export const TagsSection = ({ customerId, tags, selected, onChange, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [open, setOpen] = useSectionOpen('tags');
  const [busy, setBusy] = useState<string | null>(null);
  const selectedIds = new Set(selected.map((tag) => tag.id));

  const handleToggle = async (tag: Tag) => {
    setBusy(tag.id);
    try {
      onChange(await toggleTag(customerId, tag.id));
    } catch (error) {
      onError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <CollapsibleSection id="tags" title={t('sections.tags')} count={selected.length} open={open} onOpenChange={setOpen} expandLabel={t('common.toggleSection')}>
      {tags.length === 0 ? (
        <p className={styles.muted}>{t('empty.tags')}</p>
      ) : (
        <div className={styles.chips} role="group" aria-label={t('sections.tags')}>
          {tags.map((tag) => (
            <ToggleChip key={tag.id} pressed={selectedIds.has(tag.id)} disabled={busy === tag.id} onClick={() => void handleToggle(tag)} title={tag.description ?? undefined}>
              {tag.name}
            </ToggleChip>
          ))}
        </div>
      )}
    </CollapsibleSection>
  );
};
