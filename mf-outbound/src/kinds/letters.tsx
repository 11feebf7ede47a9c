import { formatDateTime } from '@tunne/app-kit';
import { letterLight, type Letter, type LetterRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { getLetter, listLetters } from '../features/letters/api.ts';
import { LetterDialog } from '../features/letters/components/LetterDialog.tsx';
import { LetterParts } from '../features/letters/components/LetterDetail.tsx';
import { letterStatusKey } from '../features/letters/letter-status.ts';
import { changeNotice } from '../shared/change-notice.ts';
import { ScheduledNote } from '../shared/DetailParts.tsx';
import { dateColumn, resendsColumn } from '../shared/item-columns.ts';
import { SendActions } from '../shared/SendActions.tsx';
import type { ItemKind } from './kind.ts';

const rowOf = (letter: Letter, previous?: LetterRow): LetterRow => ({
  id: letter.id,
  customers_id: letter.customers_id,
  email: letter.email,
  tel: letter.tel,
  language: letter.language,
  state: letter.state,
  light: letter.light,
  created_at: letter.created_at,
  sent_at: letter.sent_at,
  resent_at: letter.resent_at,
  resend_cnt: letter.resend_cnt,
  opened_at: letter.opened_at,
  answered_at: letter.answered_at,
  users_id: letter.users_id,
  user_name: previous?.user_name ?? null,
});

/** Secure messages (spec §3 Secure message): unread red, opened green; the recipient may answer. */
export const letters: ItemKind<Letter, LetterRow> = {
  api: 'letters',
  name: 'letters',
  flag: 'use_letters',
  list: listLetters,
  get: getLetter,
  rowOf,
  light: (entry) => letterLight(entry.state),
  stateLabel: (t, entry) => t(letterStatusKey(entry)),
  isDraft: (letter) => letter.state === 'draft',
  recipient: (letter) => letter.email,

  summary: (t, rows) => t('letters.summary', { count: rows.length, unread: rows.filter((row) => row.state === 'error').length }),
  columns: (t) => [
    {
      id: 'recipient',
      header: t('columns.recipient'),
      cell: (row) => (
        <>
          <span className={cells.strong}>{row.email}</span>
          {row.tel && <span className={cells.sub}>{row.tel}</span>}
        </>
      ),
    },
    dateColumn(t, 'sent', t('columns.sent'), (row) => row.sent_at),
    dateColumn(t, 'opened', t('columns.opened'), (row) => row.opened_at),
    resendsColumn(t),
  ],
  lightAttribute: 'data-letters-light',
  rowAttribute: 'data-letter',
  Form: ({ item, onSaved, ...props }) => <LetterDialog {...props} letter={item} onSaved={(letter, next) => onSaved(letter, next, letter.state !== 'draft')} />,
  changeNotice,

  title: (t, letter) => t('letters.detailTitle', { email: letter.email }),
  detailAttributes: (letter) => ({ 'data-letter': letter.id, 'data-state': letter.state }),
  HeadNote: ScheduledNote,
  deleteMessage: (t, letter) => t('confirm.deleteLetter', { email: letter.email }),
  facts: (t, letter, senderName) => [
    [t('fields.email'), letter.email],
    [t('fields.tel'), letter.tel],
    [t('fields.language'), t(`languages.${letter.language}`)],
    [t('letters.allowAnswer'), letter.allow_answer ? t('common.yes') : t('common.no')],
    [t('columns.sender'), senderName],
    [t('fields.created_at'), formatDateTime(letter.created_at)],
    [t('columns.sent'), formatDateTime(letter.sent_at)],
    [t('fields.resent'), letter.resend_cnt > 0 ? t('fields.resentValue', { count: letter.resend_cnt, at: formatDateTime(letter.resent_at) }) : null],
    [t('fields.expires_at'), formatDateTime(letter.expires_at)],
    [t('columns.opened'), formatDateTime(letter.opened_at)],
    [t('columns.answered'), formatDateTime(letter.answered_at)],
  ],
  texts: [
    { title: 'fields.text', values: (letter) => [letter.text], always: true },
    { title: 'fields.note', values: (letter) => [letter.note] },
  ],
  Parts: LetterParts,
  Footer: (context) => <SendActions context={context} api="letters" />,
};
