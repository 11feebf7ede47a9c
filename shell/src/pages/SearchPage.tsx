import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, PageHeader, Spinner, TextInput } from '@tunne/design-system';
import { appHref, navigate, useAppLocation, useErrorText } from '@tunne/app-kit';
import type { CustomerSummary, Page } from '@tunne/contracts';
import { AppLink } from '../components/AppLink.tsx';
import { searchCustomers } from '../session/session-api.ts';
import * as formStyles from './forms.module.css';
import * as styles from './SearchPage.module.css';

type Result = { state: 'idle' } | { state: 'loading' } | { state: 'done'; page: Page<CustomerSummary> } | { state: 'error'; message: string };

/**
 * Search by keyword (required, spec §5); the keyword lives in ?q= so results survive back/forward. A keyword finds
 * customers by part of the name, or by business id or personal identity code typed with or without the dash, in any
 * case (issue 16 §5).
 */
export const SearchPage = () => {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const keyword = useAppLocation().search.get('q')?.trim() ?? '';
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<{ keyword: string }>({ defaultValues: { keyword } });

  useEffect(() => {
    setValue('keyword', keyword);
    if (!keyword) {
      setResult({ state: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setResult({ state: 'loading' });
    searchCustomers({ search: keyword, archived: false, size: 50 }, controller.signal)
      .then((page) => setResult({ state: 'done', page }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'error', message: errorText(error) });
      });
    return () => controller.abort();
  }, [keyword, errorText, setValue]);

  const handleSearch = ({ keyword: value }: { keyword: string }): void => {
    navigate(`${appHref('/search')}?q=${encodeURIComponent(value.trim())}`);
  };

  return (
    <div className={formStyles.stack}>
      <PageHeader title={t('search.title')} context={t('search.context')} />
      <form className={styles.searchForm} role="search" aria-label={t('search.formLandmark')} noValidate onSubmit={handleSubmit(handleSearch)}>
        <TextInput
          label={t('search.keyword')}
          type="search"
          required
          requiredMark={t('form.requiredMark')}
          error={errors.keyword?.message}
          fieldClassName={styles.field}
          {...register('keyword', { validate: (value) => value.trim() !== '' || t('search.keywordRequired') })}
        />
        <Button type="submit" variant="primary">
          {t('search.submit')}
        </Button>
      </form>
      {result.state === 'loading' && <Spinner label={t('search.loading')} showLabel />}
      {result.state === 'error' && (
        <p className={formStyles.errorNotice} role="alert">
          {result.message}
        </p>
      )}
      {result.state === 'done' && (
        <Card title={t('search.results')} actions={<span className={styles.count}>{t('search.resultCount', { count: result.page.total })}</span>}>
          {result.page.items.length === 0 ? (
            <EmptyState title={t('search.noResults')} headingLevel={3}>
              {t('search.noResultsText', { keyword })}
            </EmptyState>
          ) : (
            <ul className={styles.results} aria-label={t('search.results')}>
              {result.page.items.map((customer) => (
                <li key={customer.id} className={styles.result}>
                  <AppLink href={appHref(`/customers/${customer.id}`)} className={styles.resultLink}>
                    {customer.name}
                  </AppLink>
                  <span className={styles.meta}>
                    {[t(`search.${customer.type}`), customer.businessid ?? customer.ssn, customer.city].filter(Boolean).join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
};
