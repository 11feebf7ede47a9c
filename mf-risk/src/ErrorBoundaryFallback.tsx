import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@tunne/design-system';
import { i18n } from '@tunne/app-kit';

/** What the remote shows instead of a blank area when rendering throws. */
export const ErrorBoundaryFallback = ({ error }: { error: unknown }) => {
  const { t } = useTranslation('risk', { i18n });
  console.error('mf_risk crashed', error);
  return (
    <div role="alert">
      <EmptyState
        title={t('boundary.title')}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('boundary.reload')}
          </Button>
        }
      >
        {t('boundary.text')}
      </EmptyState>
    </div>
  );
};
