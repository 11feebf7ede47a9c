export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
