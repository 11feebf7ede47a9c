export { Dialog } from './Dialog';
export type { DialogKind, DialogProps } from './Dialog';
