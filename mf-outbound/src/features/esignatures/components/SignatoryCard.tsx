import { useTranslation } from 'react-i18next';
import { Button, TrafficLight } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import type { Esignature, MismatchDecision, Signatory } from '@tunne/contracts';
import { Facts } from '../../../shared/Facts.tsx';
import * as styles from '../../../shared/Detail.module.css';

type Props = {
  signatory: Signatory;
  esignature: Esignature;
  highlighted: boolean;
  /** The customer is frozen: nothing is sent (issue 25 §1). */
  frozen: boolean;
  onResend: () => void;
  /** The staff decision on an eID that named another person (issue 25 §5). */
  onDecide: (decision: MismatchDecision) => void;
};

/** One signatory of an e-signature's detail: their light, facts, resend and a mismatch to decide. */
export const SignatoryCard = ({ signatory, esignature, highlighted, frozen, onResend, onDecide }: Props) => {
  const { t } = useTranslation('outbound');
  const light = signatory.light;
  const canResend = esignature.status === 'SEND' && signatory.status === 'error';
  return (
    <div className={`${styles.signatory} ${highlighted ? styles.highlighted : ''}`} data-signatory={signatory.id} aria-current={highlighted ? 'true' : undefined}>
      <div className={styles.inline}>
        {light ? <TrafficLight status={light} label={t(`state.signatory.${signatory.status}`)} /> : <span className={styles.muted}>{t('state.signatory.draft')}</span>}
        <strong>{signatory.name}</strong>
        <span className={styles.muted}>{[signatory.email, signatory.companyname, signatory.role].filter(Boolean).join(' · ')}</span>
        {canResend && (
          <span className={styles.headActions}>
            {signatory.resend_in_progress ? (
              <span className={styles.muted} role="status">
                {t('signatories.resendInProgress')}
              </span>
            ) : (
              <Button disabled={frozen} size="sm" onClick={onResend} aria-label={t('signatories.resendNamed', { name: signatory.name })}>
                {t('actions.resend')}
              </Button>
            )}
          </span>
        )}
      </div>
      <Facts
        label={t('signatories.factsOf', { name: signatory.name })}
        items={[
          [t('columns.sent'), formatDateTime(signatory.sent_at)],
          [t('fields.resent'), signatory.resend_cnt > 0 ? t('fields.resentValue', { count: signatory.resend_cnt, at: formatDateTime(signatory.resent_at) }) : null],
          [t('signatories.signed_at'), formatDateTime(signatory.signed_at)],
          [t('identifications.method'), signatory.method ? t(`eid.method.${signatory.method}`) : null],
          [t('identifications.identified_name'), signatory.identified_name],
          // hide_ssn: the API never sends it; the column says so instead of showing nothing.
          [t('identifications.ssn'), signatory.hide_ssn ? t('signatories.hidden') : signatory.ssn],
          [t('identifications.ipaddress'), signatory.ipaddress],
          [t('eid.signLegend'), signatory.available_eidmethods.map((method) => t(`eid.method.${method}`)).join(', ')],
          [t('identifications.level'), signatory.eid_acr],
        ]}
      />
      {signatory.mismatch && signatory.status !== 'done' && (
        <section className={styles.warning} role="alert" data-mismatch={signatory.mismatch_decision ?? 'pending'}>
          <h4 className={styles.partTitle}>{t('mismatch.title')}</h4>
          <p className={styles.text}>
            {signatory.mismatch_decision
              ? t(`mismatch.decided.${signatory.mismatch_decision}`)
              : signatory.mismatch.name
                ? t('mismatch.signatoryText')
                : t('mismatch.signatoryLevelText')}
          </p>
          <Facts
            label={t('mismatch.title')}
            items={[
              [t('mismatch.expectedName'), signatory.mismatch.name?.expected ?? null],
              [t('mismatch.identifiedName'), signatory.mismatch.name?.identified ?? null],
              [t('mismatch.requiredLevel'), signatory.mismatch.level ? t(`eidLevel.${signatory.mismatch.level.required}`) : null],
              [t('mismatch.identifiedLevel'), signatory.mismatch.level ? t(`eidLevel.${signatory.mismatch.level.identified ?? 'unknown'}`) : null],
            ]}
          />
          {!signatory.mismatch_decision && (
            <div className={styles.actions}>
              <Button size="sm" onClick={() => onDecide('REJECTED')}>
                {t('mismatch.action.REJECTED')}
              </Button>
              <Button size="sm" variant="primary" onClick={() => onDecide('ACCEPTED')}>
                {t('mismatch.action.ACCEPTED')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
};
