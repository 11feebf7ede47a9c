export { ActionsMenu } from './ActionsMenu';
export type { ActionsMenuProps, MenuAction } from './ActionsMenu';
