import { fileURLToPath } from 'node:url';
import type { MigrationSet } from '@tunne/platform';

export const customersMigrations: MigrationSet = {
  service: 'customers',
  dir: fileURLToPath(new URL('../migrations', import.meta.url)),
};
export { createCustomersApp, type CustomersDeps } from './app.ts';
export { seedCustomers, demoCustomers } from './seed.ts';
