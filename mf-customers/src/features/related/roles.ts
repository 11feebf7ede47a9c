import { isRoleCountry, otherRoleCode, responsiblePersonRoles, rolesFor, type ResponsiblePersonRole, type RoleLabel } from '@tunne/contracts';

export interface RoleOption {
  code: string;
  name: string;
}

const labelLanguage = (language: string): keyof RoleLabel => (language === 'en' || language === 'se' ? language : 'fi');
const labels = (role: ResponsiblePersonRole) => Object.values(role.label).map((label) => label.trim().toLowerCase());

/**
 * A responsible person's role choices: the customer's country list, then GLOBAL (which ends with OTHER), each role
 * once by its name in the UI language. A GLOBAL role that a country role already names in any UI language (CEO and
 * TJ are both "Toimitusjohtaja", BOARD_CHAIR and PJ "Hallituksen puheenjohtaja") is not offered twice; rows saved
 * with it keep their name through roleNames.
 */
export const roleOptions = (country: string | null | undefined, language: string): RoleOption[] => {
  const lang = labelLanguage(language);
  const key = country?.trim().toUpperCase();
  const own = isRoleCountry(key) ? responsiblePersonRoles[key] : [];
  const ownLabels = new Set(own.flatMap(labels));
  const codes = new Set<string>();
  const shown = new Set<string>();
  const once = (role: ResponsiblePersonRole) => {
    const name = role.label[lang].trim().toLowerCase();
    if (codes.has(role.code) || shown.has(name)) return false;
    codes.add(role.code);
    shown.add(name);
    return true;
  };
  const global = responsiblePersonRoles.GLOBAL.filter((role) => role.code === otherRoleCode || !labels(role).some((label) => ownLabels.has(label)));
  return [...own, ...global].filter(once).map((role) => ({ code: role.code, name: role.label[lang] }));
};

/** Every role code the customer's lists know (offered or not) with its name in the UI language, for saved rows. */
export const roleNames = (country: string | null | undefined, language: string): Record<string, string> => {
  const lang = labelLanguage(language);
  const names: Record<string, string> = {};
  for (const role of rolesFor(country)) names[role.code] ??= role.label[lang];
  return names;
};
