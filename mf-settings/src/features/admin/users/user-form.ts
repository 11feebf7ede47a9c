import { schemaResolver } from '@tunne/app-kit';
import {
  AdminUserCreateBody,
  AdminUserEditBody,
  structuralPasswordProblem,
  type AdminUser,
  type Language,
  type RestrictionType,
} from '@tunne/contracts';

// The add-user dialog and the user page: what the inputs hold, the body each sends, and the service's rules.

/** The add-user dialog's fields. */
export interface UserCreateValues {
  name: string;
  email: string;
  tel: string;
  language: Language;
  restrictiontype: RestrictionType;
  is_admin: boolean;
  receive_weeklyreport: boolean;
  teams: string[];
  /** Empty: the user gets a mail with a link to set a password. */
  password: string;
}

export const newUserValues = (): UserCreateValues => ({
  name: '',
  email: '',
  tel: '',
  language: 'fi',
  restrictiontype: 'NONE',
  is_admin: false,
  receive_weeklyreport: false,
  teams: [],
  password: '',
});

export const userCreateBody = (values: UserCreateValues): AdminUserCreateBody => ({
  name: values.name.trim(),
  email: values.email.trim(),
  tel: values.tel.trim() || null,
  language: values.language,
  restrictiontype: values.restrictiontype,
  is_admin: values.is_admin,
  receive_weeklyreport: values.receive_weeklyreport,
  teams: values.teams,
  ...(values.password ? { password: values.password } : {}),
});

/** What the dialog says about a password: the spec's 12 characters, and not a trivial one (spec §5, §9). */
const passwordProblem = (password: string) => {
  const problem = password ? structuralPasswordProblem(password) : null;
  if (problem === 'PASSWORD_TOO_SHORT') return 'tooShort';
  if (problem === 'PASSWORD_TOO_WEAK') return 'weak';
  return null;
};

export const userCreateResolver = () =>
  schemaResolver<UserCreateValues, AdminUserCreateBody>(AdminUserCreateBody, {
    toBody: userCreateBody,
    refine: (_body, values) => {
      const problem = passwordProblem(values.password);
      return problem ? { password: problem } : {};
    },
  });

/** The user page's fields; the inactivity logout in minutes (the service keeps seconds). */
export interface UserEditValues {
  name: string;
  email: string;
  tel: string;
  language: Language;
  is_admin: boolean;
  state: 'active' | 'passive';
  restrictiontype: RestrictionType;
  use_mfauth: boolean;
  mfauth_tel: string;
  disable_uilogin: boolean;
  /** Minutes; empty for the default 30 minutes. */
  autologout_minutes: string;
  force_passwordchange: boolean;
  receive_weeklyreport: boolean;
}

export const userEditValues = (user: AdminUser): UserEditValues => ({
  name: user.name,
  email: user.email,
  tel: user.tel ?? '',
  language: user.language,
  is_admin: user.is_admin,
  state: user.is_active ? 'active' : 'passive',
  restrictiontype: user.restrictiontype,
  use_mfauth: user.use_mfauth,
  mfauth_tel: user.mfauth_tel ?? '',
  disable_uilogin: user.disable_uilogin,
  autologout_minutes: user.autologout_timeout ? String(Math.round(user.autologout_timeout / 60)) : '',
  force_passwordchange: user.force_passwordchange,
  receive_weeklyreport: user.receive_weeklyreport,
});

/** Minutes as the seconds the service keeps; other text stays NaN, which the schema's integer refuses. */
const secondsOf = (minutes: string): number | null => {
  const text = minutes.trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? Number(text) * 60 : Number.NaN;
};

/** Every field the page edits, as the service reads them. */
export const userEditBody = (values: UserEditValues): Required<AdminUserEditBody> => ({
  name: values.name.trim(),
  email: values.email.trim(),
  tel: values.tel.trim() || null,
  language: values.language,
  is_admin: values.is_admin,
  is_active: values.state === 'active',
  restrictiontype: values.restrictiontype,
  use_mfauth: values.use_mfauth,
  mfauth_tel: values.mfauth_tel.trim() || null,
  disable_uilogin: values.disable_uilogin,
  autologout_timeout: secondsOf(values.autologout_minutes),
  force_passwordchange: values.force_passwordchange,
  receive_weeklyreport: values.receive_weeklyreport,
});

/**
 * Only what changed goes to the service (so the audit names just that). The admin's own admin and active flags are
 * never sent: the page does not offer removing them (the service refuses with OWN_ADMIN_FLAG anyway).
 */
export const userEditChanges = (user: AdminUser, values: UserEditValues, own: boolean): AdminUserEditBody => {
  const body: AdminUserEditBody = userEditBody(values);
  if (own) {
    delete body.is_admin;
    delete body.is_active;
  }
  const current = userEditBody(userEditValues(user));
  for (const key of Object.keys(body) as (keyof AdminUserEditBody)[]) {
    if (body[key] === current[key]) delete body[key];
  }
  return body;
};

const fieldOfProperty: Record<string, keyof UserEditValues> = { is_active: 'state', autologout_timeout: 'autologout_minutes' };

export const userEditResolver = () =>
  schemaResolver<UserEditValues, AdminUserEditBody>(AdminUserEditBody, {
    toBody: userEditBody,
    fieldOf: (property) => fieldOfProperty[property] ?? (property as keyof UserEditValues),
    // A login that asks for an SMS code needs the number the code goes to (spec §6).
    refine: (body) => (body.use_mfauth && !body.mfauth_tel ? { mfauth_tel: 'required' } : {}),
  });
