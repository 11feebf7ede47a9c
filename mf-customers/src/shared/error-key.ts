import { i18n } from '@tunne/app-kit';

/**
 * The text key, for `t` of namespace customers, of a server error shown on a field: the register's own wording
 * (errors.<CODE>) when it has one, otherwise app-kit's catalogue (errors:<CODE>).
 */
export const serverErrorKey = (code: string): string =>
  i18n.exists(`customers:errors.${code}`) ? `errors.${code}` : `errors:${code}`;
