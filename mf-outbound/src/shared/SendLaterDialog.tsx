import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextInput } from '@tunne/design-system';
import { fieldProblemText, formatDateTime, useErrorText } from '@tunne/app-kit';
import type { SendBody } from '@tunne/contracts';
import { defaultSendAt, localDateTime, sendLaterBody, sendLaterResolver, type SendLaterValues } from './send-later-form.ts';
import * as styles from './Form.module.css';
import { isEddRefusal, isSendRefusal, SendRefusal, type EddOverrideSend } from './SendRefusal.tsx';

type Props = {
  /**
   * Sends with the chosen time; the dialog stays busy until it settles. A send refusal (409) it rethrows is said in the
   * dialog, and an EDD refusal offers an admin the override (the same send with `edd_override_reason`).
   */
  onSend: (body: SendBody) => Promise<void>;
  onClose: () => void;
};

/**
 * A caller's send for the dialog: done, `onSent`; a refusal (frozen, EDD, …) goes back to the dialog, which says it and
 * offers an admin the EDD override; any other error to `onError`.
 */
export const sendingLater =
  (send: (body: SendBody) => Promise<void>, onSent: () => void, onError: (error: unknown) => void) =>
  async (body: SendBody): Promise<void> => {
    try {
      await send(body);
      onSent();
    } catch (error) {
      if (isSendRefusal(error)) throw error;
      onError(error);
    }
  };

/** "Send later": the date and time the link is mailed (spec §4). */
export const SendLaterDialog = ({ onSend, onClose }: Props) => {
  const { t } = useTranslation('outbound');
  const resolver = useMemo(() => sendLaterResolver(), []);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SendLaterValues>({ mode: 'onTouched', resolver, defaultValues: { sendAt: defaultSendAt() } });
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<{ text: string; override: EddOverrideSend | null } | null>(null);
  const attempt = async (body: SendBody): Promise<void> => {
    setRefusal(null);
    try {
      await onSend(body);
    } catch (error) {
      if (!isSendRefusal(error)) throw error;
      setRefusal({ text: errorText(error), override: isEddRefusal(error) ? (reason) => attempt({ ...body, edd_override_reason: reason }) : null });
    }
  };
  const problem = errors.sendAt?.message;
  const shown = problem === 'past' || problem === 'tooFar' ? t(`sendLater.${problem}`) : fieldProblemText(t, 'outbound', 'sendAt', problem);
  return (
    <FormDialog
      open
      size="sm"
      title={t('sendLater.title')}
      onSubmit={(event) => void handleSubmit((values) => attempt(sendLaterBody(values)))(event)}
      onClose={onClose}
      submitLabel={t('actions.sendLater')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={isSubmitting}
    >
      <SendRefusal text={refusal?.text ?? null} onOverride={refusal?.override ?? null} />
      <TextInput
        type="datetime-local"
        label={t('sendLater.at')}
        hint={t('sendLater.hint')}
        min={localDateTime(new Date())}
        required
        {...register('sendAt')}
        error={shown}
      />
      {/* The native field shows the browser's own date format; this line says it the app's way (DD.MM.YYYY HH:mm). */}
      {!problem && formatDateTime(watch('sendAt')) && (
        <p className={styles.hint} aria-live="polite">
          {t('requests.scheduled', { at: formatDateTime(watch('sendAt')) })}
        </p>
      )}
    </FormDialog>
  );
};
