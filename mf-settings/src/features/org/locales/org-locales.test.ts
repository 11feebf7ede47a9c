import { describe, expect, it } from 'vitest';
import { documentFlags, eidMethods, featureFlags, featureFlagTypes, namedFeatureFlags, priceItems, resendStrategies } from '@tunne/contracts';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

// The keys the sections build from the contracts' lists (t(`org.…${value}`)), which the frame's literal-key check cannot see.
const built = [
  ...[...featureFlags, ...documentFlags].flatMap((flag) => [`features.flags.${flag}.label`, `features.flags.${flag}.text`]),
  ...namedFeatureFlags.flatMap((name) => [`features.named_flags.${name}.label`, `features.named_flags.${name}.text`]),
  ...featureFlagTypes.map((type) => `features.types.${type}`),
  ...eidMethods.map((method) => `methods.names.${method}`),
  ...priceItems.map((item) => `prices.items.${item}`),
  ...resendStrategies.flatMap((strategy) => [`reminders.strategies.${strategy}.label`, `reminders.strategies.${strategy}.text`]),
  ...[1, 2, 3, 4, 5, 6, 7].map((day) => `reminders.days.${day}`),
  ...['request', 'letter', 'identification', 'esignature'].map((kind) => `public.validtime_after_${kind}`),
  ...['create', 'update', 'delete'].map((action) => `changes.actions.${action}`),
  ...['email', 'url', 'tel', 'colour'].map((kind) => `problems.${kind}`),
  'logo.uploaded',
  'logo.removed',
];

const lookup = (texts: object, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('the organisation sections’ texts', () => {
  it.each([
    ['fi', fi],
    ['en', en],
    ['se', se],
  ])('name every flag, method, price item, strategy and weekday in %s', (_language, texts) => {
    expect(built.filter((key) => typeof lookup(texts, key) !== 'string')).toEqual([]);
  });
});
