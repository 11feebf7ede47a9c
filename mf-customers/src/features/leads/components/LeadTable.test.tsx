import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { leadStatuses, type Lead } from '@tunne/contracts';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { LeadTable } from './LeadTable.tsx';

const leads: Lead[] = leadStatuses.map((status, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  type: 'business',
  name: `Liidi ${status} Oy`,
  businessid: null,
  country: 'FI',
  email: i === 0 ? 'myynti@example.com' : null,
  phone: null,
  contact_name: i === 0 ? 'Outi Ostaja' : null,
  description: null,
  users_id: null,
  status,
  customers_id: status === 'CONVERTED' ? '00000000-0000-4000-9000-000000000001' : null,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
}));

describe('LeadTable', () => {
  beforeAll(async () => {
    await setTestLanguage('fi');
  });
  afterEach(cleanup);

  it('shows each status with its label and offers the actions that status allows', () => {
    const onAction = vi.fn<(action: string, lead: Lead) => void>();
    render(<LeadTable leads={leads} sort="name" onSort={() => undefined} onAction={onAction} />);
    const row = (status: string) => screen.getByRole('link', { name: `Liidi ${status} Oy` }).closest('tr')!;
    expect(within(row('NEW')).getByText('Uusi')).toBeTruthy();
    expect(within(row('NEW')).getByText('Outi Ostaja · myynti@example.com')).toBeTruthy();
    expect(within(row('CONTACTED')).getByText('Yhteyttä otettu')).toBeTruthy();
    expect(within(row('CONVERTED')).getByRole('link', { name: 'Avaa asiakas: Liidi CONVERTED Oy' }).getAttribute('href')).toBe(
      '/app/customers/00000000-0000-4000-9000-000000000001',
    );
    expect(within(row('CONVERTED')).queryByRole('button')).toBeNull();
    expect(within(row('DISCARDED')).getByText('Hylätty')).toBeTruthy();
    fireEvent.click(within(row('CONTACTED')).getByRole('button', { name: 'Muuta asiakkaaksi: Liidi CONTACTED Oy' }));
    fireEvent.click(within(row('DISCARDED')).getByRole('button', { name: 'Poista liidi: Liidi DISCARDED Oy' }));
    expect(onAction.mock.calls.map(([action, lead]) => [action, lead.status])).toEqual([
      ['convert', 'CONTACTED'],
      ['remove', 'DISCARDED'],
    ]);
  });
});
