import { useTranslation } from 'react-i18next';
import { CollapsibleSection, TrafficLight } from '@tunne/design-system';
import { formatDateTime } from '@tunne/app-kit';
import { combineLights, registerLight } from '../../../shared/traffic.ts';
import { registerFlags, type Customer } from '../types.ts';
import { useSectionOpen } from '../../../shared/section-open.ts';
import * as styles from './CardSections.module.css';

/** Trade-register status flags with their lights, the last check and the last failed fetch (edited by the registry issue later). */
export const RegisterSection = ({ customer }: { customer: Customer }) => {
  const { t } = useTranslation('customers');
  const [open, setOpen] = useSectionOpen('register');
  const lights = registerFlags.map((flag) => registerLight(flag, customer[flag]));
  const light = combineLights(lights);
  const known = registerFlags.filter((flag) => customer[flag] !== null && customer[flag] !== undefined).length;
  return (
    <CollapsibleSection id="register" title={t('sections.register')} count={known} light={{ status: light, label: t(`lights.${light}`) }} open={open} onOpenChange={setOpen} expandLabel={t('common.toggleSection')}>
      <ul className={styles.flags}>
        {registerFlags.map((flag, index) => {
          const value = customer[flag];
          return (
            <li key={flag}>
              <TrafficLight status={lights[index] ?? 'grey'} label={`${t(`register.${flag}`)}: ${t(`register.value.${value === true ? 'yes' : value === false ? 'no' : 'unknown'}`)}`} />
            </li>
          );
        })}
      </ul>
      <dl className={styles.data}>
        <div className={styles.item}>
          <dt>{t('register.checkedAt')}</dt>
          <dd>{formatDateTime(customer.bis_checked_at) || t('register.never')}</dd>
        </div>
        <div className={styles.item}>
          <dt>{t('register.failedAt')}</dt>
          <dd className={customer.bis_failed_at ? styles.bad : undefined}>{formatDateTime(customer.bis_failed_at) || t('card.none')}</dd>
        </div>
      </dl>
    </CollapsibleSection>
  );
};
