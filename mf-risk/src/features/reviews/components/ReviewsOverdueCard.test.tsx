import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n, useSessionStore } from '@tunne/app-kit';
import type { User } from '@tunne/contracts';
import { mountHomeSection } from '../../../remote.tsx';
import { serve } from '../../../test/fake-risk-service.ts';

// Issue 25 §7: overdue reviews are escalated to the compliance officer; the home card lists them (admins until one
// is named), and nobody else is shown (or asks for) it.

const overdue = { items: [{ id: 'c9', name: 'Myöhässä Oy', type: 'business', riskscores_level: 'HIGH', users_id: 'u3', kycclock_alarm_at: '2026-01-31' }], total: 1 };

beforeEach(async () => {
  await i18n.changeLanguage('fi');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null });
  document.body.innerHTML = '';
});

const mount = () => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mountHomeSection('reviewsoverdue', element);
  });
  return element;
};

describe('the overdue reviews home card', () => {
  it('lists every overdue review of the organisation for the compliance officer', async () => {
    useSessionStore.setState({ user: { id: 'u1', is_admin: true } as User, token: 'token' });
    const calls = serve(() => ({ data: overdue }));
    mount();
    expect(await screen.findByRole('link', { name: 'Myöhässä Oy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Myöhässä olevat tarkastukset (compliance-vastaava)' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/v2.5/user/reviews/overdue');
  });

  it('shows nothing to a regular user, and asks for nothing', async () => {
    useSessionStore.setState({ user: { id: 'u2', is_admin: false } as User, token: 'token' });
    const calls = serve(() => ({ data: overdue }));
    const element = mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.textContent).toBe('');
    expect(calls).toEqual([]);
  });
});
