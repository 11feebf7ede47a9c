import { AsyncLocalStorage } from 'node:async_hooks';
import postgres, { type ReservedSql, type Sql, type TransactionSql } from 'postgres';
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
  /**
   * Runs fn in a transaction as the app role with the tenancy set; RLS filters every row. Inside a request scope
   * whose principal check left its transaction open (txForRequest), the first tx of the same organisation continues
   * that transaction with its own tenancy instead of opening another.
   */
  tx: <T>(tenancy: Tenancy | null, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /**
   * The principal check of an authenticated request: like tx, but inside a request scope (requestScope) the
   * transaction is left open after fn for the request's own first query, so the check and the query are one
   * transaction; the scope commits it at its end if no query took it.
   */
  txForRequest: <T>(tenancy: Tenancy, fn: (tx: Tx) => Promise<T>) => Promise<T>;
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

/** A transaction begun by begin(): its reserved connection and the leading statements sent with it. */
interface OpenTransaction {
  database: Database;
  conn: ReservedSql;
  organisationsId: string;
  leading: Promise<unknown>[];
}

/** Leading statements are awaited after fn; until then their failure must not count as unhandled. */
const quiet = (statements: Promise<unknown>[]): Promise<unknown>[] => {
  for (const statement of statements) statement.catch(() => undefined);
  return statements;
};

const end = async (open: OpenTransaction, how: 'commit' | 'rollback'): Promise<void> => {
  try {
    await (how === 'commit' ? open.conn`commit` : open.conn`rollback`.catch(() => undefined));
  } finally {
    open.conn.release();
  }
};

/** One authenticated request: the transaction its principal check left open, until a query takes it or the request ends. */
interface RequestScope {
  held: OpenTransaction | null;
  open: boolean;
}

const requestScopes = new AsyncLocalStorage<RequestScope>();

const takeHeld = (): OpenTransaction | null => {
  const scope = requestScopes.getStore();
  const held = scope?.held ?? null;
  if (scope) scope.held = null;
  return held;
};

const holdForRequest = (open: OpenTransaction): boolean => {
  const scope = requestScopes.getStore();
  if (!scope?.open || scope.held) return false;
  scope.held = open;
  return true;
};

/**
 * Runs one authenticated request (requireAuth wraps its principal check and the handlers after it): the principal
 * check's transaction (txForRequest) is held for the request's first tx of the same organisation, and committed at
 * the end if none took it. Nested scopes (a second auth middleware on the same request) are the outer one.
 */
export const requestScope = async <T>(fn: () => Promise<T>): Promise<T> => {
  if (requestScopes.getStore()?.open) return fn();
  const scope: RequestScope = { held: null, open: true };
  try {
    return await requestScopes.run(scope, fn);
  } finally {
    scope.open = false;
    const held = scope.held;
    scope.held = null;
    if (held) await end(held, 'commit').catch(() => undefined);
  }
};

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

  const settings = (conn: ReservedSql, tenancy: Tenancy | null) => conn`select
    set_config('app.organisations_id', ${tenancy?.organisationsId ?? ''}, true),
    set_config('app.users_id', ${tenancy?.usersId ?? ''}, true),
    set_config('app.restrictiontype', ${tenancy?.restrictiontype ?? 'NONE'}, true),
    set_config('app.teams_ids', ${(tenancy?.teamIds ?? []).join(',')}, true)`.execute();

  /**
   * A transaction on a reserved connection with BEGIN, the role switch and the tenancy settings sent at once; they
   * are pipelined with the first query of the fn that runs in it. Should any of them fail, the transaction is aborted,
   * so no query can run without them; COMMIT of an aborted transaction only rolls back.
   */
  const begin = async (tenancy: Tenancy | null): Promise<OpenTransaction> => {
    const conn = await app.reserve();
    const leading = [
      conn`begin`.execute(),
      ...(options.embedded ? [conn.unsafe(`set local role ${appRole}`).execute()] : []),
      settings(conn, tenancy),
    ];
    return { database, conn, organisationsId: tenancy?.organisationsId ?? '', leading: quiet(leading) };
  };

  /** A held transaction taken over by a tx of the same organisation: its settings become this tenancy's. */
  const resume = (held: OpenTransaction, tenancy: Tenancy | null): OpenTransaction =>
    ({ ...held, leading: quiet([settings(held.conn, tenancy)]) });

  /** Runs fn in the open transaction; the transaction stays open when fn succeeds (run's caller ends it). */
  const run = async <T>(open: OpenTransaction, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      const result = await fn(open.conn as unknown as Tx);
      await Promise.all(open.leading);
      return result;
    } catch (error) {
      await end(open, 'rollback');
      throw error;
    }
  };

  /** The transaction to run a tx of this tenancy in: the request's held one if it is this organisation's, else a new one. */
  const openFor = async (tenancy: Tenancy | null): Promise<OpenTransaction> => {
    const held = takeHeld();
    if (held?.database === database && held.organisationsId === (tenancy?.organisationsId ?? '')) return resume(held, tenancy);
    // Another organisation or database: the held transaction ends first (the embedded database has one connection).
    if (held) await end(held, 'commit');
    return begin(tenancy);
  };

  const tx: Database['tx'] = async (tenancy, fn) => {
    const open = await openFor(tenancy);
    const result = await run(open, fn);
    await end(open, 'commit');
    return result;
  };

  const txForRequest: Database['txForRequest'] = async (tenancy, fn) => {
    const open = await openFor(tenancy);
    const result = await run(open, fn);
    if (!holdForRequest(open)) await end(open, 'commit');
    return result;
  };

  const database: Database = {
    owner,
    app,
    embedded: options.embedded,
    tx,
    txForRequest,
    close: async () => {
      await Promise.all(app === owner ? [owner.end({ timeout: 5 })] : [owner.end({ timeout: 5 }), app.end({ timeout: 5 })]);
    },
  };
  return database;
};
