import { formatDateTime } from '@tunne/app-kit';
import { esignatureLight, type Esignature, type EsignatureRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { getEsignature, listEsignatures } from '../features/esignatures/api.ts';
import { EsignatureActions } from '../features/esignatures/components/EsignatureActions.tsx';
import { EsignatureParts, SignedCount } from '../features/esignatures/components/EsignatureDetail.tsx';
import { EsignatureDialog } from '../features/esignatures/components/EsignatureDialog.tsx';
import { dateColumn } from '../shared/item-columns.ts';
import type { ItemKind } from './kind.ts';

export const esignatureRowOf = (item: Esignature): EsignatureRow => ({
  id: item.id,
  customers_id: item.customers_id,
  signature_name: item.signature_name,
  name: item.name,
  status: item.status,
  light: item.light,
  created_at: item.created_at,
  sent_at: item.sent_at,
  signed_at: item.signed_at,
  users_id: item.users_id,
  user_name: item.user_name,
  signatories_total: item.signatories.length,
  signatories_signed: item.signatories.filter((signatory) => signatory.status === 'done').length,
});

/** /customers/{id}/esignatures/{esignatureId}/signatories/{signatoryId} (or …/signatures/…): the signatory a link points at. */
const signatoryLink = /^\/customers\/[^/]+\/e?signatures\/([^/]+)\/signatories\/([^/]+)$/;

/**
 * E-signatures (spec §3 E-signature, §4): documents signed by eID in signing orders, sealed into one PDF. Deep links:
 * /customers/{id}/signatures/new (form), …/signatures/{id} (details) and …/esignatures/{id}/signatories/{signatoryId}
 * (details with that signatory highlighted).
 */
export const esignatures: ItemKind<Esignature, EsignatureRow> = {
  api: 'esignatures',
  name: 'esignatures',
  flag: 'use_esignatures',
  list: listEsignatures,
  get: getEsignature,
  rowOf: (item, previous) => ({ ...esignatureRowOf(item), user_name: item.user_name ?? previous?.user_name ?? null }),
  light: (entry) => esignatureLight(entry.status),
  stateLabel: (t, entry) => t(`esignatureStatus.${entry.status}`),
  isDraft: (item) => item.status === 'DRAFT',
  recipient: (item) => item.signature_name,

  summary: (t, rows) => t('esignatures.summary', { count: rows.length, open: rows.filter((row) => row.status === 'SEND' || row.status === 'PAUSED').length }),
  columns: (t) => [
    {
      id: 'title',
      header: t('columns.title'),
      cell: (row) => (
        <>
          <span className={cells.strong}>{row.signature_name}</span>
          {row.name && <span className={cells.sub}>{row.name}</span>}
        </>
      ),
      sortValue: (row) => row.signature_name,
    },
    {
      id: 'signed',
      header: t('columns.signedCount'),
      align: 'end',
      nowrap: true,
      cell: (row) => t('esignatures.signedOf', { signed: row.signatories_signed, total: row.signatories_total }),
      sortValue: (row) => row.signatories_signed,
    },
    dateColumn(t, 'sent', t('columns.sent'), (row) => row.sent_at),
    dateColumn(t, 'signedAt', t('columns.signedAt'), (row) => row.signed_at),
  ],
  lightAttribute: 'data-signatures-light',
  rowAttribute: 'data-esignature-row',
  highlightsOpenRow: true,
  deepLink: (path) => {
    const linked = signatoryLink.exec(path);
    return linked?.[1] ? { id: decodeURIComponent(linked[1]), focusId: decodeURIComponent(linked[2] ?? '') } : null;
  },
  Form: ({ item, onDraft, onSaved, ...props }) => (
    <EsignatureDialog {...props} esignature={item} onChanged={onDraft} onDone={(esignature, sent) => onSaved(esignature, 'done', sent)} />
  ),
  changeNotice: () => null,

  title: (t, item) => t('esignatures.detailTitle', { name: item.signature_name }),
  detailAttributes: (item) => ({ 'data-esignature': item.id, 'data-status': item.status }),
  HeadNote: SignedCount,
  deleteMessage: (t, item) => t('confirm.deleteEsignature', { name: item.signature_name }),
  facts: (t, item) => [
    [t('esignatures.name'), item.name],
    [t('fields.language'), t(`languages.${item.language}`)],
    [t('columns.sender'), item.user_name],
    [t('fields.created_at'), formatDateTime(item.created_at)],
    [t('columns.sent'), formatDateTime(item.sent_at)],
    [t('fields.resent'), item.resend_cnt > 0 ? t('fields.resentValue', { count: item.resend_cnt, at: formatDateTime(item.resent_at) }) : null],
    [t('columns.signedAt'), formatDateTime(item.signed_at)],
    [t('esignatures.currentOrder'), item.current_order === null ? null : t('signatories.orderTitle', { order: item.current_order })],
    [t('esignatures.passportreader'), item.force_passportreader ? t('esignatures.force_passportreader') : item.allow_passportreader ? t('esignatures.allow_passportreader') : null],
  ],
  texts: [{ title: 'esignatures.texts', values: (item) => [item.note, item.description, item.signtext] }],
  Parts: EsignatureParts,
  Footer: EsignatureActions,
};
