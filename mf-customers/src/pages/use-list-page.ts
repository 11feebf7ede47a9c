import { useEffect, useState } from 'react';
import type { Loaded } from '@tunne/app-kit';
import { useErrorDialog } from '../features/customers/components/useErrorDialog.tsx';
import { usePagingLabels } from './use-paging-labels.ts';

/**
 * What the follow-up lists (/todos, /tasks) set up alike: the error dialog, the paging labels, a notice line, and the
 * loaded answer kept in local state — only a new answer replaces what is shown, so local changes (a row marked done,
 * a task ticked) stay until then.
 */
export const useListPage = <T>(load: Loaded<T>) => {
  const [errorDialog, showError] = useErrorDialog();
  const pagingLabels = usePagingLabels();
  const [notice, setNotice] = useState<string | null>(null);
  const [shown, setShown] = useState<T | null>(null);
  const loaded = load.state === 'done' ? load.data : null;
  useEffect(() => {
    if (loaded) setShown(loaded);
  }, [loaded]);
  return { errorDialog, showError, pagingLabels, notice, setNotice, shown, setShown };
};
