export { LanguageChooser } from './LanguageChooser';
export type { LanguageChooserProps, LanguageOption } from './LanguageChooser';
