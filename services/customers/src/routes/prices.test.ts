import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, priceItems, priceTiers, type PriceList } from '@tunne/contracts';
import { priceAmountsFromEnv } from '../prices.ts';
import { demoCustomers } from '../seed.ts';
import { startHarness, type Harness } from '../testing.ts';

const amounts = priceAmountsFromEnv({ PRICE_LIST: JSON.stringify({ tiers: [2.5, 2.2], items: { request: 1.5, pep_screening: 0.3 } }) });
const activeOf = (organisationsId: string) => demoCustomers().filter((c) => c.organisations_id === organisationsId && !c.is_removed).length;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ prices: amounts });
}, 60_000);
afterAll(async () => h?.stop());

describe('the price list', () => {
  it('answers every tier and item in order with the operator\'s amounts, others null, and the organisation\'s customer count', async () => {
    const { status, body } = await h.call<PriceList>(demoUsers.own.id, '/api/v2.5/user/prices');
    expect(status).toBe(200);
    const list = body.data!;
    expect(list.currency).toBe('EUR');
    expect(list.tiers).toHaveLength(priceTiers.length);
    expect(list.tiers.slice(0, 3)).toEqual([
      { from: 0, to: 99, monthly_per_customer: 2.5 }, { from: 100, to: 199, monthly_per_customer: 2.2 }, { from: 200, to: 299, monthly_per_customer: null },
    ]);
    expect(list.tiers.at(-1)).toEqual({ from: 20_000, to: null, monthly_per_customer: null });
    expect(list.items.map((i) => i.item)).toEqual([...priceItems]);
    expect(list.items.find((i) => i.item === 'request')!.price).toBe(1.5);
    expect(list.items.find((i) => i.item === 'letter')!.price).toBeNull();
    // The whole organisation's, though this user sees only their own customers; archived ones do not count.
    expect(list.customer_count).toBe(activeOf(demoOrganisations.demo.id));
    expect((await h.call<PriceList>(demoUsers.toinenAdmin.id, '/api/v2.5/user/prices')).body.data!.customer_count).toBe(activeOf(demoOrganisations.toinen.id));
  });

  it('needs a session', async () => {
    expect((await h.app.request('/api/v2.5/user/prices')).status).toBe(401);
  });
});

describe('PRICE_LIST', () => {
  it('unset gives no amounts', () => {
    expect(priceAmountsFromEnv({})).toEqual({ tiers: [], items: {} });
  });

  it('is refused at start when malformed', () => {
    for (const value of ['{', '[]', '{"tiers":"x"}', '{"tiers":[-1]}', '{"items":{"coffee":1}}', '{"items":{"request":"1"}}', '{"extra":1}',
      JSON.stringify({ tiers: Array.from({ length: priceTiers.length + 1 }, () => 1) })]) {
      expect(() => priceAmountsFromEnv({ PRICE_LIST: value }), value).toThrow(/PRICE_LIST/);
    }
  });
});
