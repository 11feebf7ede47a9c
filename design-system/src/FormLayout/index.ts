export { CheckGroup, FieldGrid, FormFooter, FormSection, WideField } from './FormLayout';
export type { CheckGroupProps, FieldGridProps, FormFooterProps, FormSectionProps, WideFieldProps } from './FormLayout';
