// app-kit's texts in one language, a chunk of their own: a page downloads its language only (see i18n.ts).
import errors from './en.json';
import form from './form/en.json';
import remote from './remote/en.json';

export const texts = { errors, form, remote };
