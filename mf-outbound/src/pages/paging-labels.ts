import { useTranslation } from 'react-i18next';
import type { PagingLabels } from '@tunne/design-system';

/** The design system's paging, in the remote's words. */
export const usePagingLabels = (): PagingLabels => {
  const { t } = useTranslation('outbound');
  return {
    label: t('paging.label'),
    previous: t('paging.previous'),
    next: t('paging.next'),
    page: (page, pages) => t('paging.page', { page, pages }),
  };
};
