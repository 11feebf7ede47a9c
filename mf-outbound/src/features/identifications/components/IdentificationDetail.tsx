import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, Spinner } from '@tunne/design-system';
import { appHref, formatDate, formatDateTime, handleLinkClick, useLoad } from '@tunne/app-kit';
import { maskSsn, type Identification, type IdentificationRow } from '@tunne/contracts';
import * as cells from '@tunne/design-system/cells.module.css';
import type { DetailContext, Translate } from '../../../kinds/kind.ts';
import { DetailFiles, Part, ScheduledNote } from '../../../shared/DetailParts.tsx';
import { Facts } from '../../../shared/Facts.tsx';
import * as styles from '../../../shared/Detail.module.css';
import { screenSignatureLink } from '../api.ts';
import { CopyDialog } from './CopyDialog.tsx';
import { MetadataForm } from './MetadataForm.tsx';

/** The methods whose result is an identity document staff describe (spec §3 Identification metadata). */
const documentMethods = new Set(['PASSPORTFILE', 'PASSPORTREADER']);

/** "kopio, manuaalinen": an identification copied from another customer (or entered by hand). */
export const CopyBadges = ({ item }: { item: Pick<Identification, 'is_copy' | 'is_manual'> }) => {
  const { t } = useTranslation('outbound');
  return (
    <>
      {item.is_copy && <span className={cells.badge}>{t('identifications.copyBadge')}</span>}
      {item.is_manual && <span className={cells.badge}>{t('identifications.manualBadge')}</span>}
    </>
  );
};

/** Beside the detail's light: the copy badges and a draft's send time. */
export const IdentificationHeadNote = ({ item }: { item: Identification }) => (
  <>
    <CopyBadges item={item} />
    <ScheduledNote item={item} />
  </>
);

/**
 * The light's label: the state's, except an identified one that is not strong (issue 25 §5): "identity not verified"
 * for a drawn signature or an unverified document, "below the required level" for a weak eID, "mismatch" in red.
 */
export const identificationStateLabel = (t: (key: string) => string, item: Pick<IdentificationRow, 'state' | 'assurance'>): string =>
  item.assurance === 'none' || item.assurance === 'identified' || item.state === 'draft' || item.state === 'error'
    ? t(`state.identification.${item.state}`)
    : t(`assurance.${item.assurance}`);

/** The drawn signature, shown through a link with a temporary token. */
const ScreenSignature = ({ identificationId }: { identificationId: string }) => {
  const { t } = useTranslation('outbound');
  const link = useLoad(() => screenSignatureLink(identificationId), [identificationId]);
  if (link.state === 'loading') return <Spinner label={t('common.loading')} size="sm" showLabel />;
  if (link.state === 'error') return <p className={styles.muted}>{t('common.loadError')}</p>;
  return <img className={styles.signature} src={link.data} alt={t('identifications.screensignatureAlt')} data-screensignature="" />;
};

const pepText = (t: Translate, value: boolean | null) => (value === null ? t('identifications.pepUnanswered') : value ? t('common.yes') : t('common.no'));

/** The eID's result: when, how, how strongly and whom it identified. */
const resultFacts = (t: Translate, item: Identification): [string, string | null][] => [
  [t('identifications.identified_at'), formatDateTime(item.identified_at)],
  [t('identifications.method'), item.eidmethod ? t(`eid.method.${item.eidmethod}`) : null],
  [t('identifications.provider'), item.eid_issuer],
  [t('identifications.level'), item.eid_acr ? `${item.eid_level ? t(`eidLevel.${item.eid_level}`) : t('eidLevel.unknown')} (${item.eid_acr})` : null],
  [t('identifications.authTime'), formatDateTime(item.eid_auth_time)],
  [t('identifications.documentVerified'), item.document_verified_at ? formatDateTime(item.document_verified_at) : null],
  [t('identifications.identified_name'), item.identified_name],
  // Masked as everywhere on the card (contracts maskSsn); the code in full is the audit trail's logged "show".
  [t('identifications.ssn'), maskSsn(item.ssn)],
  [t('identifications.birthdate'), formatDate(item.birthdate)],
  [t('identifications.ipaddress'), item.ipaddress],
  ...(item.ask_pep
    ? ([
        [t('identifications.is_pep_self'), pepText(t, item.is_pep_self)],
        [t('identifications.is_pep_family'), pepText(t, item.is_pep_family)],
        [t('identifications.is_pep_partner'), pepText(t, item.is_pep_partner)],
      ] as [string, string][])
    : []),
];

/** An identification's own parts of its detail (spec §3, §7): the result, the drawn signature, the documents and their metadata. */
export const IdentificationParts = (context: DetailContext<Identification>) => {
  const { t } = useTranslation('outbound');
  const { item, changed, say, onError } = context;
  return (
    <>
      {item.is_identified && (
        <Part title={t('identifications.result')} data-result="">
          <Facts label={t('identifications.result')} items={resultFacts(t, item)} />
        </Part>
      )}
      {item.has_screensignature && (
        <Part title={t('identifications.screensignature')}>
          <ScreenSignature identificationId={item.id} />
        </Part>
      )}
      {item.files.length > 0 && (
        <Part title={t('identifications.documents')}>
          <DetailFiles api="identifications" context={context} files={item.files} label={t('identifications.documents')} />
        </Part>
      )}
      {item.eidmethod && documentMethods.has(item.eidmethod) && (
        <Part title={t('metadata.title')}>
          <MetadataForm
            identification={item}
            onSaved={(next) => {
              changed(next);
              say(<>{t('metadata.saved')} </>);
            }}
            onError={onError}
          />
        </Part>
      )}
    </>
  );
};

/** A finished identification copied to another customer as a manual one; the notice links to the copy. */
export const CopyAction = ({ item, say, onError }: DetailContext<Identification>) => {
  const { t } = useTranslation('outbound');
  const [open, setOpen] = useState(false);
  if (!item.is_identified || item.is_copy || item.ssn === null) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('copy.open')}</Button>
      {open && (
        <CopyDialog
          identification={item}
          onCopied={(copy, customer) => {
            setOpen(false);
            say(
              <>
                {t('copy.done', { name: customer.name })}{' '}
                <Link href={appHref(`/customers/${customer.id}/identifications/${copy.id}`)} onClick={handleLinkClick}>
                  {t('copy.openCopy')}
                </Link>
              </>,
            );
          }}
          onClose={() => setOpen(false)}
          onError={onError}
        />
      )}
    </>
  );
};
