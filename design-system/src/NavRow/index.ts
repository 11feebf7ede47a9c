export { NavRow } from './NavRow';
export type { NavRowProps } from './NavRow';
