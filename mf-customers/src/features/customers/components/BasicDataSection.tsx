import { useTranslation } from 'react-i18next';
import { Button, CollapsibleSection } from '@tunne/design-system';
import { countryNamer, formatDate, formatIsoDate } from '@tunne/app-kit';
import { maskSsn } from '@tunne/contracts';
import { fieldsFor } from '../customer-form.ts';
import { companyFormName } from './company-form.ts';
import type { Customer, OrgUser, Team } from '../types.ts';
import { useSectionOpen } from '../../../shared/section-open.ts';
import * as styles from './CardSections.module.css';

/** The register's name in the reader's language when it gave one (issue 26), else the name as written. */
const industryName = (customer: Customer, language: string): string | null =>
  customer.industry_names?.[language as keyof NonNullable<Customer['industry_names']>] ?? customer.industry_name;

type Props = { customer: Customer; users: OrgUser[]; teams: Team[]; onEdit: () => void; onAssign: () => void };

export const BasicDataSection = ({ customer, users, teams, onEdit, onAssign }: Props) => {
  const { t, i18n } = useTranslation('customers');
  const countryName = countryNamer(i18n.language);
  const [open, setOpen] = useSectionOpen('basic');
  const none = t('card.none');
  const rows: [string, string | null | undefined][] = [
    [t('card.type'), t(`type.${customer.type}`)],
    ...fieldsFor(customer.type)
      .filter((field) => field !== 'description')
      .map((field): [string, string | null | undefined] => [
        field === 'name' && customer.type === 'person' ? t('fields.personName') : t(`fields.${field}`),
        field === 'ssn' ? maskSsn(customer.ssn) : (field === 'country' || field === 'nationality') && customer[field] ? `${countryName(customer[field])} (${customer[field]})` : field === 'language' && customer.language ? t(`languages.${customer.language}`, { defaultValue: customer.language }) : customer[field],
      ]),
    // Business data from the registers (or an import): industry with its code, company type, founding date.
    ...(customer.type === 'business'
      ? ([
          [t('fields.industry_name'), [industryName(customer, i18n.language), customer.industry_code && `(${customer.industry_code})`].filter(Boolean).join(' ')],
          [t('fields.companytype_code'), companyFormName(customer.companytype_code, t)],
          [t('fields.founded_at'), customer.founded_at ? formatIsoDate(customer.founded_at) : null],
        ] satisfies [string, string | null | undefined][])
      : []),
    [t('assignment.owner'), users.find((user) => user.id === customer.users_id)?.name],
    [t('assignment.team'), teams.find((team) => team.id === customer.teams_id)?.name],
    [t('assignment.domain'), customer.domain],
    [t('card.created_at'), formatDate(customer.created_at)],
    // The KYC clock (with its alarm date and who started it) and monitoring, as their dialogs last saved them.
    [t('fields.is_kycclock'), t(customer.is_kycclock ? 'card.on' : 'card.off')],
    [t('fields.kycclock_alarm_at'), customer.is_kycclock && customer.kycclock_alarm_at !== null ? formatIsoDate(customer.kycclock_alarm_at) : null],
    [t('fields.kycclock_users_id'), customer.is_kycclock ? users.find((user) => user.id === customer.kycclock_users_id)?.name : null],
    // Issue 25 §7: a clock that is off always has a reason, with who stopped it and when.
    ...(customer.is_kycclock
      ? []
      : ([
          [t('fields.kycclock_off_reason'), customer.kycclock_off_reason
            ? `${customer.kycclock_off_reason} (${[users.find((user) => user.id === customer.kycclock_off_by)?.name, customer.kycclock_off_at ? formatDate(customer.kycclock_off_at) : null].filter(Boolean).join(', ')})`
            : null],
        ] satisfies [string, string | null | undefined][])),
    [t('fields.is_monitored'), t(customer.is_monitored ? 'card.on' : 'card.off')],
    [t('fields.monitor_emails'), customer.is_monitored ? (customer.monitor_emails ?? []).join(', ') : null],
  ];
  if (customer.is_removed) rows.push([t('card.removes_at'), formatDate(customer.removes_at)]);

  return (
    <CollapsibleSection
      id="basic"
      title={t('card.basicData')}
      open={open}
      onOpenChange={setOpen}
      expandLabel={t('common.toggleSection')}
      actions={
        <>
          <Button size="sm" onClick={onAssign}>
            {t('assignment.open')}
          </Button>
          <Button size="sm" onClick={onEdit}>
            {t('common.edit')}
          </Button>
        </>
      }
    >
      <dl className={styles.data}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.item}>
            <dt>{label}</dt>
            <dd>{value || none}</dd>
          </div>
        ))}
      </dl>
      {customer.description && <p className={styles.description}>{customer.description}</p>}
    </CollapsibleSection>
  );
};
