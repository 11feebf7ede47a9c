import { formatDateTime } from '@tunne/app-kit';
import { requestLight, type Request, type RequestRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { acceptRequest, denyRequest, getRequest, listRequests } from '../features/requests/api.ts';
import { RequestDialog } from '../features/requests/components/RequestDialog.tsx';
import { RequestParts } from '../features/requests/components/RequestDetail.tsx';
import { changeNotice } from '../shared/change-notice.ts';
import { ScheduledNote } from '../shared/DetailParts.tsx';
import { dateColumn, resendsColumn } from '../shared/item-columns.ts';
import { SendActions } from '../shared/SendActions.tsx';
import type { Approval, ItemKind } from './kind.ts';

/** A saved request as a row of the list. */
const rowOf = (request: Request, previous?: RequestRow): RequestRow => ({
  id: request.id,
  customers_id: request.customers_id,
  email: request.email,
  language: request.language,
  state: request.state,
  light: request.light,
  created_at: request.created_at,
  sent_at: request.sent_at,
  resent_at: request.resent_at,
  resend_cnt: request.resend_cnt,
  answered_at: request.answered_at,
  is_accepted: request.is_accepted,
  users_id: request.users_id,
  user_name: previous?.user_name ?? null,
});

const approval: Approval<Request> = {
  flag: 'use_requests_accept',
  accept: acceptRequest,
  deny: denyRequest,
  acceptMessage: (t, request) => t('confirm.acceptRequest', { email: request.email }),
};

/** Requests for information (spec §3 Request): what the customer is asked, the answer beside what was before. */
export const requests: ItemKind<Request, RequestRow> = {
  api: 'requests',
  name: 'requests',
  flag: 'use_requests',
  list: listRequests,
  get: getRequest,
  rowOf,
  light: (entry) => requestLight(entry.state),
  stateLabel: (t, entry) => t(`state.request.${entry.state}`),
  isDraft: (request) => request.state === 'draft',
  recipient: (request) => request.email,

  summary: (t, rows) => t('requests.summary', { count: rows.length, open: rows.filter((row) => row.state === 'error' || row.state === 'wait').length }),
  columns: (t) => [
    { id: 'email', header: t('columns.email'), cell: (row) => <span className={cells.strong}>{row.email}</span> },
    dateColumn(t, 'sent', t('columns.sent'), (row) => row.sent_at),
    dateColumn(t, 'answered', t('columns.answered'), (row) => row.answered_at),
    resendsColumn(t),
  ],
  lightAttribute: 'data-requests-light',
  rowAttribute: 'data-request',
  Form: ({ item, onSaved, ...props }) => <RequestDialog {...props} request={item} onSaved={(request, next) => onSaved(request, next, request.state !== 'draft')} />,
  changeNotice,

  title: (t, request) => t('requests.detailTitle', { email: request.email }),
  detailAttributes: (request) => ({ 'data-request': request.id, 'data-state': request.state }),
  HeadNote: ScheduledNote,
  deleteMessage: (t, request) => t('confirm.deleteRequest', { email: request.email }),
  facts: (t, request, senderName) => [
    [t('fields.email'), request.email],
    [t('fields.language'), t(`languages.${request.language}`)],
    [t('columns.sender'), senderName],
    [t('fields.created_at'), formatDateTime(request.created_at)],
    [t('columns.sent'), formatDateTime(request.sent_at)],
    [t('fields.resent'), request.resend_cnt > 0 ? t('fields.resentValue', { count: request.resend_cnt, at: formatDateTime(request.resent_at) }) : null],
    [t('fields.expires_at'), formatDateTime(request.expires_at)],
    [t('columns.answered'), formatDateTime(request.answered_at)],
    [t('fields.accepted_at'), formatDateTime(request.accepted_at)],
    [t('fields.denied_at'), formatDateTime(request.denied_at)],
  ],
  texts: [
    { title: 'fields.description', values: (request) => [request.description] },
    { title: 'fields.note', values: (request) => [request.note] },
  ],
  Parts: RequestParts,
  approval,
  Footer: (context) => <SendActions context={context} api="requests" approval={approval} />,
};
