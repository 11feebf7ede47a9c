// Outbound items (issues 13, 14): requests, secure messages, pending actions, the recipient's public pages.
export * from './states.ts';
export * from './files.ts';
export * from './item.ts';
export * from './requests.ts';
export * from './letters.ts';
export * from './pending.ts';
export * from './settings.ts';
export * from './eid.ts';
export * from './assurance.ts';
export * from './identifications.ts';
export * from './esignatures.ts';
export * from './public.ts';
export * from './events.ts';
