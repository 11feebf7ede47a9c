// The recipient's side of requests and letters (issue 13): the public API mf-public calls.
export { createPublicApp, type PublicDeps } from './app.ts';
export { publicLimits, addressKey } from './limits.ts';
