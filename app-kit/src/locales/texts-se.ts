// app-kit's texts in one language, two chunks of their own: a page downloads its language only (see i18n.ts).
import form from './form/se.json';
import remote from './remote/se.json';

/** What a form and a remote's frame show: a field's problem, a section that failed. */
export const texts = { form, remote };
