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
  max?: number;
}

export const connectDatabase = (options: DatabaseOptions): Database => {
  const common = {
    onnotice: () => undefined,
    prepare: !options.embedded,
    idle_timeout: 30,
    connection: { application_name: 'tunne' },
  } as const;
  const owner = postgres(options.ownerUrl, { ...common, max: 2 });
  // PGlite has one session for all connections: the role switch happens per transaction instead.
  const app = options.embedded
    ? postgres(options.ownerUrl, { ...common, max: options.max ?? 4 })
    : postgres(options.appUrl ?? withUser(options.ownerUrl, appRole), { ...common, max: options.max ?? 10 });

  const tx: Database['tx'] = (tenancy, fn) =>
    app.begin(async (t) => {
      const sql = t as unknown as Tx;
      if (options.embedded) await sql.unsafe(`set local role ${appRole}`);
      await sql`select
        set_config('app.organisations_id', ${tenancy?.organisationsId ?? ''}, true),
        set_config('app.users_id', ${tenancy?.usersId ?? ''}, true),
        set_config('app.restrictiontype', ${tenancy?.restrictiontype ?? 'NONE'}, true),
        set_config('app.teams_ids', ${(tenancy?.teamIds ?? []).join(',')}, true)`;
      return fn(sql);
    }) as Promise<never>;

  return {
    owner,
    app,
    embedded: options.embedded,
    tx,
    close: async () => {
      await Promise.all([owner.end({ timeout: 5 }), app.end({ timeout: 5 })]);
    },
  };
};
