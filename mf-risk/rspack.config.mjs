// @ts-check
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspackApp } from '../scripts/rspack-app.mjs';

// The single-spa lifecycles (settings pages), the customer card's risk sections that mf-customers mounts, and the
// settings sections a settings remote may mount in its own frame, and the home page's reviews due.
export default rspackApp({
  here: dirname(fileURLToPath(import.meta.url)),
  name: 'mf_risk',
  exposes: {
    './spa': './src/lifecycles.tsx',
    './CardSections': './src/card-sections.tsx',
    './SettingsSections': './src/settings-sections.tsx',
    './HomeSections': './src/home-sections.tsx',
  },
});
