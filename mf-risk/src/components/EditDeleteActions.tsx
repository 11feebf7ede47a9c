import { useTranslation } from 'react-i18next';
import { Button, DeleteRowAction } from '@tunne/design-system';

type Props = {
  /** The row's name, for the buttons' accessible names ("Muokkaa: …", "Poista: …"). */
  name: string;
  /** What the confirmation says will be lost. */
  deleteMessage: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onError: (error: unknown) => void;
};

/** A settings or card row's edit button and confirmed delete, named after the row. */
export const EditDeleteActions = ({ name, deleteMessage, onEdit, onDelete, onError }: Props) => {
  const { t } = useTranslation('risk');
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={t('common.editNamed', { name })} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <DeleteRowAction
        label={t('common.delete')}
        accessibleName={t('common.deleteNamed', { name })}
        title={t('common.deleteTitle')}
        message={deleteMessage}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={onDelete}
        onError={onError}
      />
    </>
  );
};
