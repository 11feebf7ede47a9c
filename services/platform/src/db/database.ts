import postgres, { type Sql, type TransactionSql } from 'postgres';
import type { RestrictionType } from '@tunne/contracts';

/** The non-owner, non-superuser role every service runs its queries as (row-level security holds). */
export const appRole = 'tunne_app';

export type Tx = TransactionSql<Record<string, never>>;

/** Who is asking: set as transaction-local settings that the row-level security policies read. */
export interface Tenancy {
  organisationsId: string;
  usersId?: string;
  restrictiontype?: RestrictionType;
  teamIds?: readonly string[];
}

export interface Database {
  /** Owner connection: migrations and seeding only. */
  owner: Sql;
  /** Service connection as the app role. */
  app: Sql;
  embedded: boolean;
  /** Runs fn in a transaction as the app role with the tenancy set; RLS filters every row. */
  tx: <T>(tenancy: Tenancy | null, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

const withUser = (url: string, user: string): string => {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = '';
  return parsed.toString();
};

export interface DatabaseOptions {
  ownerUrl: string;
  /** Defaults to the owner URL with the user replaced by the app role (trust auth in dev/CI). */
  appUrl?: string;
  embedded: boolean;
  /** The embedded database's Unix socket (EmbeddedDatabase.socketPath). */
  socketPath?: string;
  max?: number;
}

export const connectDatabase = (options: DatabaseOptions): Database => {
  const common = {
    onnotice: () => undefined,
    // Named prepared statements: safe on PGlite too, because the embedded database gets a single connection.
    prepare: true,
    idle_timeout: 30,
    connection: { application_name: 'tunne' },
  } as const;
  // PGlite serves every connection from one session and interleaves their extended-protocol messages,
  // so the embedded database gets exactly one connection, shared by owner and app (role set per transaction).
  const owner = postgres(options.ownerUrl, {
    ...common,
    max: options.embedded ? 1 : 2,
    ...(options.socketPath ? { path: options.socketPath } : {}),
  });
  const app = options.embedded
    ? owner
    : postgres(options.appUrl ?? withUser(options.ownerUrl, appRole), { ...common, max: options.max ?? 10 });

  /**
   * One transaction on a reserved connection with BEGIN, the role switch, the tenancy settings and the
   * first query of fn pipelined in one round trip. Should any of the leading statements fail, the
   * transaction is aborted, so no query of fn can run without them; COMMIT of an aborted transaction
   * only rolls back.
   */
  const tx: Database['tx'] = async (tenancy, fn) => {
    const conn = await app.reserve();
    const sql = conn as unknown as Tx;
    const leading = [
      conn`begin`.execute(),
      ...(options.embedded ? [conn.unsafe(`set local role ${appRole}`).execute()] : []),
      conn`select
        set_config('app.organisations_id', ${tenancy?.organisationsId ?? ''}, true),
        set_config('app.users_id', ${tenancy?.usersId ?? ''}, true),
        set_config('app.restrictiontype', ${tenancy?.restrictiontype ?? 'NONE'}, true),
        set_config('app.teams_ids', ${(tenancy?.teamIds ?? []).join(',')}, true)`.execute(),
    ];
    for (const statement of leading) statement.catch(() => undefined);
    try {
      const result = await fn(sql);
      await Promise.all(leading);
      await conn`commit`;
      return result;
    } catch (error) {
      await conn`rollback`.catch(() => undefined);
      throw error;
    } finally {
      conn.release();
    }
  };

  return {
    owner,
    app,
    embedded: options.embedded,
    tx,
    close: async () => {
      await Promise.all(app === owner ? [owner.end({ timeout: 5 })] : [owner.end({ timeout: 5 }), app.end({ timeout: 5 })]);
    },
  };
};
