import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@tunne/design-system';
import { removeTodoFile, todoFileLink, uploadTodoFile } from '../api.ts';
import { formatFileSize, todoFileMaxMegabytes, tooLarge } from '../file-size.ts';
import type { Todo, TodoFile } from '../types.ts';
import * as styles from './Todo.module.css';

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
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<TodoFile | null>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
  const files = todo.files ?? [];

  const handleDownload = async (file: TodoFile) => {
    try {
      const href = await todoFileLink(customerId, todo.id, file.id);
      const link = document.createElement('a');
      link.href = href;
      link.download = file.name;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      onError(error);
    }
  };

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const refused = tooLarge(chosen);
    setSizeError(refused.length > 0 ? t('todos.files.tooLarge', { names: refused.map((file) => file.name).join(', '), mb: todoFileMaxMegabytes }) : null);
    if (refused.length > 0) return;
    setBusy(true);
    try {
      let latest = todo;
      for (const file of chosen) latest = await uploadTodoFile(customerId, todo.id, file);
      onChanged(latest);
    } catch (error) {
      onError(error);
      onChanged(todo);
    } finally {
      setBusy(false);
    }
  };

  const handleRemove = async () => {
    const file = removing;
    setRemoving(null);
    if (!file) return;
    try {
      onChanged(await removeTodoFile(customerId, todo.id, file.id));
    } catch (error) {
      onError(error);
    }
  };

  return (
    <div className={styles.files}>
      {files.length > 0 && (
        <ul className={styles.fileList} aria-label={t('todos.files.listNamed', { name: todo.name })}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <button type="button" className={styles.fileLink} onClick={() => void handleDownload(file)} aria-label={t('todos.files.download', { name: file.name })}>
                {file.name}
              </button>
              <span className={styles.line}>{formatFileSize(file.size, i18n.language)}</span>
              <Button size="sm" variant="ghost" onClick={() => setRemoving(file)} aria-label={t('todos.files.removeNamed', { name: file.name })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input id={inputId} type="file" multiple className={styles.fileInput} disabled={busy} onChange={(event) => void handleChoose(event)} />
      <label htmlFor={inputId} className={[styles.pick, busy && styles.pickBusy].filter(Boolean).join(' ')}>
        {busy ? t('todos.files.uploading') : t('todos.files.attach')}
        <span className={styles.hidden}>: {todo.name}</span>
      </label>
      {sizeError && (
        <p className={styles.fileError} role="alert">
          {sizeError}
        </p>
      )}
      <Dialog
        open={removing !== null}
        kind="confirm"
        title={t('todos.files.removeTitle')}
        message={removing ? t('todos.files.removeConfirm', { file: removing.name, name: todo.name }) : ''}
        confirmLabel={t('common.delete')}
        destructive
        closeLabel={t('common.cancel')}
        onClose={() => setRemoving(null)}
        onConfirm={() => void handleRemove()}
      />
    </div>
  );
};
