import { useState, type ReactNode } from 'react';
import { EditDeleteActions } from './EditDeleteActions.tsx';

/** What an admin list's add/edit dialog is given: the row it edits (null: a new one), and what closes it. */
export interface EditDialogProps<T> {
  row: T | null;
  /** A save: closes the dialog and loads the list again. */
  onSaved: () => void;
  onClose: () => void;
}

/** An admin table's actions column: the row's own buttons, then edit and a confirmed delete, named after the row. */
export interface EditDeleteColumn<T> {
  /** The column's header (hidden from sight, read by assistive technology). */
  header: string;
  nameOf: (row: T) => string;
  /** The confirmation's text: what will be lost. */
  deleteMessage: (name: string) => string;
  /** Deletes the row; the list is loaded again after. */
  remove: (row: T) => Promise<unknown>;
  onError: (error: unknown) => void;
  before?: (row: T) => ReactNode;
}

export interface Editing<T> {
  /** The open dialog's row (null row: a new one); null while no dialog is open. */
  editing: { row: T | null } | null;
  add: () => void;
  edit: (row: T) => void;
  close: () => void;
  /** A save: closes the dialog and loads the list again. */
  saved: () => void;
  /** The open dialog, drawn by `render`; nothing while closed. */
  dialog: (render: (props: EditDialogProps<T>) => ReactNode) => ReactNode;
  /** The table's `rowActions`: edit opens the dialog, a delete loads the list again. */
  actions: (column: EditDeleteColumn<T>) => { header: string; hideHeader: true; render: (row: T) => ReactNode };
}

/** Which row an admin list's dialog edits (null row: a new one); a save or a delete loads the list again. */
export const useEditing = <T,>(reload: () => void): Editing<T> => {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const edit = (row: T) => setEditing({ row });
  const close = () => setEditing(null);
  const saved = () => {
    setEditing(null);
    reload();
  };
  return {
    editing,
    add: () => setEditing({ row: null }),
    edit,
    close,
    saved,
    dialog: (render) => editing && render({ row: editing.row, onSaved: saved, onClose: close }),
    actions: ({ header, nameOf, deleteMessage, remove, onError, before }) => ({
      header,
      hideHeader: true,
      render: (row) => (
        <>
          {before?.(row)}
          <EditDeleteActions
            name={nameOf(row)}
            deleteMessage={deleteMessage(nameOf(row))}
            onEdit={() => edit(row)}
            onDelete={async () => {
              await remove(row);
              reload();
            }}
            onError={onError}
          />
        </>
      ),
    }),
  };
};
