import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type * as AppKit from '@tunne/app-kit';
import type { AuditEntry } from '@tunne/contracts';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { LeadHistory } from './LeadHistory.tsx';

const entries: AuditEntry[] = [
  {
    id: '1', table_name: 'leads', record_id: 'l1', action: 'INSERT', changed_by: 'u1', changed_at: '2026-01-02T10:00:00Z', old: null,
    new: { id: 'l1', name: 'Liidi Oy', type: 'business', status: 'NEW', email: null }, masked: [],
  },
  {
    id: '2', table_name: 'leads', record_id: 'l1', action: 'UPDATE', changed_by: 'u2', changed_at: '2026-01-03T10:00:00Z',
    old: { name: 'Liidi Oy', status: 'NEW' }, new: { name: 'Liidi Ab', status: 'CONTACTED' }, masked: [],
  },
];

vi.mock('../api.ts', () => ({ getLeadAudit: vi.fn(async () => entries) }));
vi.mock('@tunne/app-kit', async (importOriginal) => ({
  ...(await importOriginal<typeof AppKit>()),
  listOrgUsers: async () => [{ id: 'u1', name: 'Aino Admin', email: 'admin@example.com', is_active: true }, { id: 'u2', name: 'Ville Käyttäjä', email: 'user@example.com', is_active: true }],
}));

describe('LeadHistory (issue 25 §6)', () => {
  beforeAll(async () => {
    await setTestLanguage('fi');
  });
  afterEach(cleanup);

  it('lists the lead\'s audit trail: added, then each change with its old and new values and who made it', async () => {
    render(<LeadHistory leadId="l1" />);
    const section = await screen.findByRole('region', { name: 'Muutoshistoria' });
    await waitFor(() => expect(section.querySelectorAll('[data-audit-action]').length).toBe(2));
    const [added, changed] = [...section.querySelectorAll('[data-audit-action]')].map((item) => item.textContent ?? '');
    expect(added).toContain('Lisätty');
    expect(added).toContain('Aino Admin');
    expect(added).toContain('Nimi: Liidi Oy');
    await waitFor(() => expect(section.textContent).toContain('Ville Käyttäjä'));
    expect(changed).toContain('Muutettu');
    expect(changed).toContain('Nimi: Liidi Oy → Liidi Ab');
    expect(changed).toContain('Tila: Uusi → Yhteyttä otettu');
  });
});
