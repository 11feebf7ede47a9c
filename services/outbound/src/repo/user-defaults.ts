import type { Tx } from '@tunne/platform';

/** The kinds whose form remembers a user's choices for the next new one. */
export type DefaultsKind = 'request' | 'identification';

/** The caller's saved choices for a new item of the kind (outbound.user_defaults), null when none. */
export const readUserDefaults = async <T extends object>(tx: Tx, kind: DefaultsKind): Promise<T | null> => {
  const [row] = await tx<{ choices: T }[]>`
    select choices from outbound.user_defaults where users_id = (select outbound.caller_user()) and kind = ${kind}`;
  return row?.choices ?? null;
};

export const writeUserDefaults = async (tx: Tx, kind: DefaultsKind, choices: object): Promise<void> => {
  await tx`insert into outbound.user_defaults (organisations_id, users_id, kind, choices)
    values ((select outbound.caller_organisation()), (select outbound.caller_user()), ${kind}, ${tx.json(choices as never)})
    on conflict (organisations_id, users_id, kind) do update set choices = excluded.choices, updated_at = now()`;
};
