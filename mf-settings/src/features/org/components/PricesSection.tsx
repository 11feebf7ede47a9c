import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@tunne/design-system';
import { useLoad } from '@tunne/app-kit';
import type { PriceList } from '@tunne/contracts';
import { getPrices } from '../api.ts';
import { SectionFrame } from './SectionFrame.tsx';
import * as styles from './OrgSettings.module.css';

type Tier = PriceList['tiers'][number] & { id: string; current: boolean };
type Item = PriceList['items'][number];

const locales: Record<string, string> = { fi: 'fi-FI', en: 'en-GB', se: 'sv-SE' };

/** EUR in the user's language (1 234,50 € / €1,234.50); a missing price is "by agreement". */
const usePrice = () => {
  const { t, i18n } = useTranslation('settings');
  return useMemo(() => {
    const locale = locales[i18n.language] ?? 'fi-FI';
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 4 });
    const count = new Intl.NumberFormat(locale);
    return {
      price: (value: number | null) => (value === null ? t('org.prices.agreement') : money.format(value)),
      count: (value: number) => count.format(value),
    };
  }, [t, i18n.language]);
};

const Prices = ({ list }: { list: PriceList }) => {
  const { t } = useTranslation('settings');
  const format = usePrice();
  const tiers = useMemo<Tier[]>(
    () =>
      list.tiers.map((tier) => ({
        ...tier,
        id: String(tier.from),
        current: list.customer_count >= tier.from && (tier.to === null || list.customer_count <= tier.to),
      })),
    [list],
  );
  const tierName = (tier: Tier) =>
    tier.to === null ? t('org.prices.tierFrom', { from: format.count(tier.from) }) : t('org.prices.tier', { from: format.count(tier.from), to: format.count(tier.to) });
  const tierColumns: DataTableColumn<Tier>[] = [
    {
      id: 'customers',
      header: t('org.prices.customers'),
      rowHeader: true,
      cell: (tier) => (
        <>
          {tierName(tier)}
          {tier.current && <strong> · {t('org.prices.current')}</strong>}
        </>
      ),
    },
    { id: 'price', header: t('org.prices.monthly'), align: 'end', nowrap: true, cell: (tier) => format.price(tier.monthly_per_customer) },
  ];
  const itemColumns: DataTableColumn<Item>[] = [
    { id: 'item', header: t('org.prices.item'), rowHeader: true, cell: (item) => t(`org.prices.items.${item.item}`) },
    { id: 'price', header: t('org.prices.price'), align: 'end', nowrap: true, cell: (item) => format.price(item.price) },
  ];
  return (
    <div className={styles.form}>
      <p className={styles.text}>{t('org.prices.notCharged')}</p>
      <p className={styles.text}>{t('org.prices.count', { count: list.customer_count, formatted: format.count(list.customer_count) })}</p>
      <DataTable
        label={t('org.prices.tiers')}
        columns={tierColumns}
        data={tiers}
        getRowId={(tier) => tier.id}
        rowAttributes={(tier) => ({ highlighted: tier.current })}
      />
      <DataTable label={t('org.prices.itemsTitle')} columns={itemColumns} data={list.items} getRowId={(item) => item.item} />
    </div>
  );
};

/** Settings › price list: the monthly per-customer tiers with the one that applies now, and the priced items (spec §9; shown, not charged). */
export const PricesSection = () => {
  const load = useLoad(getPrices, []);
  return (
    <SectionFrame section="prices" load={load}>
      {(list) => <Prices list={list} />}
    </SectionFrame>
  );
};
