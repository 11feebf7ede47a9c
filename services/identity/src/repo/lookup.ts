import type { Tx } from '@tunne/platform';

/** What login and the forgot form need to know about an address before any tenancy is known. */
export interface LoginLookup {
  organisations_id: string;
  id: string;
  password_hash: string | null;
  is_active: boolean;
  disable_uilogin: boolean;
  use_mfauth: boolean;
  mfauth_tel: string | null;
  language: string;
  organisation_active: boolean;
}

/** Through the security-definer function: the only cross-organisation read the service makes. */
export const loginLookup = async (tx: Tx, email: string): Promise<LoginLookup | null> => {
  const [row] = await tx<LoginLookup[]>`select * from identity.login_lookup(${email})`;
  return row ?? null;
};

export const resetLookup = async (
  tx: Tx,
  tokenHash: string,
): Promise<{ organisations_id: string; users_id: string; id: string } | null> => {
  const [row] = await tx<{ organisations_id: string; users_id: string; id: string }[]>`
    select * from identity.reset_lookup(${tokenHash})`;
  return row ?? null;
};
