import type { TFunction } from 'i18next';

/** What a card section knows of an item before and after a detail's action. */
export interface ItemChange {
  state: string;
  resend_cnt: number;
  email: string;
}

/**
 * The success message of a detail's action (issue 26: every card action says it succeeded), from what changed: a
 * draft sent or marked sent, a resend, an answer accepted or denied. null: nothing worth saying (an edit).
 */
export const changeNotice = (t: TFunction<'outbound'>, before: ItemChange | undefined, after: ItemChange): string | null => {
  if (!before) return null;
  if (before.state === 'draft' && after.state !== 'draft') return t('changeNotice.sent', { email: after.email });
  if (after.resend_cnt > before.resend_cnt) return t('changeNotice.resent', { email: after.email });
  if (before.state === 'wait' && after.state === 'accepted') return t('changeNotice.accepted');
  if (before.state === 'wait' && after.state === 'error') return t('changeNotice.denied', { email: after.email });
  return null;
};
