import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import type { Customer } from '../types.ts';
import { KycClockDialog } from './KycClockDialog.tsx';

const setKycClock = vi.hoisted(() => vi.fn());
vi.mock('../api.ts', () => ({ setKycClock }));

const customer = { id: 'c1', is_kycclock: true, kycclock_alarm_at: '2027-01-15', riskscores_level: 'LOW', edd_state: null } as unknown as Customer;

describe('the KYC clock dialog\'s alarm date (issue 26: a year 22026 passed the client)', () => {
  beforeAll(() => setTestLanguage('fi'));
  afterEach(() => {
    cleanup();
    setKycClock.mockReset();
  });

  const open = () => render(<KycClockDialog customer={customer} starter={null} onSaved={() => undefined} onClose={() => undefined} onError={() => undefined} />);
  const text = 'Hälytyspäivä: anna oikea päivämäärä (vuosi neljällä numerolla).';

  it('refuses a day that does not exist, naming the field, and sends nothing', async () => {
    open();
    const alarm = screen.getByLabelText(/Hälytyspäivä/);
    // Chromium's date input keeps a six-digit year; jsdom would sanitise it to '', so it is given here.
    Object.defineProperty(alarm, 'value', { configurable: true, get: () => '22026-01-15', set: () => undefined });
    fireEvent.change(alarm);
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(setKycClock).not.toHaveBeenCalled();
  });

  it('refuses text the browser could not read as a day rather than saving no alarm date', async () => {
    open();
    const alarm = screen.getByLabelText(/Hälytyspäivä/);
    Object.defineProperty(alarm, 'validity', { configurable: true, get: () => ({ badInput: true, valid: false }) });
    fireEvent.change(alarm, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(setKycClock).not.toHaveBeenCalled();
  });

  it('saves a real day as it is', async () => {
    setKycClock.mockResolvedValue(customer);
    open();
    fireEvent.change(screen.getByLabelText(/Hälytyspäivä/), { target: { value: '2027-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(setKycClock).toHaveBeenCalledWith('c1', { is_kycclock: true, kycclock_alarm_at: '2027-02-01' }));
  });
});
