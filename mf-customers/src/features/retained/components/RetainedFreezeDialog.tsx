import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormDialog, Spinner, TextArea } from '@tunne/design-system';
import { formatDateTime, useLoad, useSessionStore } from '@tunne/app-kit';
import type { EddFreeze, RetainedRecordSummary } from '@tunne/contracts';
import { decideRetainedLift, getRetainedFreeze, requestRetainedLift } from '../api.ts';

type Props = { record: RetainedRecordSummary; onDone: (message: string) => void; onClose: () => void; onError: (error: unknown) => void };

/**
 * A retained record's freeze (issue 25 §1): the freeze keeps the record (a legal hold) until it is lifted as a live
 * customer's — an admin asks with a reason, another admin of senior management approves or refuses it with a reason.
 */
export const RetainedFreezeDialog = ({ record, onDone, onClose, onError }: Props) => {
  const { t } = useTranslation('customers');
  const me = useSessionStore((state) => state.user?.id ?? null);
  const load = useLoad((signal) => getRetainedFreeze(record.id, signal), [record.id]);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const freeze: EddFreeze | null = load.state === 'done' ? load.data : null;
  const request = freeze?.lift_request ?? null;
  const own = request !== null && request.requested_by === me;

  const run = async (call: () => Promise<EddFreeze | null>, message: string) => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await call();
      onDone(message);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!freeze || own) return;
    if (request) void run(() => decideRetainedLift(record.id, 'approve', request.id, reason.trim()), t('retained.freeze.approved'));
    else void run(() => requestRetainedLift(record.id, reason.trim()), t('retained.freeze.requested'));
  };

  const canAct = freeze !== null && !own;
  return (
    <FormDialog
      open
      title={t('retained.freeze.title', { name: record.name })}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={request ? t('retained.freeze.approve') : t('retained.freeze.request')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      busy={busy}
      destructive={canAct && request !== null}
      size="sm"
    >
      {load.state === 'loading' && <Spinner label={t('retained.loading')} size="sm" showLabel />}
      {load.state === 'error' && <p role="alert">{t('retained.error')}</p>}
      {load.state === 'done' && !freeze && <p data-testid="retained-freeze-none">{t('retained.freeze.none')}</p>}
      {freeze && (
        <>
          <p data-testid="retained-freeze-since">{t('retained.freeze.since', { at: formatDateTime(freeze.frozen_at) })}</p>
          {request && (
            <p data-testid="retained-freeze-request">
              {t('retained.freeze.pending', { at: formatDateTime(request.requested_at), reason: request.reason })}
            </p>
          )}
          {own ? (
            <p>{t('retained.freeze.own')}</p>
          ) : (
            <>
              <TextArea
                label={request ? t('retained.freeze.decisionReason') : t('retained.freeze.reason')}
                maxLength={2000}
                rows={3}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setMissing(false);
                }}
                error={missing ? t('retained.freeze.reasonMissing') : undefined}
              />
              {request && (
                <div>
                  <Button
                    size="sm"
                    loading={busy}
                    onClick={() => void run(() => decideRetainedLift(record.id, 'refuse', request.id, reason.trim()), t('retained.freeze.refused'))}
                  >
                    {t('retained.freeze.refuse')}
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
    </FormDialog>
  );
};
