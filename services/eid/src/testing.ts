// Test kit: the local provider that stands in for the bank.
export { startLocalEidProvider, type LocalEidProvider } from './index.ts';
