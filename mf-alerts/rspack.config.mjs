// @ts-check
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspackApp } from '../scripts/rspack-app.mjs';

// The single-spa lifecycles the shell mounts, and the alerts section the customer card mounts (remotes.json cardSections).
export default rspackApp({
  here: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_alerts',
  exposes: { './spa': './src/lifecycles.tsx', './CardSections': './src/card-sections.tsx' },
});
