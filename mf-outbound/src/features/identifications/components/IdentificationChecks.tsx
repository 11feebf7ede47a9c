import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';
import { announceCustomerChange, formatDate, formatDateTime, useSessionStore } from '@tunne/app-kit';
import { maskSsn, type Identification, type MismatchDecision } from '@tunne/contracts';
import type { DetailContext } from '../../../kinds/kind.ts';
import { Facts } from '../../../shared/Facts.tsx';
import * as styles from '../../../shared/Detail.module.css';
import { decideMismatch, resolveSsnConflict, verifyDocument } from '../api.ts';

/** The identification landed in the customer: the card's other sections (risk score, EDD; records) read again. */
export const announceIdentified = (customerId: string) => {
  announceCustomerChange('risk', customerId);
  announceCustomerChange('records', customerId);
};

/** An identity that is not strong (issue 25 §5): what it lacks; a document verified by a second user. */
const Assurance = ({ item, confirm, changed }: DetailContext<Identification>) => {
  const { t } = useTranslation('outbound');
  const me = useSessionStore((state) => state.user?.id ?? null);
  return (
    <section className={styles.warning} role="status" data-assurance={item.assurance}>
      <h3 className={styles.partTitle}>{t(`assurance.${item.assurance}`)}</h3>
      <p className={styles.text}>{t(`assurance.${item.assurance}Text`)}</p>
      {item.assurance === 'not_verified' && item.eidmethod === 'PASSPORTFILE' && (
        <div className={styles.actions}>
          {item.users_id === me ? (
            <span className={styles.muted}>{t('assurance.verifyBySecond')}</span>
          ) : (
            <Button
              size="sm"
              variant="primary"
              onClick={() =>
                confirm({
                  title: t('assurance.verifyTitle'),
                  message: t('assurance.verifyConfirm', { name: item.name }),
                  confirmLabel: t('assurance.verify'),
                  run: async () => changed(await verifyDocument(item.id)),
                })
              }
            >
              {t('assurance.verify')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
};

/** The eID named another person than expected (issue 25 §5): staff accept or reject it. */
const Mismatch = ({ item, confirm, changed }: DetailContext<Identification>) => {
  const { t } = useTranslation('outbound');
  const mismatch = item.mismatch;
  if (!mismatch) return null;
  return (
    <section className={styles.warning} role="alert" data-mismatch={item.mismatch_decision ?? 'pending'}>
      <h3 className={styles.partTitle}>{t('mismatch.title')}</h3>
      <p className={styles.text}>{item.mismatch_decision ? t(`mismatch.decided.${item.mismatch_decision}`) : t('mismatch.text')}</p>
      <Facts
        label={t('mismatch.title')}
        items={[
          [t('mismatch.expectedName'), mismatch.name?.expected ?? null],
          [t('mismatch.identifiedName'), mismatch.name?.identified ?? null],
          [t('mismatch.expectedBirthdate'), formatDate(mismatch.birthdate?.expected ?? null)],
          [t('mismatch.identifiedBirthdate'), formatDate(mismatch.birthdate?.identified ?? null)],
          [t('mismatch.decidedAt'), formatDateTime(item.mismatch_decided_at)],
        ]}
      />
      {!item.mismatch_decision && (
        <div className={styles.actions}>
          {(['REJECTED', 'ACCEPTED'] as MismatchDecision[]).map((decision) => (
            <Button
              key={decision}
              size="sm"
              variant={decision === 'ACCEPTED' ? 'primary' : 'secondary'}
              onClick={() =>
                confirm({
                  title: t(`mismatch.confirmTitle.${decision}`),
                  message: t(`mismatch.confirm.${decision}`, { identified: item.identified_name ?? '', expected: mismatch.name?.expected ?? item.name }),
                  confirmLabel: t(`mismatch.action.${decision}`),
                  destructive: decision === 'ACCEPTED',
                  run: async () => {
                    changed(await decideMismatch(item.id, { decision }));
                    if (decision === 'ACCEPTED') announceIdentified(item.customers_id);
                  },
                })
              }
            >
              {t(`mismatch.action.${decision}`)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
};

/** The eID's identity code differs from the customer's stored one: keep the stored one or take the eID's. */
const SsnConflict = ({ item, confirm, changed, act, busy }: DetailContext<Identification>) => {
  const { t } = useTranslation('outbound');
  return (
    <section className={styles.warning} role="alert" data-ssn-conflict="">
      <h3 className={styles.partTitle}>{t('conflict.title')}</h3>
      <p className={styles.text}>{t('conflict.text')}</p>
      <Facts
        label={t('conflict.title')}
        items={[
          [t('conflict.stored'), <code key="stored">{maskSsn(item.stored_ssn) ?? t('common.none')}</code>],
          [t('conflict.eid'), <code key="eid">{maskSsn(item.ssn) ?? t('common.none')}</code>],
        ]}
      />
      <div className={styles.actions}>
        <Button size="sm" loading={busy === 'keep'} onClick={() => void act('keep', () => resolveSsnConflict(item.id, { resolution: 'KEEP_STORED' }))}>
          {t('conflict.keep')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          onClick={() =>
            confirm({
              title: t('conflict.confirmTitle'),
              message: t('conflict.confirm', { from: maskSsn(item.stored_ssn) ?? '', to: maskSsn(item.ssn) ?? '' }),
              confirmLabel: t('conflict.useEid'),
              destructive: true,
              run: async () => {
                changed(await resolveSsnConflict(item.id, { resolution: 'USE_EID' }));
                announceIdentified(item.customers_id);
              },
            })
          }
        >
          {t('conflict.useEid')}
        </Button>
      </div>
    </section>
  );
};

/** What an identified identification still needs from staff, before its facts: the assurance, a mismatch, an identity-code conflict. */
export const IdentificationChecks = (context: DetailContext<Identification>) => {
  const { item } = context;
  return (
    <>
      {item.is_identified && item.assurance !== 'identified' && item.assurance !== 'mismatch' && <Assurance {...context} />}
      <Mismatch {...context} />
      {item.ssn_conflict === 'pending' && <SsnConflict {...context} />}
    </>
  );
};
