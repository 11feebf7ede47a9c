import { useTranslation } from 'react-i18next';
import { FileList, formatFileSize } from '@tunne/design-system';
import { removeTodoFile, todoFileLink, uploadTodoFile } from '../api.ts';
import { todoFileMaxMegabytes, tooLarge } from '../file-size.ts';
import type { Todo, TodoFile } from '../types.ts';

type Props = {
  customerId: string;
  todo: Todo;
  onChanged: (todo: Todo) => void;
  onError: (error: unknown) => void;
};

/**
 * A todo's files: each opens as a download (a link with a temporary token, made only once the token is there),
 * attach another with the native file picker, remove one behind a confirmation that names it.
 */
export const TodoFiles = ({ customerId, todo, onChanged, onError }: Props) => {
  const { t, i18n } = useTranslation('customers');

  const handleFiles = async (chosen: File[]) => {
    try {
      let latest = todo;
      for (const file of chosen) latest = await uploadTodoFile(customerId, todo.id, file);
      onChanged(latest);
    } catch (error) {
      onError(error);
      onChanged(todo);
    }
  };

  return (
    <FileList<TodoFile>
      size="xs"
      files={todo.files ?? []}
      label={t('todos.files.listNamed', { name: todo.name })}
      hrefOf={(file) => todoFileLink(customerId, todo.id, file.id)}
      downloadLabel={(file) => t('todos.files.download', { name: file.name })}
      details={(file) => formatFileSize(file.size, i18n.language)}
      remove={{
        label: '×',
        accessibleName: (file) => t('todos.files.removeNamed', { name: file.name }),
        title: t('todos.files.removeTitle'),
        message: (file) => t('todos.files.removeConfirm', { file: file.name, name: todo.name }),
        confirmLabel: t('common.delete'),
        cancelLabel: t('common.cancel'),
        onConfirm: async (file) => onChanged(await removeTodoFile(customerId, todo.id, file.id)),
      }}
      onError={onError}
      picker={{
        label: t('todos.files.attach'),
        busyLabel: t('todos.files.uploading'),
        context: todo.name,
        multiple: true,
        check: (chosen) => {
          const refused = tooLarge(chosen);
          return refused.length > 0 ? t('todos.files.tooLarge', { names: refused.map((file) => file.name).join(', '), mb: todoFileMaxMegabytes }) : null;
        },
        onFiles: handleFiles,
      }}
    />
  );
};
