import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@tunne/app-kit';
import { optional, startLanguage } from './form-kind.ts';

describe('what a new item form starts from', () => {
  it('opens without a part that failed to load, but not with one whose load was replaced', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = new AbortController();
    await expect(optional(Promise.reject(new Error('down')), controller.signal)).resolves.toBeNull();
    await expect(optional(Promise.resolve('defaults'), controller.signal)).resolves.toBe('defaults');
    controller.abort();
    await expect(optional(Promise.reject(new Error('aborted')), controller.signal)).rejects.toThrow('aborted');
    log.mockRestore();
  });

  it("writes in the customer's language, else the user's own", async () => {
    await i18n.changeLanguage('en');
    expect(startLanguage({ id: 'c1', type: 'person', name: 'Anna', email: null, contact_email: null, language: 'se', is_frozen: false })).toBe('se');
    expect(startLanguage(null)).toBe('en');
    await i18n.changeLanguage('fi');
  });
});
