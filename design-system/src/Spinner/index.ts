export { Spinner, spinnerDelayMs } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
