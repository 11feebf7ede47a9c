import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGrid, FormNote, FilePicker, formatFileSize, TextArea, TextInput, WideField } from '@tunne/design-system';
import { currentLanguage, type EditDialogProps } from '@tunne/app-kit';
import { attachmentLimits, type Attachment } from '@tunne/contracts';
import { AdminFormDialog } from '../shared/AdminFormDialog.tsx';
import { useProblemText } from '../shared/problem-text.ts';
import { updateAttachment, uploadAttachment } from './api.ts';
import { attachmentBody, attachmentResolver, attachmentValues, fileTooLarge, nameFromFile, type AttachmentValues } from './attachment-form.ts';
import * as styles from '../shared/admin.module.css';

type Props = EditDialogProps<Attachment> & { onError: (error: unknown) => void };

/** A new attachment (a file with its name and description) or a stored one's name and description. */
export const AttachmentDialog = ({ row, onSaved, onClose, onError }: Props) => {
  const { t } = useTranslation('settings');
  const problem = useProblemText('attachments');
  const resolver = useMemo(() => attachmentResolver(), []);
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AttachmentValues>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues: attachmentValues(row) });
  const language = currentLanguage();
  const maxSize = formatFileSize(attachmentLimits.maxBytes, language);

  const handleFiles = async (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    setFile(chosen);
    setFileMissing(false);
    if (!getValues('name').trim()) setValue('name', nameFromFile(chosen.name), { shouldValidate: true });
  };

  const save = async (values: AttachmentValues) => {
    // Without a file there is nothing to upload; the submit already said so.
    if (!row && !file) return;
    try {
      const body = attachmentBody(values);
      if (row) await updateAttachment(row.id, body);
      else if (file) await uploadAttachment(file, body);
      onSaved();
    } catch (error) {
      onError(error);
    }
  };

  return (
    <AdminFormDialog
      section="attachments"
      editing={row !== null}
      onClose={onClose}
      onSubmit={(event) => {
        if (!row && !file) setFileMissing(true);
        void handleSubmit(save)(event);
      }}
      submitLabel={row ? undefined : t('admin.attachments.upload')}
      busy={isSubmitting}
    >
      <FieldGrid>
        {row ? (
          <FormNote wide>{t('admin.attachments.fileOf', { filename: row.filename, size: formatFileSize(row.size, language) })}</FormNote>
        ) : (
          <WideField>
            <FilePicker
              label={file ? t('admin.attachments.changeFile') : t('admin.attachments.chooseFile')}
              busyLabel={t('admin.common.loading')}
              hint={file ? t('admin.attachments.chosen', { filename: file.name, size: formatFileSize(file.size, language) }) : t('admin.attachments.sizeHint', { size: maxSize })}
              check={(files) => (files.some(fileTooLarge) ? t('admin.attachments.tooLarge', { size: maxSize }) : null)}
              onFiles={handleFiles}
            />
            {fileMissing && (
              <p className={styles.error} role="alert">
                {t('admin.attachments.fileMissing')}
              </p>
            )}
          </WideField>
        )}
        <WideField>
          <TextInput label={t('admin.attachments.fields.name')} required maxLength={200} {...register('name')} error={problem('name', errors.name)} />
        </WideField>
        <WideField>
          <TextArea
            label={t('admin.attachments.fields.description')}
            rows={3}
            maxLength={2000}
            {...register('description')}
            error={problem('description', errors.description)}
          />
        </WideField>
      </FieldGrid>
    </AdminFormDialog>
  );
};
