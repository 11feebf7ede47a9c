// Outbound items (issue 13): requests, secure messages, pending actions, the recipient's public pages.
export * from './states.ts';
export * from './files.ts';
export * from './requests.ts';
export * from './letters.ts';
export * from './pending.ts';
export * from './settings.ts';
export * from './public.ts';
