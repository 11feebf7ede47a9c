import { priceItems, priceTiers, type PriceItem, type PriceList } from '@tunne/contracts';

// The price list (spec §9): the tiers and items are the product's, the amounts the operator's (PRICE_LIST).

/** The operator's amounts: per tier in priceTiers' order (missing ones null) and per item (missing ones null). */
export interface PriceAmounts {
  tiers: readonly (number | null)[];
  items: Partial<Record<PriceItem, number>>;
}

export const noPrices: PriceAmounts = { tiers: [], items: {} };

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * PRICE_LIST: `{ "tiers": [EUR per customer a month, per tier in order], "items": { "<item>": EUR } }` (EUR, no tax);
 * unset: no amounts (every price null). Checked at start: a malformed value stops the app rather than showing wrong prices.
 */
export const priceAmountsFromEnv = (env: NodeJS.ProcessEnv = process.env): PriceAmounts => {
  const text = env.PRICE_LIST?.trim();
  if (!text) return noPrices;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('PRICE_LIST must be JSON: { "tiers": [numbers], "items": { "item": number } }');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('PRICE_LIST must be a JSON object');
  const { tiers = [], items = {}, ...rest } = parsed as { tiers?: unknown; items?: unknown };
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) throw new Error(`PRICE_LIST has unknown keys: ${unknownKeys.join(', ')}`);
  if (!Array.isArray(tiers) || tiers.length > priceTiers.length || !tiers.every((t) => t === null || isAmount(t))) {
    throw new Error(`PRICE_LIST tiers must be at most ${priceTiers.length} non-negative numbers`);
  }
  if (typeof items !== 'object' || items === null || Array.isArray(items)) throw new Error('PRICE_LIST items must be an object');
  for (const [item, price] of Object.entries(items)) {
    if (!(priceItems as readonly string[]).includes(item)) throw new Error(`PRICE_LIST has an unknown item: ${item}`);
    if (!isAmount(price)) throw new Error(`PRICE_LIST item ${item} must be a non-negative number`);
  }
  return { tiers: tiers as (number | null)[], items: items as Partial<Record<PriceItem, number>> };
};

/** The organisation's price list: every tier and item in the spec's order, with the operator's amount or null. */
export const priceList = (amounts: PriceAmounts, customerCount: number): PriceList => ({
  currency: 'EUR',
  tiers: priceTiers.map((tier, i) => ({ ...tier, monthly_per_customer: amounts.tiers[i] ?? null })),
  items: priceItems.map((item) => ({ item, price: amounts.items[item] ?? null })),
  customer_count: customerCount,
});
