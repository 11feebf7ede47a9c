// @ts-check
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspackApp } from '../scripts/rspack-app.mjs';

// The host: served under /app/ with its index.html; it reads the remotes from /app/remotes.json at run time.
export default rspackApp({ here: dirname(fileURLToPath(import.meta.url)), name: 'shell', host: true });
