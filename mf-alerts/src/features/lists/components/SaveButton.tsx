import { useTranslation } from 'react-i18next';
import { Button } from '@tunne/design-system';

/** A settings form's submit, on a line of its own under the fields. */
export const SaveButton = ({ saving }: { saving: boolean }) => {
  const { t } = useTranslation('alerts');
  return (
    <div>
      <Button type="submit" variant="primary" loading={saving}>
        {t('common.save')}
      </Button>
    </div>
  );
};
