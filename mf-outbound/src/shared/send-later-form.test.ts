import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { defaultSendAt, localDateTime, sendLaterBody, sendLaterResolver, type SendLaterValues } from './send-later-form.ts';

const now = new Date(2026, 10, 26, 15, 0);
const resolve = async (sendAt: string) => {
  const result = await sendLaterResolver(() => now)({ sendAt }, undefined, {} as ResolverOptions<SendLaterValues & FieldValues>);
  return (result.errors as { sendAt?: { message: string } }).sendAt?.message ?? null;
};

describe('send later', () => {
  it('defaults to tomorrow at 9:00 and sends the moment as ISO with mode LATER', () => {
    expect(defaultSendAt(now)).toBe('2026-11-27T09:00');
    expect(sendLaterBody({ sendAt: '2026-11-27T09:00' })).toEqual({ mode: 'LATER', send_at: new Date(2026, 10, 27, 9, 0).toISOString() });
  });

  it('asks for a time at least a minute ahead and at most a year', async () => {
    expect(await resolve('')).toBe('required');
    expect(await resolve(localDateTime(new Date(2026, 10, 26, 14, 0)))).toBe('past');
    expect(await resolve(localDateTime(new Date(2028, 0, 1, 9, 0)))).toBe('tooFar');
    expect(await resolve(defaultSendAt(now))).toBeNull();
  });
});
