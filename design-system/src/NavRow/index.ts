export { NavRow } from './NavRow';
export type { NavRowProps } from './NavRow';
/** Whether the rail the component sits in shows icons only (AppLayout's collapsed or tablet rail). */
export { useNavCollapsed } from '../internal/navCollapsedContext';
