import { useState } from 'react';

/** Which row an admin list's dialog edits (null row: a new one); a save closes it and reloads the list. */
export const useEditing = <T>(reload: () => void) => {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  return {
    editing,
    add: () => setEditing({ row: null }),
    edit: (row: T) => setEditing({ row }),
    close: () => setEditing(null),
    saved: () => {
      setEditing(null);
      reload();
    },
  };
};
