// Test kit: the local provider that stands in for the bank, and helpers that drive its pages over HTTP.
export { startLocalEidProvider, type LocalEidProvider } from './index.ts';
export { cancelLocalEid, completeLocalEid } from './local/drive.ts';
export { defaultTestPerson, type PersonForm } from './local/page.ts';
