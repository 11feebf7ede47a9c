import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@tunne/app-kit';
import type { PriceList, SettingsChange } from '@tunne/contracts';
import { renderSection, stubApi } from '../test-support.tsx';
import { ChangesSection } from './ChangesSection.tsx';
import { PricesSection } from './PricesSection.tsx';

const prices: PriceList = {
  currency: 'EUR',
  tiers: [
    { from: 0, to: 99, monthly_per_customer: 2.5 },
    { from: 100, to: 199, monthly_per_customer: 2.25 },
    { from: 20_000, to: null, monthly_per_customer: null },
  ],
  items: [
    { item: 'identification', price: 1234.5 },
    { item: 'pep_screening', price: null },
  ],
  customer_count: 150,
};

const change = (id: string, overrides: Partial<SettingsChange> = {}): SettingsChange => ({
  id, at: '2026-03-04T09:05:00', users_id: 'u1', user_name: 'Aino Admin', section: 'features', entity: 'organisation', entity_id: 'o1',
  entity_name: 'Testi Oy', action: 'update', before: { use_alerts: true }, after: { use_alerts: false }, ...overrides,
});

beforeEach(async () => {
  await i18n.changeLanguage('fi');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settings › price list', () => {
  it('shows the tiers and items in euros, marks the tier that applies and says prices are not charged', async () => {
    stubApi((call) => (call.path === 'v2.5/user/prices' ? { data: prices } : undefined));
    renderSection(PricesSection);
    const tiers = await screen.findByRole('table', { name: 'Kuukausihinta asiakasmäärän mukaan' });
    const current = within(tiers).getByText(/nykyinen taso/).closest('tr')!;
    expect(within(current).getByText('100–199', { exact: false })).toBeTruthy();
    expect(within(current).getByText('2,25 €')).toBeTruthy();
    expect(within(tiers).getByText('20 000 tai enemmän')).toBeTruthy();
    expect(within(tiers).getByText('Sopimuksen mukaan')).toBeTruthy();
    const items = screen.getByRole('table', { name: 'Muut hinnat' });
    expect(within(items).getByText('Tunnistautuminen')).toBeTruthy();
    expect(within(items).getByText(/1\s234,50\s€/)).toBeTruthy();
    expect(screen.getByText(/Sivu ei veloita mitään/)).toBeTruthy();
    expect(screen.getByText('Organisaatiolla on nyt 150 asiakasta.')).toBeTruthy();
  });

  it('formats euros the English way in English', async () => {
    await i18n.changeLanguage('en');
    stubApi((call) => (call.path === 'v2.5/user/prices' ? { data: prices } : undefined));
    renderSection(PricesSection);
    expect(await screen.findByText('€1,234.50')).toBeTruthy();
    expect(screen.getAllByText('By agreement')).toHaveLength(2);
  });
});

describe('settings › changes', () => {
  it('lists who changed what, old → new, pages with "show more" and filters by section', async () => {
    const calls = stubApi((call) => {
      if (call.path !== 'v2.5/admin/changes') return undefined;
      if (call.search.get('section') === 'logo') return { data: { items: [], next: null } };
      if (call.search.get('before') === '41') {
        return { data: { items: [change('40', { action: 'create', section: 'teams', entity: 'team', entity_name: 'Myynti', before: null, after: { name: 'Myynti', description: null } })], next: null } };
      }
      return { data: { items: [change('42'), change('41', { at: '2026-03-03T16:30:00', section: 'organisation', user_name: null, before: { name: 'Vanha Oy' }, after: { name: 'Uusi Oy' } })], next: '41' } };
    });
    renderSection(ChangesSection);
    const table = await screen.findByRole('table', { name: 'Muutokset' });
    const first = within(table).getByText('04.03.2026 09:05', { selector: 'td' }).closest('tr')!;
    for (const text of ['Aino Admin', 'Käytössä olevat toiminnot', 'use_alerts', 'kyllä', 'ei']) expect(within(first).getByText(text)).toBeTruthy();
    expect(within(first).getByText(/Muutettu · organisation/)).toBeTruthy();
    expect(within(table).getByText('Järjestelmä')).toBeTruthy();
    expect(within(table).getByText('Vanha Oy')).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.search)).toEqual({ limit: '50' });

    fireEvent.click(screen.getByRole('button', { name: 'Näytä lisää' }));
    expect(await within(table).findByText(/Lisätty · team · Myynti/)).toBeTruthy();
    expect(Object.fromEntries(calls[1]!.search)).toEqual({ limit: '50', before: '41' });
    expect(screen.queryByRole('button', { name: 'Näytä lisää' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Osio' }), { target: { value: 'logo' } });
    expect(await screen.findByText('Tämän osion asetuksiin ei ole tehty muutoksia.')).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)!.search.get('section')).toBe('logo'));
  });

  it('says when nothing has changed yet', async () => {
    stubApi((call) => (call.path === 'v2.5/admin/changes' ? { data: { items: [], next: null } } : undefined));
    renderSection(ChangesSection);
    expect(await screen.findByText('Asetuksiin ei ole vielä tehty muutoksia.')).toBeTruthy();
  });
});
