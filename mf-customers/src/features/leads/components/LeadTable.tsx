import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TrafficLight } from '@tunne/design-system';
import { appHref, formatDate, handleLinkClick } from '@tunne/app-kit';
import type { Lead, LeadSort, LeadSortColumn } from '@tunne/contracts';
import { leadSortDirection, leadStatusLight } from '../list-query.ts';
import * as tableStyles from '../../customers/components/CustomerTable.module.css';
import * as styles from './LeadTable.module.css';

export type LeadAction = 'convert' | 'discard' | 'restore' | 'remove';

type Props = {
  leads: Lead[];
  sort: LeadSort;
  onSort: (column: LeadSortColumn) => void;
  onAction: (action: LeadAction, lead: Lead) => void;
};

/** One page of leads (at most 50, so not virtualised): status light with its label, contact details, row actions. */
export const LeadTable = ({ leads, sort, onSort, onAction }: Props) => {
  const { t } = useTranslation('customers');
  const captionId = useId();

  const sortHeader = (column: LeadSortColumn, right = false) => {
    const direction = leadSortDirection(sort, column);
    return (
      <th scope="col" aria-sort={direction} className={right ? tableStyles.right : undefined}>
        <button type="button" className={tableStyles.sortButton} onClick={() => onSort(column)} title={t('list.sortBy', { column: t(`leads.columns.${column}`) })}>
          {t(`leads.columns.${column}`)}
          <span aria-hidden="true" className={direction === 'none' ? tableStyles.sortMarkIdle : tableStyles.sortMark}>
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      </th>
    );
  };

  const actions = (lead: Lead) => {
    const named = { name: lead.name };
    if (lead.status === 'CONVERTED') {
      return lead.customers_id ? (
        <a className={tableStyles.nameLink} href={appHref(`/customers/${lead.customers_id}`)} onClick={handleLinkClick} aria-label={t('leads.actions.openCustomerNamed', named)}>
          {t('leads.actions.openCustomer')}
        </a>
      ) : null;
    }
    if (lead.status === 'DISCARDED') {
      return (
        <>
          <Button size="sm" onClick={() => onAction('restore', lead)} aria-label={t('leads.actions.restoreNamed', named)}>
            {t('leads.actions.restore')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onAction('remove', lead)} aria-label={t('leads.actions.removeNamed', named)}>
            {t('leads.actions.remove')}
          </Button>
        </>
      );
    }
    return (
      <>
        <Button size="sm" variant="primary" onClick={() => onAction('convert', lead)} aria-label={t('leads.actions.convertNamed', named)}>
          {t('leads.actions.convert')}
        </Button>
        <Button size="sm" onClick={() => onAction('discard', lead)} aria-label={t('leads.actions.discardNamed', named)}>
          {t('leads.actions.discard')}
        </Button>
      </>
    );
  };

  return (
    <div className={tableStyles.tableWrap}>
      <table className={tableStyles.table} aria-labelledby={captionId}>
        <caption id={captionId} className={tableStyles.caption}>
          {t('leads.tableLabel')}
        </caption>
        <thead>
          <tr>
            {sortHeader('name')}
            <th scope="col">{t('leads.columns.type')}</th>
            {sortHeader('status')}
            <th scope="col">{t('leads.columns.contact')}</th>
            {sortHeader('created_at', true)}
            <th scope="col" className={tableStyles.right}>
              {t('leads.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>
                <a className={tableStyles.nameLink} href={appHref(`/customers/leads/${lead.id}`)} onClick={handleLinkClick}>
                  {lead.name}
                </a>
                {lead.businessid && <span className={styles.secondary}> {lead.businessid}</span>}
              </td>
              <td>{t(`type.${lead.type}`)}</td>
              <td>
                <TrafficLight status={leadStatusLight(lead.status)} label={t(`leads.status.${lead.status}`)} />
              </td>
              <td className={styles.contact}>{[lead.contact_name, lead.email, lead.phone].filter(Boolean).join(' · ') || t('card.none')}</td>
              <td className={tableStyles.right}>{formatDate(lead.created_at)}</td>
              <td className={tableStyles.right}>
                <span className={styles.actions}>{actions(lead)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
