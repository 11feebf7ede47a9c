// app-kit's texts in one language, a chunk of their own: a page downloads its language only (see i18n.ts).
import errors from './se.json';
import form from './form/se.json';
import remote from './remote/se.json';

export const texts = { errors, form, remote };
