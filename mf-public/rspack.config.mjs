// @ts-check
// The recipients' public pages (issue 13): a plain single-page build served by the gateway under /p/. It shares no
// runtime with the staff shell (no Module Federation) and loads nothing of it; the loaders, output naming and
// precompressed twins are the other frontends' (scripts/rspack-app.mjs).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { rspackBuild } from '../scripts/rspack-app.mjs';

export default rspackBuild({
  here: dirname(fileURLToPath(import.meta.url)),
  entry: './src/index.tsx',
  publicPath: '/p/',
  uniqueName: 'tunne_public',
  plugins: () => [new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer' })],
});
