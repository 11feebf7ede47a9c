// npm start: install what is missing, build the frontends, start the whole app on the embedded
// database (or DATABASE_URL) with the demo data (SEED=demo; development only), at http://localhost:${PORT:-8080}/app/.
import { buildFrontends, ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
await buildFrontends();
const code = await run('npx', ['tsx', 'services/gateway/src/main.ts'], { cwd: root, env: { SEED: process.env.SEED ?? 'demo' } });
process.exit(code);
