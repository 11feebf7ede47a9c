import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { loadConfig, log } from '@tunne/platform';
import { bootGateway } from './boot.ts';

const config = loadConfig();
const running = await bootGateway(config, { frontendRoot: fileURLToPath(new URL('../../..', import.meta.url)) });

const server = serve({ fetch: running.app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info('Tunne is running', {
    url: `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${info.port}/app/`,
    production: config.production,
    embedded: running.db.embedded,
    demoData: config.seedDemo,
    devMailbox: Boolean(running.outbox),
  });
});

// A stray rejection is a bug to log, not a reason to take every user's session down with the process.
process.on('unhandledRejection', (reason) => {
  log.error('unhandled rejection', { error: reason instanceof Error ? reason.message : String(reason) });
});

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info('stopping', { signal });
  server.close();
  running.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
