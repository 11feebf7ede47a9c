// @ts-check
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspackRemote } from '../scripts/rspack-app.mjs';

// Everything about the remote (federation name, routes, sections, so its exposes) is in src/remote.json.
export default rspackRemote(dirname(fileURLToPath(import.meta.url)));
