export { DeleteRowAction } from './DeleteRowAction';
export type { DeleteRowActionProps } from './DeleteRowAction';
