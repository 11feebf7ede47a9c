import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner, TrafficLight } from '@tunne/design-system';
import { useErrorText, useLoad } from '@tunne/app-kit';
import type { DetailContext, ItemBase, ItemKind, RowBase } from '../kinds/kind.ts';
import { ConfirmDialog, type Confirmation } from './ConfirmDialog.tsx';
import { Facts } from './Facts.tsx';
import { ItemHistory } from './ItemHistory.tsx';
import { deleteItem } from './item-api.ts';
import { FrozenSendNote, isEddRefusal } from './SendRefusal.tsx';
import * as styles from './Detail.module.css';

type Props<Item extends ItemBase, Row extends RowBase> = {
  kind: ItemKind<Item, Row>;
  itemId: string;
  /** The part a deep link points at (an e-signature's signatory). */
  focusId?: string | undefined;
  /** The sender's name (the list has it). */
  senderName: string | null;
  onChanged: (item: Item) => void;
  onDeleted: (id: string) => void;
  onEdit: (item: Item) => void;
  /** The customer is frozen: the send buttons are disabled and say why (the service refuses them too). */
  frozen?: boolean;
  onClose: () => void;
  onError: (error: unknown) => void;
};

/** An outbound item with everything about it and the actions its state allows (spec §3, §4), drawn from its kind. */
export const KindDetail = <Item extends ItemBase, Row extends RowBase>(props: Props<Item, Row>) => {
  const { kind, itemId, focusId, senderName, onChanged, onDeleted, onEdit, frozen = false, onClose, onError } = props;
  const { t } = useTranslation('outbound');
  const errorText = useErrorText();
  const frozenNoteId = useId();
  const load = useLoad((signal) => kind.get(itemId, signal), [itemId]);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReactNode>(null);
  // After an accept the button is gone: focus goes to the new state (issue 26), not to the page, so Esc still closes.
  const stateRef = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirmation !== null) return;
    stateRef.current?.focus();
    setRefocus(false);
  }, [refocus, confirmation]);

  const item = load.state === 'done' ? load.data : null;
  const changed = (next: Item) => {
    load.set(next);
    onChanged(next);
  };
  const act = async (key: string, action: () => Promise<Item>, eddRetry?: Confirmation) => {
    setBusy(key);
    try {
      changed(await action());
    } catch (error) {
      if (eddRetry && isEddRefusal(error)) setConfirmation({ ...eddRetry, refused: errorText(error) });
      else onError(error);
    } finally {
      setBusy(null);
    }
  };
  const focusState = () => setRefocus(true);
  const context: DetailContext<Item> | null = item && { item, frozen, busy, changed, act, confirm: setConfirmation, say: setNotice, focusId, focusState, onError };
  const { HeadNote, Lead, Parts, Footer } = kind;

  return (
    <Modal open title={item ? kind.title(t, item) : t(`${kind.name}.detailLoading`)} onClose={onClose} closeLabel={t('common.close')} size="lg" footer={context && <Footer {...context} />}>
      {frozen && <FrozenSendNote id={frozenNoteId} />}
      {load.state === 'loading' && <Spinner label={t('common.loading')} size="sm" showLabel />}
      {load.state === 'error' && (
        <p className={styles.muted} role="alert">
          {t('common.loadError')}
        </p>
      )}
      {item && context && (
        <div className={styles.stack} {...kind.detailAttributes(item)}>
          <div className={styles.head} {...(kind.approval ? { ref: stateRef, tabIndex: -1 } : {})}>
            <TrafficLight status={kind.light(item)} label={kind.stateLabel(t, item)} />
            {HeadNote && <HeadNote item={item} />}
            {kind.isDraft(item) && (
              <span className={styles.headActions}>
                <Button size="sm" onClick={() => onEdit(item)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setConfirmation({
                      title: t('confirm.deleteTitle'),
                      message: kind.deleteMessage(t, item),
                      confirmLabel: t('common.delete'),
                      destructive: true,
                      run: async () => {
                        await deleteItem(kind.api, item.id);
                        onDeleted(item.id);
                      },
                    })
                  }
                >
                  {t('common.delete')}
                </Button>
              </span>
            )}
          </div>
          {notice && (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          )}
          {Lead && <Lead {...context} />}
          <Facts label={t(`${kind.name}.facts`)} items={kind.facts(t, item, senderName)} />
          {kind.texts.map(({ title, values, always }) => {
            const shown = always ? values(item) : values(item).filter(Boolean);
            return (
              shown.length > 0 && (
                <section key={title} className={styles.part}>
                  <h3 className={styles.partTitle}>{t(title)}</h3>
                  {shown.map((text, index) => (
                    <p key={index} className={styles.text}>
                      {text}
                    </p>
                  ))}
                </section>
              )
            );
          })}
          {Parts && <Parts {...context} />}
          <ItemHistory kind={kind.api} itemId={item.id} version={item} />
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} onError={onError} />
    </Modal>
  );
};
