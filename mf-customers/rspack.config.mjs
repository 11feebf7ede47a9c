// @ts-check
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspackApp } from '../scripts/rspack-app.mjs';

// Only the single-spa lifecycles: the shell mounts the remote, nothing else is imported from it.
export default rspackApp({ here: dirname(fileURLToPath(import.meta.url)), name: 'mf_customers', exposes: { './spa': './src/lifecycles.tsx' } });
