import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TrafficLight, type DataTableColumn } from '@tunne/design-system';
import { appHref, formatDate, navigate, useAppLocation, useLoad, useSessionStore, useShowError, type CardSectionProps } from '@tunne/app-kit';
import { combinedLight, esignatureLight, type Esignature, type EsignatureRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import { getCustomerContact } from '../../../shared/customer-api.ts';
import { ItemsSection } from '../../../shared/ItemsSection.tsx';
import { useUserNames } from '../../../shared/user-names.ts';
import * as styles from '../../../shared/Section.module.css';
import { listEsignatures } from '../api.ts';
import { EsignatureDetail } from './EsignatureDetail.tsx';
import { EsignatureDialog } from './EsignatureDialog.tsx';

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

type Open = { kind: 'detail'; id: string; signatoryId?: string | undefined } | { kind: 'form'; esignature: Esignature | null } | null;

/**
 * The customer card's e-signatures (spec §3 E-signature, §4): status light, title, signed x/y, sent and signed, sender.
 * Deep links: /customers/{id}/signatures/new (form), …/signatures/{id} (details) and
 * /customers/{id}/esignatures/{id}/signatories/{signatoryId} (details with that signatory highlighted).
 */
export const SignaturesCardSection = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const uses = useSessionStore((state) => state.organisation?.use_esignatures ?? false);
  if (!uses) return <p className={styles.notInUse}>{t('esignatures.notInUse')}</p>;
  return <CustomerEsignatures customerId={customerId} highlightId={highlightId} />;
};

const CustomerEsignatures = ({ customerId, highlightId }: CardSectionProps) => {
  const { t } = useTranslation('outbound');
  const showError = useShowError();
  const { path } = useAppLocation();
  const load = useLoad((signal) => listEsignatures(customerId, signal), [customerId]);
  const customer = useLoad((signal) => getCustomerContact(customerId, signal), [customerId]);
  const linked = signatoryLink.exec(path);
  const [open, setOpen] = useState<Open>(() => {
    if (linked?.[1]) return { kind: 'detail', id: decodeURIComponent(linked[1]), signatoryId: decodeURIComponent(linked[2] ?? '') };
    if (highlightId === 'new') return { kind: 'form', esignature: null };
    return highlightId ? { kind: 'detail', id: highlightId } : null;
  });
  const [notice, setNotice] = useState<string | null>(null);
  const deepLinked = Boolean(highlightId) || linked !== null;
  useEffect(() => {
    if (open === null && deepLinked) navigate(appHref(`/customers/${customerId}`), { replace: true });
  }, [open, deepLinked, customerId]);
  const userName = useUserNames();
  const rows = load.state === 'done' ? load.data : [];
  const highlighted = open?.kind === 'detail' ? open.id : highlightId;

  const upsert = (item: Esignature) => {
    if (load.state !== 'done') return load.reload();
    const exists = load.data.some((row) => row.id === item.id);
    load.set(exists ? load.data.map((row) => (row.id === item.id ? { ...esignatureRowOf(item), user_name: item.user_name ?? row.user_name } : row)) : [esignatureRowOf(item), ...load.data]);
  };

  const columns: DataTableColumn<EsignatureRow>[] = [
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (row) => <TrafficLight status={esignatureLight(row.status)} label={t(`esignatureStatus.${row.status}`)} />,
    },
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
    { id: 'sent', header: t('columns.sent'), align: 'end', nowrap: true, cell: (row) => formatDate(row.sent_at) || t('common.none'), sortValue: (row) => row.sent_at ?? '' },
    { id: 'signedAt', header: t('columns.signedAt'), align: 'end', nowrap: true, cell: (row) => formatDate(row.signed_at) || t('common.none'), sortValue: (row) => row.signed_at ?? '' },
    { id: 'sender', header: t('columns.sender'), muted: true, nowrap: true, cell: (row) => userName(row.users_id, row.user_name) ?? t('common.none') },
  ];

  const frozen = customer.state === 'done' && customer.data.is_frozen;
  const summary = combinedLight(rows.map((row) => esignatureLight(row.status)));
  const waiting = rows.filter((row) => row.status === 'SEND' || row.status === 'PAUSED').length;

  return (
    <ItemsSection
      summary={load.state === 'done' ? (rows.length === 0 ? t('esignatures.empty') : t('esignatures.summary', { count: rows.length, open: waiting })) : null}
      loading={load.state === 'loading'}
      newLabel={t('esignatures.new')}
      onNew={() => setOpen({ kind: 'form', esignature: null })}
      frozen={frozen}
      notice={notice}
      error={load.state === 'error' ? t('esignatures.loadError') : null}
      attributes={{ 'data-signatures-light': summary }}
    >
      {rows.length > 0 && (
        <DataTable
          variant="plain"
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          label={t('esignatures.tableLabel')}
          onRowOpen={(row) => setOpen({ kind: 'detail', id: row.id })}
          rowAttributes={(row) => ({ 'data-esignature-row': row.id, highlighted: row.id === highlighted })}
        />
      )}

      {open?.kind === 'detail' && (
        <EsignatureDetail
          frozen={frozen}
          esignatureId={open.id}
          highlightSignatoryId={open.signatoryId}
          onChanged={(changed) => {
            setNotice(null);
            upsert(changed);
          }}
          onDeleted={(id) => {
            if (load.state === 'done') load.set(load.data.filter((row) => row.id !== id));
            setOpen(null);
          }}
          onEdit={(esignature) => setOpen({ kind: 'form', esignature })}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
      {open?.kind === 'form' && (
        <EsignatureDialog
          customerId={customerId}
          esignature={open.esignature}
          onChanged={upsert}
          frozen={frozen}
          onDone={(esignature, sent) => {
            upsert(esignature);
            setNotice(sent ? t('esignatures.sent') : t('esignatures.savedDraft'));
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
          onError={showError}
        />
      )}
    </ItemsSection>
  );
};
