// app-kit's frame texts in one language, a chunk of their own (its error texts are the other one; see i18n.ts).
import form from './form/fi.json';
import remote from './remote/fi.json';

/** What a form and a remote's frame show: a field's problem, a section that failed. */
export const texts = { form, remote };
