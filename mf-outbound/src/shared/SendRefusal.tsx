import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea } from '@tunne/design-system';
import { isApiCallError, useIsAdmin } from '@tunne/app-kit';
import * as styles from './Section.module.css';

/**
 * A send the service refused for a reason staff must know (409: the customer is frozen, its enhanced due diligence is
 * not approved, …): the dialog says so in its own words and stays open on the saved draft (issue 25 §3). Any 409 is
 * shown the same way, by its catalogue text, so a new refusal code needs no change here.
 */
export const isSendRefusal = (error: unknown): boolean => isApiCallError(error) && error.status === 409;

/** The refusal is the customer's enhanced due diligence (issue 25 §3): an admin may override it for this one item. */
export const isEddRefusal = (error: unknown): boolean => isSendRefusal(error) && isApiCallError(error) && error.code === 'EDD_NOT_APPROVED';

/** Repeats the refused send with the admin's reason (`edd_override_reason`); rejects as the send does. */
export type EddOverrideSend = (reason: string) => Promise<void>;

/**
 * The override of a refused send: repeats it with the admin's reason; a refusal again is said in the dialog
 * (`onRefused`), anything else goes to `onError`.
 */
export const eddOverrideRetry = <T,>(
  send: (reason: string) => Promise<T>, onSent: (item: T) => void, onRefused: (error: unknown) => void, onError: (error: unknown) => void,
): EddOverrideSend => async (reason) => {
  try {
    onSent(await send(reason));
  } catch (error) {
    if (isSendRefusal(error)) onRefused(error);
    else onError(error);
  }
};

/**
 * The refusal's text inside the dialog; nothing when there is none. With `onOverride` (an EDD refusal) an admin gets,
 * right there, a required reason and a button that repeats the same send with it (recorded in the item's history);
 * a regular user sees only the refusal, whose text says an admin can override it. No <form> of its own: the send
 * dialogs render it inside theirs.
 */
export const SendRefusal = ({ text, onOverride }: { text: string | null; onOverride?: EddOverrideSend | null }) =>
  text ? (
    <>
      <p className={styles.warning} role="alert" data-testid="outbound-send-refusal">
        {text}
      </p>
      {onOverride && <EddOverride onOverride={onOverride} />}
    </>
  ) : null;

/** The override alone, under a refusal a dialog says its own way (the e-signature's partial-failure line). */
export const EddOverride = ({ onOverride }: { onOverride: EddOverrideSend }) => {
  const { t } = useTranslation('outbound');
  const isAdmin = useIsAdmin();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!isAdmin) return null;
  const confirm = async () => {
    const trimmed = reason.trim();
    setProblem(trimmed === '');
    if (trimmed === '') return;
    setBusy(true);
    try {
      await onOverride(trimmed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-label={t('eddOverride.title')} data-testid="outbound-edd-override">
      <TextArea
        label={t('eddOverride.reason')}
        hint={t('eddOverride.hint')}
        rows={3}
        maxLength={2000}
        required
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim() !== '') setProblem(false);
        }}
        error={problem ? t('eddOverride.reasonRequired') : undefined}
      />
      <Button size="sm" variant="danger" loading={busy} onClick={() => void confirm()}>
        {t('eddOverride.confirm')}
      </Button>
    </div>
  );
};

/** Why the send buttons are disabled: the customer is frozen (its id names the note for aria-describedby). */
export const FrozenSendNote = ({ id }: { id: string }) => {
  const { t } = useTranslation('outbound');
  return (
    <p className={styles.warning} role="note" id={id} data-testid="outbound-frozen-note">
      {t('common.frozenSend')}
    </p>
  );
};
