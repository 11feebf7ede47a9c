export { ToggleChip } from './ToggleChip';
export type { ToggleChipProps } from './ToggleChip';
