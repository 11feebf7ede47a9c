import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CollapsibleSection, Dialog, TextInput } from '@tunne/design-system';
import { appHref, handleLinkClick, useLoad } from '@tunne/app-kit';
import { defaultQuery } from '../../features/customers/list-query.ts';
import { listCustomers } from '../../features/customers/api.ts';
import type { CustomerListItem } from '../../features/customers/types.ts';
import { linkCustomer, listLinked, unlinkCustomer } from '../../features/related/api.ts';
import type { LinkedCustomer } from '../../features/related/types.ts';
import { useSectionOpen } from '../../shared/section-open.ts';
import * as styles from '../../features/customers/components/CardSections.module.css';

type Props = { customerId: string; onCount: (count: number) => void; onError: (error: unknown) => void };

/** Linked customers: search by name to link, unlink behind a confirmation. */
export const LinkedSection = ({ customerId, onCount, onError }: Props) => {
  const { t } = useTranslation('customers');
  const [open, setOpen] = useSectionOpen('linked');
  const linked = useLoad((signal) => listLinked(customerId, signal), [customerId]);
  const rows = linked.state === 'done' ? linked.data : [];
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<CustomerListItem[]>([]);
  const [unlinking, setUnlinking] = useState<LinkedCustomer | null>(null);

  useEffect(() => {
    if (linked.state === 'done') onCount(linked.data.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked.state, rows.length]);

  useEffect(() => {
    if (term.trim().length < 2) {
      setResults([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      listCustomers({ ...defaultQuery, name: term, archived: false, size: 8 }, controller.signal)
        .then((page) => setResults(page.items.filter((item) => item.id !== customerId)))
        .catch(() => undefined);
    }, 300);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, customerId]);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      linked.reload();
    } catch (error) {
      onError(error);
    }
  };
  const linkedIds = new Set(rows.map((row) => row.id));

  return (
    <CollapsibleSection id="linked" title={t('sections.linked')} count={linked.state === 'done' ? rows.length : null} open={open} onOpenChange={setOpen} expandLabel={t('common.toggleSection')}>
      {rows.length === 0 && linked.state === 'done' && <p className={styles.muted}>{t('empty.linked')}</p>}
      {rows.length > 0 && (
        <ul className={styles.linkList}>
          {rows.map((row) => (
            <li key={row.id}>
              <a href={appHref(`/customers/${row.id}`)} onClick={handleLinkClick} className={styles.link}>
                {row.name}
              </a>
              <span className={styles.muted}>{row.businessid ?? t(`type.${row.type}`)}</span>
              <Button size="sm" variant="ghost" onClick={() => setUnlinking(row)} aria-label={t('linked.unlinkNamed', { name: row.name })}>
                {t('linked.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.linkSearch}>
        <TextInput label={t('linked.search')} type="search" value={term} placeholder={t('list.searchPlaceholder')} onChange={(event) => setTerm(event.target.value)} />
        {results.length > 0 && (
          <ul className={styles.linkList} aria-label={t('linked.results')}>
            {results.map((result) => (
              <li key={result.id}>
                <span>{result.name}</span>
                <span className={styles.muted}>{result.businessid ?? t(`type.${result.type}`)}</span>
                <Button size="sm" disabled={linkedIds.has(result.id)} onClick={() => void run(() => linkCustomer(customerId, result.id)).then(() => setTerm(''))} aria-label={t('linked.linkNamed', { name: result.name })}>
                  {t('linked.link')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Dialog
        open={unlinking !== null}
        kind="confirm"
        title={t('linked.unlinkTitle')}
        message={unlinking ? t('linked.unlinkConfirm', { name: unlinking.name }) : ''}
        confirmLabel={t('linked.unlink')}
        destructive
        closeLabel={t('common.cancel')}
        onClose={() => setUnlinking(null)}
        onConfirm={() => {
          const target = unlinking;
          setUnlinking(null);
          if (target) void run(() => unlinkCustomer(customerId, target.id));
        }}
      />
    </CollapsibleSection>
  );
};
