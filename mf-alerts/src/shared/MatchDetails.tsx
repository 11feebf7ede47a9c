import { useTranslation } from 'react-i18next';
import type { Evidence, MatchedEntity } from '@tunne/contracts';
import { formatListDate } from '@tunne/app-kit';
import * as styles from './MatchDetails.module.css';

type Props = {
  /** Absent on an alert that is no list match (an identity mismatch found by outbound, issue 25 §5). */
  entity: MatchedEntity | undefined;
  evidence: Evidence[] | undefined;
  /** Extra rows first (the alert's keyword and handler, the query's matched name). */
  lead?: { label: string; value: string }[];
};

const Row = ({ label, value }: { label: string; value: string | null | undefined }) =>
  value ? (
    <div className={styles.item}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ) : null;

/** The list entity behind a match and why it scored as it did, in the user's language. */
export const MatchDetails = ({ entity, evidence = [], lead = [] }: Props) => {
  const { t } = useTranslation('alerts');
  return (
    <div className={styles.details}>
      <dl className={styles.data}>
        {lead.map((row) => (
          <Row key={row.label} label={row.label} value={row.value} />
        ))}
        {entity && (
          <>
            <Row label={t('details.name2')} value={entity.name} />
            <Row label={t('details.source')} value={`${t(`sources.${entity.source}`)} (${entity.source_id})`} />
            <Row label={t('details.kind')} value={t(`kinds.${entity.kind}`)} />
            <Row label={t('details.aliases')} value={entity.aliases.join('; ')} />
            <Row label={t('details.birthDates')} value={entity.birth_dates.map(formatListDate).join(', ')} />
            <Row label={t('details.nationalities')} value={entity.nationalities.join(', ')} />
            <Row label={t('details.identifiers')} value={entity.identifiers.map((i) => `${i.type}: ${i.value}${i.country ? ` (${i.country})` : ''}`).join('; ')} />
            <Row label={t('details.addresses')} value={entity.addresses.join('; ')} />
            <Row label={t('details.programs')} value={entity.programs.join(', ')} />
          </>
        )}
      </dl>
      {entity?.remarks && <p className={styles.remarks}>{entity.remarks}</p>}
      {evidence.length > 0 && (
        <div>
          <h4 className={styles.heading}>{t('details.evidence')}</h4>
          <ul className={styles.evidence}>
            {evidence.map((item, index) => (
              <li key={`${item.code}-${index}`}>
                <span>{t(`evidence.${item.code}`)}</span>
                {item.effect !== 0 && (
                  <span className={item.effect > 0 ? styles.up : styles.down}>
                    {t(item.effect > 0 ? 'details.effectUp' : 'details.effectDown', { points: Math.abs(Math.round(item.effect * 100)) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
