import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CustomerListItem } from '../types.ts';
import { setTestLanguage } from '../../../test/setup-i18n.ts';
import { CustomerTable } from './CustomerTable.tsx';

const customers: CustomerListItem[] = Array.from({ length: 500 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: i % 2 ? 'person' : 'business',
  name: `Äyräpää ${String(i).padStart(3, '0')} Oy`,
  businessid: null,
  ssn: null,
  department: null,
  city: 'Åbo',
  country: 'FI',
  users_id: null,
  teams_id: null,
  is_removed: false,
  removes_at: null,
  created_at: '2026-01-02T10:00:00Z',
  is_kycclock: false,
  kycclock_alarm_at: null,
  is_monitored: false,
  prepayment_register: null,
  trade_register: true,
  riskscores_level: 'LOW',
  edd_state: null,
  is_frozen: false,
}));

// happy-dom does no layout: the scroll container reports the height a 1440×900 screen gives it.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');

describe('CustomerTable (virtualised)', () => {
  beforeAll(async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 580 });
    await setTestLanguage('en');
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });
  afterEach(cleanup);

  it('draws only the rows around the view of a 500-row page and tells assistive tech the full count', () => {
    render(<CustomerTable customers={customers} sort="name" onSort={() => undefined} label="Customer list" />);
    const table = screen.getByRole('table', { name: 'Customer list' });
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    const drawn = table.querySelectorAll('tbody tr[data-index]');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
    expect(within(table).getByRole('link', { name: 'Äyräpää 000 Oy' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: 'Äyräpää 499 Oy' })).toBeNull();
    // The rows not drawn keep their place: a spacer below holds their height.
    const spacer = table.querySelector('tbody tr[aria-hidden="true"] td') as HTMLElement;
    expect(Number.parseInt(spacer.style.height, 10)).toBeGreaterThan(400 * 37);
    expect(drawn[0]!.getAttribute('aria-rowindex')).toBe('2');
  });

  it('keeps one row in the tab order and sorts from the header', () => {
    const onSort = vi.fn();
    render(<CustomerTable customers={customers.slice(0, 3)} sort="-name" onSort={onSort} label="Customer list" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.focus(rows[1]!);
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /City/ }));
    expect(onSort).toHaveBeenCalledWith('city');
  });

  it('moves between rows with the arrow keys, Home and End, scrolling the target in', async () => {
    render(<CustomerTable customers={customers.slice(0, 3)} sort="name" onSort={() => undefined} label="Customer list" />);
    const rows = () => screen.getAllByRole('row').slice(1);
    rows()[0]!.focus();
    await act(async () => {
      fireEvent.keyDown(rows()[0]!, { key: 'ArrowDown' });
    });
    expect(document.activeElement).toBe(rows()[1]);
    await act(async () => {
      fireEvent.keyDown(rows()[1]!, { key: 'End' });
    });
    expect(document.activeElement).toBe(rows()[2]);
    await act(async () => {
      fireEvent.keyDown(rows()[2]!, { key: 'Home' });
    });
    expect(document.activeElement).toBe(rows()[0]);
  });
});
