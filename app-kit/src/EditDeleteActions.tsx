import { useTranslation } from 'react-i18next';
import { Button, DeleteRowAction } from '@tunne/design-system';
import { i18n } from './i18n.ts';

type Props = {
  /** The row's name, for the buttons' accessible names ("Muokkaa: …", "Poista: …"). */
  name: string;
  /** What the confirmation says will be lost. */
  deleteMessage: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onError: (error: unknown) => void;
};

/** A list row's edit button and confirmed delete, named after the row, in every remote's words (namespace remote). */
export const EditDeleteActions = ({ name, deleteMessage, onEdit, onDelete, onError }: Props) => {
  const { t } = useTranslation('remote', { i18n, keyPrefix: 'rowActions' });
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={t('editNamed', { name })} onClick={onEdit}>
        {t('edit')}
      </Button>
      <DeleteRowAction
        label={t('delete')}
        accessibleName={t('deleteNamed', { name })}
        title={t('deleteTitle')}
        message={deleteMessage}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={onDelete}
        onError={onError}
      />
    </>
  );
};
