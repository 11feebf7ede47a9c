import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, TrafficLight } from '@tunne/design-system';
import { appHref, navigate, useAppLocation, useLoad, useSessionStore, useShowError, type CardSectionProps } from '@tunne/app-kit';
import { combinedLight } from '@tunne/contracts';
import type { ItemBase, ItemKind, RowBase } from '../kinds/kind.ts';
import { getCustomerContact } from './customer-api.ts';
import { sendItem } from './item-api.ts';
import { ItemsSection } from './ItemsSection.tsx';
import { KindDetail } from './KindDetail.tsx';
import { SendLaterDialog, sendingLater } from './SendLaterDialog.tsx';
import { useUserNames } from './user-names.ts';
import * as section from '@tunne/design-system/section.module.css';

type Props<Item extends ItemBase, Row extends RowBase> = CardSectionProps & { kind: ItemKind<Item, Row> };

const dataAttribute = (name: `data-${string}`, value: string): Record<`data-${string}`, string> => ({ [name]: value });

/** What the section has open over its list: an item's details, the form, or the send time of a saved draft. */
type Open<Item> =
  | { view: 'detail'; id: string; focusId?: string | undefined }
  | { view: 'form'; item: Item | null }
  | { view: 'later'; item: Item }
  | null;

/**
 * A customer card's section of one outbound item kind (spec §2 card sections, §3, §4): the summary and its light,
 * "New …", the list; a row opens the details, "New" the form. Deep links: /customers/{id}/{kind}/new opens the form,
 * …/{id} the details (and the kind's own deeper links, e.g. an e-signature's signatory).
 */
export const KindCardSection = <Item extends ItemBase, Row extends RowBase>({ kind, customerId, highlightId }: Props<Item, Row>) => {
  const { t } = useTranslation('outbound');
  const uses = useSessionStore((state) => state.organisation?.[kind.flag] ?? false);
  if (!uses) return <p className={section.notInUse}>{t(`${kind.name}.notInUse`)}</p>;
  return <CustomerItems kind={kind} customerId={customerId} highlightId={highlightId} />;
};

const CustomerItems = <Item extends ItemBase, Row extends RowBase>({ kind, customerId, highlightId }: Props<Item, Row>) => {
  const { t } = useTranslation('outbound');
  const showError = useShowError();
  const { path } = useAppLocation();
  const load = useLoad((signal) => kind.list(customerId, signal), [customerId]);
  const customer = useLoad((signal) => getCustomerContact(customerId, signal), [customerId]);
  const linked = kind.deepLink?.(path) ?? null;
  const [open, setOpen] = useState<Open<Item>>(() => {
    if (linked) return { view: 'detail', id: linked.id, focusId: linked.focusId };
    if (highlightId === 'new') return { view: 'form', item: null };
    return highlightId ? { view: 'detail', id: highlightId } : null;
  });
  const [notice, setNotice] = useState<string | null>(null);
  // A deep link opened the form or the details: once closed, the card's own address again, so a reload or the back
  // button does not open it anew.
  const deepLinked = Boolean(highlightId) || linked !== null;
  useEffect(() => {
    if (open === null && deepLinked) navigate(appHref(`/customers/${customerId}`), { replace: true });
  }, [open, deepLinked, customerId]);
  const userName = useUserNames();
  const rows = load.state === 'done' ? load.data : [];
  const rowOfId = (id: string) => rows.find((row) => row.id === id);
  const senderOf = (row: Row | undefined) => userName(row?.users_id ?? null, row?.user_name);
  const highlighted = kind.highlightsOpenRow && open?.view === 'detail' ? open.id : highlightId;

  const upsert = (item: Item) => {
    if (load.state !== 'done') return load.reload();
    const previous = load.data.find((row) => row.id === item.id);
    load.set(previous ? load.data.map((row) => (row === previous ? kind.rowOf(item, row) : row)) : [kind.rowOf(item), ...load.data]);
  };
  const frozen = customer.state === 'done' && customer.data.is_frozen;
  const close = () => setOpen(null);

  return (
    <ItemsSection
      summary={load.state === 'done' ? (rows.length === 0 ? t(`${kind.name}.empty`) : kind.summary(t, rows)) : null}
      loading={load.state === 'loading'}
      newLabel={t(`${kind.name}.new`)}
      onNew={() => setOpen({ view: 'form', item: null })}
      frozen={frozen}
      notice={notice}
      error={load.state === 'error' ? t(`${kind.name}.loadError`) : null}
      attributes={dataAttribute(kind.lightAttribute, combinedLight(rows.map(kind.light)))}
    >
      {rows.length > 0 && (
        <DataTable
          variant="plain"
          columns={[
            { id: 'state', header: t('columns.state'), nowrap: true, cell: (row) => <TrafficLight status={kind.light(row)} label={kind.stateLabel(t, row)} /> },
            ...kind.columns(t),
            { id: 'sender', header: t('columns.sender'), muted: true, nowrap: true, cell: (row) => senderOf(row) ?? t('common.none') },
          ]}
          data={rows}
          getRowId={(row) => row.id}
          label={t(`${kind.name}.tableLabel`)}
          onRowOpen={(row) => setOpen({ view: 'detail', id: row.id })}
          rowAttributes={(row) => ({ ...dataAttribute(kind.rowAttribute, row.id), highlighted: row.id === highlighted })}
        />
      )}

      {open?.view === 'detail' && (
        <KindDetail
          kind={kind}
          frozen={frozen}
          itemId={open.id}
          focusId={open.focusId}
          senderName={senderOf(rowOfId(open.id))}
          onChanged={(changed) => {
            setNotice(kind.changeNotice(t, rowOfId(changed.id), changed));
            upsert(changed);
          }}
          onDeleted={(id) => {
            if (load.state === 'done') load.set(load.data.filter((row) => row.id !== id));
            close();
          }}
          onEdit={(item) => setOpen({ view: 'form', item })}
          onClose={close}
          onError={showError}
        />
      )}
      {open?.view === 'form' && (
        <kind.Form
          frozen={frozen}
          onDraft={upsert}
          customerId={customerId}
          item={open.item}
          onSaved={(item, next, sent) => {
            upsert(item);
            setNotice(sent ? t(`${kind.name}.sent`, { email: kind.recipient(item) }) : t(`${kind.name}.savedDraft`));
            setOpen(next === 'sendLater' ? { view: 'later', item } : null);
          }}
          onClose={close}
          onError={showError}
        />
      )}
      {open?.view === 'later' && (
        <SendLaterDialog
          onSend={sendingLater(
            async (body) => {
              const scheduled = await sendItem<Item>(kind.api, open.item.id, body);
              upsert(scheduled);
              setNotice(t(`${kind.name}.scheduledNotice`, { email: kind.recipient(scheduled) }));
            },
            close,
            showError,
          )}
          onClose={close}
        />
      )}
    </ItemsSection>
  );
};
