import { useTranslation } from 'react-i18next';
import { Checkbox, Select, Toolbar } from '@tunne/design-system';
import { pendingAgeDays, pendingTimeFrames, type PendingTimeFrame } from '@tunne/contracts';
import type { PendingFilters } from '../pending-query.ts';

type Props = { filters: PendingFilters; onChange: (filters: PendingFilters) => void };

/** The spec's pending filters (§2 Screens): older than N days, own customers only, time frame. */
export const PendingFilterBar = ({ filters, onChange }: Props) => {
  const { t } = useTranslation('outbound');
  const change = (next: Partial<PendingFilters>) => onChange({ ...filters, ...next, page: 1 });
  return (
    <Toolbar label={t('pending.filters')}>
      <Select
        label={t('pending.olderThan')}
        size="sm"
        value={filters.days === null ? '' : String(filters.days)}
        onChange={(event) => change({ days: event.target.value === '' ? null : Number(event.target.value) })}
      >
        <option value="">{t('pending.anyAge')}</option>
        {pendingAgeDays.map((days) => (
          <option key={days} value={days}>
            {t('pending.olderThanDays', { count: days })}
          </option>
        ))}
      </Select>
      <Select label={t('pending.timeframe')} size="sm" value={filters.timeframe} onChange={(event) => change({ timeframe: event.target.value as PendingTimeFrame })}>
        {pendingTimeFrames.map((frame) => (
          <option key={frame} value={frame}>
            {t(`timeframe.${frame}`)}
          </option>
        ))}
      </Select>
      <Checkbox label={t('pending.own')} checked={filters.own} onChange={(event) => change({ own: event.target.checked })} />
    </Toolbar>
  );
};
