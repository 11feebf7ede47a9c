export { CheckGroup, FieldGrid, FormFooter, FormNote, FormSection, WideField } from './FormLayout';
export type { CheckGroupProps, FieldGridProps, FormFooterProps, FormNoteProps, FormSectionProps, WideFieldProps } from './FormLayout';
