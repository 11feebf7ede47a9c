import type { TFunction } from 'i18next';

/**
 * The Finnish trade register's company form codes (PRH / YTJ "yritysmuoto", as the register fetch and imports store
 * them in companytype_code) with their abbreviations; their names live in the locales (companyForms.<code>).
 */
const abbreviations: Record<string, string> = {
  AOY: '2', ASH: '3', ASY: '4', AY: '5', AYH: '6', ETS: '7', ETY: '8', HY: '9', KOY: '10', KVJ: '11', KVY: '12', KY: '13',
  OK: '14', OP: '15', OY: '16', OYJ: '17', SÄÄ: '18', SL: '19', SP: '20', TYH: '21', VALTLL: '22', VOJ: '23', VOY: '24',
  VY: '25', SE: '80', SCE: '83', SCP: '84',
};
export const companyFormCodes: readonly string[] = Object.values(abbreviations);

/** The register code a stored value stands for ('16', '016', 'Oy'), or null when it is none of them. */
export const companyFormCode = (value: string): string | null => {
  const trimmed = value.trim();
  const numeric = /^\d+$/.test(trimmed) ? String(Number(trimmed)) : null;
  if (numeric && companyFormCodes.includes(numeric)) return numeric;
  return abbreviations[trimmed.toLocaleUpperCase('fi')] ?? null;
};

/**
 * A company form by its name in the UI language; an unknown numeric code says it is a code, any other text an
 * import brought (a form written out) shows as it is.
 */
export const companyFormName = (value: string | null | undefined, t: TFunction): string | null => {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const code = companyFormCode(trimmed);
  if (code) return t(`companyForms.${code}`);
  return /^\d+$/.test(trimmed) ? t('companyForms.unknownCode', { code: trimmed }) : trimmed;
};
