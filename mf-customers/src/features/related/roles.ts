import { rolesFor, type RoleLabel } from '@tunne/contracts';

export interface RoleOption {
  code: string;
  name: string;
}

const labelLanguage = (language: string): keyof RoleLabel => (language === 'en' || language === 'se' ? language : 'fi');

/** A responsible person's role choices: the customer's country list, then GLOBAL (which ends with OTHER). */
export const roleOptions = (country: string | null | undefined, language: string): RoleOption[] => {
  const seen = new Set<string>();
  return rolesFor(country)
    .filter((role) => (seen.has(role.code) ? false : (seen.add(role.code), true)))
    .map((role) => ({ code: role.code, name: role.label[labelLanguage(language)] }));
};
