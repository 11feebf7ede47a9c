import { useCallback } from 'react';
import { listOrgUsers, useLoad } from '@tunne/app-kit';

/** The sender's name: the row's own, else the organisation's user list (the outbound lists carry only users_id). */
export const useUserNames = (): ((usersId: string | null, own?: string | null) => string | null) => {
  const users = useLoad((signal) => listOrgUsers(signal), []);
  const list = users.state === 'done' ? users.data : null;
  return useCallback((usersId, own) => own ?? (usersId ? list?.find((user) => user.id === usersId)?.name ?? null : null), [list]);
};
