import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@tunne/design-system';
import { appHref, navigate } from '@tunne/app-kit';

export const NotFoundPage = () => {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      title={t('notFound.title')}
      headingLevel={1}
      action={
        <Button variant="primary" onClick={() => navigate(appHref('/'))}>
          {t('notFound.home')}
        </Button>
      }
    >
      {t('notFound.text')}
    </EmptyState>
  );
};
