import { formatDateTime } from '@tunne/app-kit';
import type { Identification, IdentificationRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { acceptIdentification, denyIdentification, getIdentification, listIdentifications } from '../features/identifications/api.ts';
import { IdentificationChecks } from '../features/identifications/components/IdentificationChecks.tsx';
import {
  CopyAction, CopyBadges, IdentificationHeadNote, IdentificationParts, identificationStateLabel,
} from '../features/identifications/components/IdentificationDetail.tsx';
import { IdentificationDialog } from '../features/identifications/components/IdentificationDialog.tsx';
import { changeNotice } from '../shared/change-notice.ts';
import { dateColumn } from '../shared/item-columns.ts';
import { SendActions } from '../shared/SendActions.tsx';
import type { Approval, ItemKind } from './kind.ts';

/** A saved identification as a row of the list. */
export const identificationRowOf = (item: Identification): IdentificationRow => ({
  id: item.id,
  customers_id: item.customers_id,
  name: item.name,
  email: item.email,
  state: item.state,
  light: item.light,
  created_at: item.created_at,
  sent_at: item.sent_at,
  resent_at: item.resent_at,
  resend_cnt: item.resend_cnt,
  identified_at: item.identified_at,
  eidmethod: item.eidmethod,
  is_manual: item.is_manual,
  is_copy: item.is_copy,
  ssn_conflict: item.ssn_conflict,
  users_id: item.users_id,
  user_name: item.user_name,
  assurance: item.assurance,
});

const approval: Approval<Identification> = {
  flag: 'use_identifications_accept',
  accept: acceptIdentification,
  deny: denyIdentification,
  acceptMessage: (t, item) => t('confirm.acceptIdentification', { name: item.identified_name ?? item.name }),
};

/** An open identification: waiting, failed, or identified less strongly than required. */
const isOpen = (row: IdentificationRow) =>
  row.state === 'error' || row.state === 'wait' || row.assurance === 'mismatch' || row.assurance === 'not_verified' || row.assurance === 'weak';

/** Identifications (spec §3 Identification, §4, §7): a person identified by eID, a document or a drawn signature. */
export const identifications: ItemKind<Identification, IdentificationRow> = {
  api: 'identifications',
  name: 'identifications',
  flag: 'use_identifications',
  list: listIdentifications,
  get: getIdentification,
  rowOf: (item, previous) => ({ ...identificationRowOf(item), user_name: item.user_name ?? previous?.user_name ?? null }),
  light: (entry) => entry.light,
  stateLabel: identificationStateLabel,
  isDraft: (item) => item.state === 'draft',
  recipient: (item) => item.email,

  summary: (t, rows) => t('identifications.summary', { count: rows.length, open: rows.filter(isOpen).length }),
  columns: (t) => [
    {
      id: 'name',
      header: t('columns.person'),
      cell: (row) => (
        <>
          <span className={cells.strong}>{row.name}</span> <CopyBadges item={row} />
          {row.ssn_conflict === 'pending' && <span className={cells.sub}>{t('conflict.short')}</span>}
        </>
      ),
      sortValue: (row) => row.name,
    },
    { id: 'email', header: t('columns.email'), muted: true, cell: (row) => row.email },
    { id: 'method', header: t('columns.method'), cell: (row) => (row.eidmethod ? t(`eid.method.${row.eidmethod}`) : t('common.none')) },
    dateColumn(t, 'sent', t('columns.sent'), (row) => row.sent_at),
    dateColumn(t, 'identified', t('columns.identified'), (row) => row.identified_at),
  ],
  lightAttribute: 'data-identifications-light',
  rowAttribute: 'data-identification',
  Form: ({ item, onSaved, ...props }) => (
    <IdentificationDialog {...props} identification={item} onSaved={(identification, next) => onSaved(identification, next, identification.state !== 'draft')} />
  ),
  changeNotice,

  title: (t, item) => t('identifications.detailTitle', { name: item.name }),
  detailAttributes: (item) => ({ 'data-identification': item.id, 'data-state': item.state }),
  HeadNote: IdentificationHeadNote,
  deleteMessage: (t, item) => t('confirm.deleteIdentification', { name: item.name }),
  facts: (t, item) => [
    [t('identifications.name'), item.name],
    [t('fields.email'), item.email],
    [t('fields.language'), t(`languages.${item.language}`)],
    [t('columns.sender'), item.user_name],
    [t('fields.created_at'), formatDateTime(item.created_at)],
    [t('columns.sent'), formatDateTime(item.sent_at)],
    [t('fields.resent'), item.resend_cnt > 0 ? t('fields.resentValue', { count: item.resend_cnt, at: formatDateTime(item.resent_at) }) : null],
    [t('fields.expires_at'), formatDateTime(item.expires_at)],
    [t('fields.accepted_at'), formatDateTime(item.accepted_at)],
    [t('fields.denied_at'), formatDateTime(item.denied_at)],
    [t('eid.legend'), item.available_eidmethods.map((method) => t(`eid.method.${method}`)).join(', ')],
    [t('identifications.ask_pep'), item.ask_pep ? (item.autofill_pep ? t('identifications.pepAutofill') : t('common.yes')) : null],
  ],
  texts: [{ title: 'identifications.groups.message', values: (item) => [item.note, item.description, item.instructions] }],
  Lead: IdentificationChecks,
  Parts: IdentificationParts,
  approval,
  Footer: (context) => <SendActions context={context} api="identifications" approval={approval} Extra={CopyAction} />,
};
