import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from 'postgres';
import { appRole } from './database.ts';
import { log } from '../log.ts';

export interface MigrationSet {
  /** Service name; also its schema. */
  service: string;
  dir: string;
}

const ensureRole = async (owner: Sql): Promise<void> => {
  // Roles are cluster-wide; several test databases may race to create it.
  try {
    await owner.unsafe(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${appRole}') then
        create role ${appRole} login nosuperuser nobypassrls;
      end if; end $$`);
  } catch (error) {
    if ((error as { code?: string }).code !== '23505' && (error as { code?: string }).code !== '42710') throw error;
  }
};

/**
 * Forward-only migrations: `NNNNN_name.sql` files applied in order, each in its own transaction,
 * recorded in platform.migrations; an advisory lock keeps concurrent starts from racing.
 */
export const migrate = async (owner: Sql, sets: MigrationSet[]): Promise<number> => {
  await ensureRole(owner);
  await owner.unsafe(`create schema if not exists platform;
    create table if not exists platform.migrations (
      service text not null, name text not null, applied_at timestamptz not null default now(),
      primary key (service, name))`);
  let applied = 0;
  for (const set of sets) {
    const files = readdirSync(set.dir).filter((f) => /^\d{5}_[a-z0-9_]+\.sql$/.test(f)).sort();
    for (const file of files) {
      await owner.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(7341)`;
        const done = await tx`select 1 from platform.migrations where service = ${set.service} and name = ${file}`;
        if (done.length > 0) return;
        await tx.unsafe(readFileSync(join(set.dir, file), 'utf8'));
        await tx`insert into platform.migrations (service, name) values (${set.service}, ${file})`;
        applied += 1;
        log.info('migration applied', { service: set.service, name: file });
      });
    }
  }
  return applied;
};
