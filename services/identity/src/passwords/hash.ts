import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20 ms per hash keeps login fast under load.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash; with no hash (unknown address, no password set) it verifies
 * against a throwaway hash so both answers take about as long.
 */
export const verifyPassword = async (hash: string | null | undefined, password: string): Promise<boolean> => {
  if (!hash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};
