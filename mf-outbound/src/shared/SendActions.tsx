import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { announceCustomerChange, useSessionStore } from '@tunne/app-kit';
import type { SendBody } from '@tunne/contracts';
import type { Approval, DetailContext, ItemBase } from '../kinds/kind.ts';
import type { Confirmation } from './ConfirmDialog.tsx';
import { DenyDialog } from './DenyDialog.tsx';
import { openPreview, sendItem, type OutboundKind } from './item-api.ts';
import { useMarkedLink, type WithMarkedLink } from './MarkedLinkDialog.tsx';
import { SendLaterDialog, sendingLater } from './SendLaterDialog.tsx';
import * as styles from './Detail.module.css';

/** The send actions' view of an item: its state, its public page and whom it goes to. */
type Sendable = ItemBase & { state: string; public_url: string; email: string };

type Props<Item extends Sendable> = {
  context: DetailContext<Item>;
  api: OutboundKind;
  approval?: Approval<Item> | undefined;
  /** The kind's own buttons after the preview. */
  Extra?: ComponentType<DetailContext<Item>>;
};

/**
 * A detail's footer for the items sent as a link (spec §4): the preview; a draft's mark sent, send later and send
 * now; resend after an error; with approval, accept and deny of a waiting answer. Its dialogs open from here.
 */
export const SendActions = <Item extends Sendable>({ context, api, approval, Extra }: Props<Item>) => {
  const { t } = useTranslation('outbound');
  const { item, frozen, busy, changed, act, confirm, focusState, onError } = context;
  const usesApproval = useSessionStore((state) => (approval ? (state.organisation?.[approval.flag] ?? false) : false));
  const markedLink = useMarkedLink();
  const [dialog, setDialog] = useState<'later' | 'deny' | null>(null);
    const send = (body: SendBody) => async () => changed(markedLink.take(await sendItem<WithMarkedLink<Item>>(api, item.id, body)));
  /** A send asked first; an EDD refusal is said in the confirmation, which offers an admin the override. */
  const sendConfirmation = (mode: SendBody['mode'], texts: Pick<Confirmation, 'title' | 'message' | 'confirmLabel'>): Confirmation => ({
    ...texts,
    run: send({ mode }),
    runWithEddOverride: (reason) => send({ mode, edd_override_reason: reason })(),
  });
  const close = () => setDialog(null);

  return (
    <>
      <Button variant="ghost" className={styles.actionsStart} onClick={() => openPreview(item.public_url)}>
        {t('actions.preview')}
      </Button>
      {Extra && <Extra {...context} />}
      {item.state === 'draft' && (
        <>
          <Button disabled={frozen} onClick={() => confirm(sendConfirmation('MARK', { title: t('confirm.markTitle'), message: t('confirm.mark', { email: item.email }), confirmLabel: t('actions.markSent') }))}>
            {t('actions.markSent')}
          </Button>
          <Button disabled={frozen} onClick={() => setDialog('later')}>
            {t('actions.sendLaterEllipsis')}
          </Button>
          <Button
            disabled={frozen}
            variant="primary"
            loading={busy === 'now'}
            onClick={() =>
              void act('now', () => sendItem<Item>(api, item.id, { mode: 'NOW' }), sendConfirmation('NOW', { title: t('confirm.sendTitle'), message: t('confirm.send', { email: item.email }), confirmLabel: t('actions.sendNow') }))
            }
          >
            {t('actions.sendNow')}
          </Button>
        </>
      )}
      {item.state === 'error' && (
        <Button disabled={frozen} variant="primary" onClick={() => confirm(sendConfirmation('NOW', { title: t('confirm.resendTitle'), message: t('confirm.resend', { email: item.email }), confirmLabel: t('actions.resend') }))}>
          {t('actions.resend')}
        </Button>
      )}
      {approval && usesApproval && item.state === 'wait' && (
        <>
          <Button onClick={() => setDialog('deny')}>{t('actions.deny')}</Button>
          <Button
            variant="primary"
            onClick={() =>
              confirm({
                title: t('confirm.acceptTitle'),
                message: approval.acceptMessage(t, item),
                confirmLabel: t('actions.accept'),
                run: async () => {
                  changed(await approval.accept(item.id));
                  focusState();
                  // The answer landed in the customer: the card's other sections (risk score, EDD; records) read again.
                  announceCustomerChange('risk', item.customers_id);
                  announceCustomerChange('records', item.customers_id);
                },
              })
            }
          >
            {t('actions.accept')}
          </Button>
        </>
      )}
      {markedLink.dialog}
      {dialog === 'later' && <SendLaterDialog onSend={sendingLater((body) => send(body)(), close, onError)} onClose={close} />}
      {dialog === 'deny' && approval && (
        <DenyDialog
          deny={(body) => approval.deny(item.id, body)}
          onDenied={(next) => {
            changed(next);
            close();
          }}
          onClose={close}
          onError={onError}
        />
      )}
    </>
  );
};
