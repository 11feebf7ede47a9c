// The recipient's side of requests and letters (issue 13): the public API mf-public calls.
export { createPublicApp } from './app.ts';
export type { PublicDeps } from './route-context.ts';
export { publicLimits, addressKey } from './limits.ts';
