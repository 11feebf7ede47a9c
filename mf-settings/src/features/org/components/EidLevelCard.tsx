import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, FormSection, Select, Spinner, TextArea } from '@tunne/design-system';
import { formatDateTime, useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import { eidLevels, type EidLevel, type EidLevelChange } from '@tunne/contracts';
import { decideEidLevelChange, getEidLevelChanges, requestEidLevelChange } from '../api.ts';
import * as styles from './OrgSettings.module.css';

/** The levels below `current`: what lowering may ask for. */
export const lowerLevels = (current: EidLevel): EidLevel[] => eidLevels.slice(0, eidLevels.indexOf(current));

/**
 * Settings › methods: lowering the minimum level of assurance weakens a control (issue 25 §3, §5). One admin asks with
 * a reason; another admin approves (the level changes then) or refuses, with a reason. Raising is saved in the form
 * above at once. `onChanged` reloads the section when an approval changed the level.
 */
export const EidLevelCard = ({ onChanged }: { onChanged: () => Promise<void> }) => {
  const { t } = useTranslation('settings');
  const load = useLoad((signal) => getEidLevelChanges(signal), []);
  const me = useSessionStore((state) => state.user?.id ?? null);
  const showError = useShowError();
  const [target, setTarget] = useState<EidLevel | ''>('');
  const [reason, setReason] = useState('');
  const [decisionReason, setDecisionReason] = useState('');
  const [busy, setBusy] = useState(false);
  const levelName = (level: EidLevel) => t(`org.methods.levels.${level}`);

  const run = async (action: () => Promise<unknown>, changed = false) => {
    setBusy(true);
    try {
      await action();
      setReason('');
      setDecisionReason('');
      setTarget('');
      load.reload();
      if (changed) await onChanged();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const pendingOf = (pending: EidLevelChange) => {
    const mine = pending.requested_by === me;
    return (
      <FormSection data-testid="eid-level-pending" role="status">
        <p>
          {t('org.eidLevel.pending', { level: levelName(pending.eid_min_level), previous: levelName(pending.previous_level), at: formatDateTime(pending.requested_at) })}
        </p>
        <p className={styles.hint}>{t('org.eidLevel.reason', { reason: pending.reason })}</p>
        {mine ? (
          <p className={styles.hint}>{t('org.eidLevel.waitsForOther')}</p>
        ) : (
          <>
            <TextArea label={t('org.eidLevel.decisionReason')} value={decisionReason} rows={2} maxLength={2000} onChange={(event) => setDecisionReason(event.target.value)} />
            <div className={styles.actions}>
              <Button
                disabled={busy || !decisionReason.trim()}
                onClick={() => void run(() => decideEidLevelChange('refuse', { request_id: pending.id, reason: decisionReason.trim() }))}
              >
                {t('org.eidLevel.refuse')}
              </Button>
              <Button
                variant="primary"
                disabled={busy || !decisionReason.trim()}
                onClick={() => void run(() => decideEidLevelChange('approve', { request_id: pending.id, reason: decisionReason.trim() }), true)}
              >
                {t('org.eidLevel.approve')}
              </Button>
            </div>
          </>
        )}
      </FormSection>
    );
  };

  return (
    <Card title={t('org.eidLevel.title')}>
      <FormSection help={t('org.eidLevel.intro')} data-testid="eid-level-changes">
        {load.state === 'loading' && <Spinner label={t('org.loading')} size="sm" />}
        {load.state === 'error' && <p role="alert">{t('org.loadError')}</p>}
        {load.state === 'done' && (
          <>
            {load.data.pending && pendingOf(load.data.pending)}
            {!load.data.pending && lowerLevels(load.data.current).length === 0 && <p className={styles.hint}>{t('org.eidLevel.lowest')}</p>}
            {!load.data.pending && lowerLevels(load.data.current).length > 0 && (
              <>
                <Select label={t('org.eidLevel.target')} value={target} onChange={(event) => setTarget(event.target.value as EidLevel | '')}>
                  <option value="">{t('org.eidLevel.choose')}</option>
                  {lowerLevels(load.data.current).map((level) => (
                    <option key={level} value={level}>
                      {levelName(level)}
                    </option>
                  ))}
                </Select>
                <TextArea label={t('org.eidLevel.requestReason')} value={reason} rows={2} maxLength={2000} onChange={(event) => setReason(event.target.value)} />
                <div>
                  <Button
                    variant="primary"
                    disabled={busy || !target || !reason.trim()}
                    onClick={() => void run(() => requestEidLevelChange({ eid_min_level: target as EidLevel, reason: reason.trim() }))}
                  >
                    {t('org.eidLevel.request')}
                  </Button>
                </div>
              </>
            )}
            {load.data.history.length > 0 && (
              <ul className={styles.hint} aria-label={t('org.eidLevel.history')}>
                {load.data.history.map((change) => (
                  <li key={change.id}>
                    {t(`org.eidLevel.decided.${change.state === 'APPROVED' ? 'APPROVED' : 'REFUSED'}`, {
                      level: levelName(change.eid_min_level),
                      at: formatDateTime(change.decided_at),
                      reason: change.decision_reason ?? '',
                    })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </FormSection>
    </Card>
  );
};
