// app-kit's texts in one language, a chunk of their own: a page downloads its language only (see i18n.ts).
import errors from './fi.json';
import form from './form/fi.json';
import remote from './remote/fi.json';

export const texts = { errors, form, remote };
