import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '@tunne/design-system';
import type { AdminSectionId } from './admin-sections.ts';

type AdminFormDialogProps = Pick<FormDialogProps, 'children' | 'onSubmit' | 'onClose' | 'busy' | 'size'> & {
  /** The section: the title is `admin.<section>.editTitle` or `.addTitle`. */
  section: AdminSectionId;
  /** A stored row is edited (else a new one is added). */
  editing: boolean;
  /** The submit button's text when it is not "Save". */
  submitLabel?: string;
};

/** An admin list's add/edit dialog: its section's title, save (or the given submit), cancel and close. */
export const AdminFormDialog = ({ section, editing, submitLabel, ...dialog }: AdminFormDialogProps) => {
  const { t } = useTranslation('settings');
  return (
    <FormDialog
      {...dialog}
      open
      title={t(`admin.${section}.${editing ? 'editTitle' : 'addTitle'}`)}
      submitLabel={submitLabel ?? t('admin.common.save')}
      cancelLabel={t('admin.common.cancel')}
      closeLabel={t('admin.common.close')}
    />
  );
};
