import type { AdminUser, AdminUserEditBody } from '@tunne/contracts';
import { AppError, type Tx } from '@tunne/platform';
import { lockActiveAdmins } from '../repo/admin-users.ts';

/** What an admin change does to the user's place among the organisation's active admins. */
export type AdminChange = 'delete' | Pick<AdminUserEditBody, 'is_admin' | 'is_active'>;

const leavesActiveAdmins = (change: AdminChange): boolean =>
  change === 'delete' || change.is_admin === false || change.is_active === false;

/**
 * The lock-out rules (spec §6): an admin may not remove their own admin flag nor deactivate or delete themselves
 * (OWN_ADMIN_FLAG), and the organisation's last active admin may not be demoted, deactivated or deleted (LAST_ADMIN,
 * answered first).
 * Call before reading the user: the organisation's active admins are locked for the rest of the transaction, so two
 * admins demoting each other at once cannot leave none.
 */
export const lockAndCheckAdmins = async (tx: Tx, callerId: string, targetId: string, change: AdminChange): Promise<void> => {
  if (!leavesActiveAdmins(change)) return;
  const admins = await lockActiveAdmins(tx);
  // The last admin hears why first, themselves included: "not yourself" would suggest another admin could do it.
  if (admins.includes(targetId) && admins.every((id) => id === targetId)) {
    throw new AppError('LAST_ADMIN', 'The organisation\'s last active admin cannot be demoted, deactivated or deleted');
  }
  if (targetId === callerId) {
    throw new AppError('OWN_ADMIN_FLAG', 'You cannot remove your own admin rights nor deactivate or delete yourself');
  }
};

/** Use of an SMS access code needs a number to send it to (mfauth_tel, else tel), after the change. */
export const assertMfauthPhone = (after: Pick<AdminUser, 'use_mfauth' | 'mfauth_tel' | 'tel'>): void => {
  if (after.use_mfauth && !after.mfauth_tel && !after.tel) {
    throw new AppError('MISSING_TEL', 'An access code by SMS needs a phone number', '/mfauth_tel');
  }
};

/** What the settings change audit keeps of a user: the settings, not the password, avatar or login times. */
export const auditedUser = (user: AdminUser): Record<string, unknown> => ({
  name: user.name,
  email: user.email,
  tel: user.tel,
  language: user.language,
  is_admin: user.is_admin,
  is_active: user.is_active,
  restrictiontype: user.restrictiontype,
  use_mfauth: user.use_mfauth,
  mfauth_tel: user.mfauth_tel,
  disable_uilogin: user.disable_uilogin,
  autologout_timeout: user.autologout_timeout,
  force_passwordchange: user.force_passwordchange,
  receive_weeklyreport: user.receive_weeklyreport,
  teams: user.teams.map((team) => team.name),
});
