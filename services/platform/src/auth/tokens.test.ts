import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const claims = { sub: 'u1', org: 'o1', typ: 'session', sid: 's1' } as const;
const service = () => createTokenService({ secret: 'a-test-secret-that-is-long-enough-for-hs256' });

const code = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

afterEach(() => vi.useRealTimers());

describe('token verification (verified tokens are remembered)', () => {
  it('answers the same claims the second time', async () => {
    const tokens = service();
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(await tokens.verify(token)).toEqual(first);
    expect(first).toMatchObject(claims);
  });

  it('refuses an altered token even after the original was verified', async () => {
    const tokens = service();
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'admin' })).toString('base64url');
    expect(await code(tokens.verify(`${header}.${forged}.${signature}`))).toBe('NOT_LOGGED_IN');
    expect(await code(tokens.verify(`${token.slice(0, -2)}xx`))).toBe('NOT_LOGGED_IN');
  });

  it('checks expiry on every use, remembered or not, with the renewal tolerance', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    const tokens = service();
    const token = await tokens.sign(claims, 60);
    await tokens.verify(token);
    vi.setSystemTime(new Date('2026-11-26T12:01:30Z'));
    expect(await code(tokens.verify(token))).toBe('TOKEN_EXPIRED');
    expect(await code(tokens.verify(token, { allowExpiredSeconds: 60 }))).toBe('ok');
  });

  it('does not share what one secret verified with another', async () => {
    const token = await service().sign(claims);
    const other = createTokenService({ secret: 'another-secret-that-is-long-enough-for-hs256' });
    expect(await code(other.verify(token))).toBe('NOT_LOGGED_IN');
  });
});
