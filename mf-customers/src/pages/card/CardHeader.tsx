import { useTranslation } from 'react-i18next';
import { appHref, navigate, useSessionStore } from '@tunne/app-kit';
import { ActionsMenu, Button, PageHeader, TrafficLight, type MenuAction, type TrafficLightStatus } from '@tunne/design-system';
import { maskSsn } from '@tunne/contracts';
import type { RelatedKind } from '../../features/related/types.ts';
import type { Customer } from '../../features/customers/types.ts';
import * as styles from './CardHeader.module.css';
import { kycLightLabel } from '../../shared/traffic.ts';

export type CardAction = 'edit' | 'kyc' | 'monitoring' | 'assign' | 'archive' | 'restore' | 'delete';

type Props = {
  customer: Customer;
  lights: { kyc: TrafficLightStatus; monitoring: TrafficLightStatus; risk: TrafficLightStatus; combined: TrafficLightStatus };
  isAdmin: boolean;
  onAdd: (kind: RelatedKind) => void;
  onAction: (action: CardAction) => void;
};

// The spec's shortcuts that this module owns; request and secure message shortcuts open mf-outbound's forms by their
// deep links when the organisation uses them; e-signature and identification ones appear when their remotes exist.
const quickAdds: RelatedKind[] = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons', 'todos', 'bankaccountnumbers'];
const outboundAdds = [
  { key: 'request', path: 'requests', flag: 'use_requests' },
  { key: 'letter', path: 'letters', flag: 'use_letters' },
  { key: 'esignature', path: 'signatures', flag: 'use_esignatures' },
  { key: 'identification', path: 'identifications', flag: 'use_identifications' },
] as const;

/** Name, type, business id / masked ssn, the traffic-light summary and the card's quick actions. */
export const CardHeader = ({ customer, lights, isAdmin, onAdd, onAction }: Props) => {
  const { t } = useTranslation('customers');
  const identifier = customer.type === 'business' ? customer.businessid : maskSsn(customer.ssn);
  const organisation = useSessionStore((state) => state.organisation);
  // Archiving and the permanent deletion sit behind the menu, never one click away among the everyday actions. A
  // frozen customer can be neither (issue 25 §1; the server answers 409 CUSTOMER_FROZEN): the items say why.
  const frozen = customer.is_frozen ? t('card.frozenNoRemoval') : undefined;
  const menuActions: MenuAction[] = [
    ...(customer.is_removed ? [] : [{ id: 'archive', label: t('card.archiveMenu'), disabledReason: frozen, onSelect: () => onAction('archive') }]),
    ...(isAdmin ? [{ id: 'delete', label: t('card.deletePermanentlyMenu'), destructive: true, disabledReason: frozen, onSelect: () => onAction('delete') }] : []),
  ];
  return (
    <div className={styles.header}>
      <PageHeader
        title={customer.name}
        context={[t(`type.${customer.type}`), identifier, customer.is_removed ? t('card.archived') : null].filter(Boolean).join(' · ')}
        actions={
          <>
            {customer.is_removed && (
              <Button variant="primary" onClick={() => onAction('restore')}>
                {t('archive.restore')}
              </Button>
            )}
            <ActionsMenu label={t('card.moreActions')} actions={menuActions} />
          </>
        }
      />
      <div className={styles.summary} aria-label={t('card.summary')} role="group">
        <TrafficLight status={lights.combined} label={t(`lights.summary.${lights.combined}`)} />
        <button type="button" className={styles.lightButton} onClick={() => onAction('kyc')} disabled={customer.is_removed}>
          <TrafficLight status={lights.kyc} label={`${t('kyc.short')}: ${t(`kyc.light.${kycLightLabel(customer.is_kycclock, lights.kyc)}`)}`} />
        </button>
        <button type="button" className={styles.lightButton} onClick={() => onAction('monitoring')} disabled={customer.is_removed}>
          <TrafficLight status={lights.monitoring} label={`${t('monitoring.short')}: ${t(customer.is_monitored ? 'monitoring.onShort' : 'monitoring.offShort')}`} />
        </button>
        <TrafficLight status={lights.risk} label={`${t('columns.riskscores_level')}: ${t(`risk.${customer.riskscores_level ?? 'NA'}`)}`} />
      </div>
      {!customer.is_removed && (
        <div className={styles.quick} role="group" aria-label={t('card.quickActions')}>
          {quickAdds.map((kind) => (
            <Button key={kind} size="sm" onClick={() => onAdd(kind)}>
              + {t(`quick.${kind}`)}
            </Button>
          ))}
          {outboundAdds
            .filter(({ flag }) => organisation?.[flag])
            .map(({ key, path }) => (
              <Button key={key} size="sm" onClick={() => navigate(appHref(`/customers/${customer.id}/${path}/new`))}>
                + {t(`quick.${key}`)}
              </Button>
            ))}
        </div>
      )}
    </div>
  );
};
