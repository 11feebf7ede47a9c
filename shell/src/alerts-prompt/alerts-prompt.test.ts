import { describe, expect, it } from 'vitest';
import { loginMarker, markPrompted, promptApplies, wasPrompted } from './alerts-prompt.ts';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('alerts prompt', () => {
  it('asks once per login: a new login (prevlogin_at moves) asks again, a reload does not', () => {
    const storage = memory();
    const first = loginMarker({ id: 'u1', prevlogin_at: '2026-01-01T08:00:00.000Z' });
    expect(wasPrompted(first, storage)).toBe(false);
    markPrompted(first, storage);
    expect(wasPrompted(first, storage)).toBe(true);
    expect(wasPrompted(loginMarker({ id: 'u1', prevlogin_at: '2026-01-02T08:00:00.000Z' }), storage)).toBe(false);
    expect(wasPrompted(loginMarker({ id: 'u2', prevlogin_at: '2026-01-01T08:00:00.000Z' }), storage)).toBe(false);
    expect(loginMarker({ id: 'u1', prevlogin_at: null })).toBe('u1:first');
  });

  it('applies only with use_alerts and the alerts view deployed', () => {
    expect(promptApplies({ use_alerts: true }, ['/customers', '/alerts'])).toBe(true);
    expect(promptApplies({ use_alerts: false }, ['/alerts'])).toBe(false);
    expect(promptApplies({ use_alerts: true }, ['/customers'])).toBe(false);
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(wasPrompted('x', broken)).toBe(false);
    expect(() => markPrompted('x', broken)).not.toThrow();
  });
});
