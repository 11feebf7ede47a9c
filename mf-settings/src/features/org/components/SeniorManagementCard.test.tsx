import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@tunne/app-kit';
import type { SeniorManagement } from '@tunne/contracts';
import { renderSection, stubApi, writes } from '../test-support.tsx';
import { SeniorManagementCard } from './SeniorManagementCard.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('fi');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settings › organisation › senior management (issue 25 §3)', () => {
  it('names the compliance officer and members and saves them; with nobody named the admins approve', async () => {
    let stored: SeniorManagement = { compliance_officer: null, members: [] };
    const calls = stubApi((call) => {
      if (call.path === 'v2.5/user/users') return { data: [{ id: 'u1', name: 'Aino Admin' }, { id: 'u2', name: 'Ville Virtanen' }, { id: 'u3', name: 'Tiina Tiimi' }] };
      if (call.path !== 'v2.5/admin/organizations/my/seniormanagement') return undefined;
      if (call.method === 'PUT') stored = call.body as SeniorManagement;
      return { data: stored };
    });
    renderSection(() => <SeniorManagementCard />);
    const card = within(await screen.findByTestId('senior-management'));
    expect(await card.findByText('Ketään ei ole nimetty: pääkäyttäjät hyväksyvät.')).toBeTruthy();
    fireEvent.change(card.getByLabelText('Compliance-vastaava'), { target: { value: 'u2' } });
    fireEvent.click(card.getByRole('checkbox', { name: 'Tiina Tiimi' }));
    expect(card.queryByRole('checkbox', { name: 'Ville Virtanen' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Tallenna' }));
    await card.findByText('Tallennettu');
    expect(writes(calls).map((call) => call.body)).toEqual([{ compliance_officer: 'u2', members: ['u3'] }]);
    await waitFor(() => expect(card.getByText('Vain nimetyt hyväksyvät.')).toBeTruthy());
  });
});
