import type { Database, TokenService } from '@tunne/platform';
import { acceptTotpStep, consumeRecoveryCode, getTotpFactor, type TotpFactorRow } from '../repo/totp.ts';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';
import { open, seal } from './secret-box.ts';
import { isTotpCode, stepOfCode } from './authenticator.ts';

export interface FactorOwner {
  organisationsId: string;
  usersId: string;
}

/** Keys derived from the app secret: one encrypts TOTP secrets, the other keys the recovery-code hashes. */
export const totpKeys = (tokens: TokenService) => ({
  secret: tokens.deriveKey('identity.totp-secret.v1'),
  recovery: tokens.deriveKey('identity.totp-recovery-codes.v1'),
});

const contextOf = (owner: FactorOwner): string => `${owner.organisationsId}:${owner.usersId}`;

export const sealSecret = (tokens: TokenService, owner: FactorOwner, secretBase32: string): string =>
  seal(totpKeys(tokens).secret, secretBase32, contextOf(owner));

export const openSecret = (tokens: TokenService, owner: FactorOwner, factor: TotpFactorRow): string =>
  open(totpKeys(tokens).secret, factor.secret_encrypted, contextOf(owner));

export type CodeCheck = 'totp' | 'recovery' | null;

/**
 * Checks an authenticator code of an active factor (accepting its step once), or with `allowRecovery` a recovery code
 * (using it up). null: not a valid code now (wrong, replayed, used up or no active factor).
 */
export const checkSecondFactorCode = async (
  deps: { db: Database; tokens: TokenService },
  owner: FactorOwner,
  code: string,
  options: { allowRecovery: boolean },
): Promise<CodeCheck> => {
  return deps.db.tx(owner, async (tx) => {
    const factor = await getTotpFactor(tx, owner.usersId);
    if (!factor?.confirmed_at) return null;
    if (isTotpCode(code)) {
      const step = stepOfCode(openSecret(deps.tokens, owner, factor), code);
      return step !== null && (await acceptTotpStep(tx, owner.usersId, step, true)) ? 'totp' : null;
    }
    if (options.allowRecovery && looksLikeRecoveryCode(code)) {
      const hash = hashRecoveryCode(totpKeys(deps.tokens).recovery, owner.usersId, code);
      return (await consumeRecoveryCode(tx, owner.usersId, hash)) ? 'recovery' : null;
    }
    return null;
  });
};

/** Whether the user has a confirmed authenticator (login decides which second factor to ask for). */
export const hasActiveTotp = async (db: Database, owner: FactorOwner): Promise<boolean> =>
  Boolean((await db.tx(owner, (tx) => getTotpFactor(tx, owner.usersId)))?.confirmed_at);
