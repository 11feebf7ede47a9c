import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextInput } from '@tunne/design-system';
import { formatDate } from '@tunne/app-kit';
import type { MarkedLink } from '@tunne/contracts';

/** What POST …/send answers for mode MARK: the item and, this once, the link staff deliver themselves (issue 26). */
export type WithMarkedLink<T> = T & { marked_link?: MarkedLink };

/**
 * The link of an item marked as sent, shown once with a copy button: the service answers it only in the send's
 * response (logged in the security log) and keeps only its hash, so closing the dialog loses it for good.
 */
export const MarkedLinkDialog = ({ marked, onClose }: { marked: MarkedLink; onClose: () => void }) => {
  const { t } = useTranslation('outbound');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('no');
      return;
    }
    clipboard.writeText(marked.link).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <Modal
      open
      size="md"
      title={t('markedLink.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button onClick={() => copy()}>{t('markedLink.copy')}</Button>
          <Button variant="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <p>{t('markedLink.text', { date: formatDate(marked.expires_at) })}</p>
      <TextInput label={t('markedLink.label')} value={marked.link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <p role="status">{copied === 'yes' ? t('markedLink.copied') : copied === 'no' ? t('markedLink.copyFailed') : ''}</p>
    </Modal>
  );
};

/** A detail's send: takes the link out of a MARK's response to show it, and answers the item itself. */
export const useMarkedLink = (): { take: <T extends object>(response: WithMarkedLink<T>) => T; dialog: ReactNode } => {
  const [marked, setMarked] = useState<MarkedLink | null>(null);
  return {
    take: <T extends object>(response: WithMarkedLink<T>): T => {
      const { marked_link: link, ...item } = response;
      if (link) setMarked(link);
      return item as T;
    },
    dialog: marked ? <MarkedLinkDialog marked={marked} onClose={() => setMarked(null)} /> : null,
  };
};
