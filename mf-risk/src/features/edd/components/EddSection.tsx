import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, TrafficLight } from '@tunne/design-system';
import { announceCustomerChange, countryNamer, currentLanguage, isApiCallError, listOrgUsers, onCustomerChange, useLoad, useSessionStore, useShowError } from '@tunne/app-kit';
import { eddLight, eddTriggerKey, type CustomerEdd } from '@tunne/contracts';
import { getEdd } from '../api.ts';
import { eddDecision, eddInUse, eddStatusText, eddTriggerText } from '../edd-text.ts';
import { EddAnswers } from './EddAnswers.tsx';
import { EddApproval } from './EddApproval.tsx';
import { EddFiles } from './EddFiles.tsx';
import { EddFreeze } from './EddFreeze.tsx';
import { EddHistory } from './EddHistory.tsx';
import { EddRemovals } from './EddRemovals.tsx';
import * as styles from './EddSection.module.css';

type Props = { customerId: string; highlightId?: string | undefined };

/** Triggers follow alerts silenced and PEPs added elsewhere on the card: read the EDD again now and then. */
const pollMs = 30_000;

/** Answers that mean another user changed the EDD in between: show the latest version. */
const staleCodes = new Set(['EDD_CHANGED', 'EDD_NOT_PENDING', 'EDD_NOT_FROZEN', 'FREEZE_LIFT_PENDING', 'FREEZE_LIFT_NOT_PENDING', 'EDD_REMOVAL_NOT_PENDING']);

/**
 * The body of the card's enhanced due diligence section (mf-customers draws the section frame and mounts this through
 * './CardSections'): why EDD is required, a freeze and what it obliges, the three answers, the source-of-wealth
 * documents, senior management's approval and the history. Red until approved while required.
 */
export const EddSection = ({ customerId, highlightId }: Props) => {
  const { t } = useTranslation('risk');
  // Mounts the answers anew after a conflict, so an open editor closes on the latest version.
  const [generation, setGeneration] = useState(0);
  const [ownRevision, setOwnRevision] = useState(0);
  const edd = useLoad((signal) => getEdd(customerId, signal), [customerId]);
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const viewer = useSessionStore((state) => state.user);
  const showError = useShowError();
  const headingId = useId();
  // Only the newest read or change may land: a slow poll must not put back what an own change replaced.
  const latest = useRef(0);
  // Set while this section tells the card about its own change (the event is dispatched synchronously).
  const announcing = useRef(false);
  const { set: setEdd } = edd;

  /** Reads the EDD again in the background; a failure keeps what is shown (and any text being typed). */
  const readAgain = useCallback(
    (after?: () => void) => {
      const request = ++latest.current;
      getEdd(customerId).then(
        (fresh) => {
          if (request !== latest.current) return;
          setEdd(fresh);
          after?.();
        },
        () => undefined,
      );
    },
    [customerId, setEdd],
  );

  useEffect(() => {
    const stop = onCustomerChange('risk', customerId, () => {
      if (!announcing.current) readAgain();
    });
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') readAgain();
    }, pollMs);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [customerId, readAgain]);

  const loaded = edd.state === 'done';
  useEffect(() => {
    if (!highlightId || !loaded) return;
    document.querySelector(`[data-row-id="${CSS.escape(highlightId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlightId, loaded]);

  const handleChanged = useCallback(
    (next: CustomerEdd) => {
      latest.current += 1;
      setOwnRevision(next.revision);
      setEdd(next);
      // The card's header (EDD state, frozen banner) may read the customer again on this; this section need not.
      announcing.current = true;
      try {
        announceCustomerChange('risk', customerId);
      } finally {
        announcing.current = false;
      }
    },
    [customerId, setEdd],
  );

  const handleError = useCallback(
    (error: unknown) => {
      showError(error);
      if (isApiCallError(error) && staleCodes.has(error.code)) readAgain(() => setGeneration((n) => n + 1));
    },
    [readAgain, showError],
  );

  if (edd.state === 'loading') return <Spinner label={t('edd.loading')} size="sm" showLabel />;
  if (edd.state === 'error') {
    return (
      <div className={styles.row} role="alert">
        <p className={styles.error}>{t('common.loadError')}</p>
        <Button size="sm" onClick={edd.reload}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const data = edd.data;
  const userName = (id: string | null) => (users.state === 'done' ? users.data.find((u) => u.id === id)?.name : null) ?? '–';
  const countryName = countryNamer(currentLanguage());
  const light = eddLight(data.required, data.state);
  const decision = eddDecision(data, viewer);
  const inUse = eddInUse(data);
  const awaiting = new Set(data.removals.map((removal) => removal.key));

  return (
    <div className={`${styles.section} ${styles[light]}`} data-testid="risk-edd" data-edd-state={data.state}>
      <div className={styles.status} role="status">
        <TrafficLight status={light} label={eddStatusText(t, data, userName)} />
      </div>
      {data.frozen && (
        <EddFreeze customerId={customerId} freeze={data.frozen} viewer={viewer} userName={userName} onChanged={handleChanged} onError={handleError} />
      )}
      {data.triggers.length > 0 ? (
        <div role="group" className={styles.part} aria-labelledby={`${headingId}-triggers`}>
          <h3 className={styles.subheading} id={`${headingId}-triggers`}>
            {t('edd.triggersTitle')}
          </h3>
          <ul className={styles.triggers}>
            {data.triggers.map((trigger) => (
              <li key={eddTriggerKey(trigger)} data-retained={awaiting.has(eddTriggerKey(trigger)) || undefined}>
                {eddTriggerText(t, trigger, { countryName })}
                {awaiting.has(eddTriggerKey(trigger)) && <span className={styles.muted}> – {t('edd.removals.short')}</span>}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        !inUse && <p className={styles.muted}>{t('edd.notRequiredText')}</p>
      )}
      {data.removals.length > 0 && (
        <EddRemovals
          customerId={customerId}
          removals={data.removals}
          canApprove={viewer?.is_admin ?? false}
          viewerId={viewer?.id ?? null}
          userName={userName}
          onChanged={handleChanged}
          onError={handleError}
        />
      )}
      <div role="group" className={styles.part} aria-labelledby={`${headingId}-answers`}>
        <h3 className={styles.subheading} id={`${headingId}-answers`}>
          {t('edd.answersTitle')}
        </h3>
        <EddAnswers key={generation} customerId={customerId} edd={data} ownRevision={ownRevision} onChanged={handleChanged} onError={handleError} />
      </div>
      {inUse && (
        <div role="group" className={styles.part} aria-labelledby={`${headingId}-files`}>
          <h3 className={styles.subheading} id={`${headingId}-files`}>
            {t('edd.files.title')}
          </h3>
          <EddFiles customerId={customerId} edd={data} highlightId={highlightId} userName={userName} onChanged={handleChanged} onError={handleError} />
        </div>
      )}
      {data.state === 'PENDING' && (
        <div role="group" className={styles.part} aria-labelledby={`${headingId}-approval`}>
          <h3 className={styles.subheading} id={`${headingId}-approval`}>
            {t('edd.approval.title')}
          </h3>
          {decision === 'none' ? (
            <p className={styles.muted}>{t('edd.approval.waiting')}</p>
          ) : (
            <EddApproval customerId={customerId} edd={data} decision={decision} onChanged={handleChanged} onError={handleError} />
          )}
        </div>
      )}
      <EddHistory events={data.history} highlightId={highlightId} userName={userName} />
    </div>
  );
};
