import { useTranslation } from 'react-i18next';
import * as tableStyles from '../features/customers/components/CustomerTable.module.css';
import { sortDirectionOf } from './sort-state.ts';

type Props<C extends string> = {
  column: C;
  label: string;
  sort: string;
  onSort: (column: C) => void;
  align?: 'right' | 'center';
};

/** A sortable column heading (aria-sort, a button, ▲ ▼ ↕) as the customer list draws it. */
export const SortHeader = <C extends string>({ column, label, sort, onSort, align }: Props<C>) => {
  const { t } = useTranslation('customers');
  const direction = sortDirectionOf(sort, column);
  return (
    <th scope="col" aria-sort={direction} className={align ? tableStyles[align] : undefined}>
      <button type="button" className={tableStyles.sortButton} onClick={() => onSort(column)} title={t('list.sortBy', { column: label })}>
        {label}
        <span aria-hidden="true" className={direction === 'none' ? tableStyles.sortMarkIdle : tableStyles.sortMark}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
};
