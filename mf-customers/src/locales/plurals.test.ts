import { describe, expect, it } from 'vitest';
import { i18n } from '@tunne/app-kit';
import { setTestLanguage } from '../test/setup-i18n.ts';
import en from './en.json';
import fi from './fi.json';
import se from './se.json';

// Counts read right with 1 (issue 16): "Yhteensä 1 asiakas", not "1 asiakasta"; i18next picks key_one / key_other.
const counted = ['list.total', 'todos.page.total', 'tasks.page.total', 'tasks.page.cut', 'tasks.page.matching', 'retained.total', 'retained.periodValue'];

const at = (bundle: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('counts in the customer register', () => {
  it.each([
    ['fi', 1, ['Yhteensä 1 asiakas', '1 toimenpide', '1 asiakas', 'näytetään ensimmäinen', '1 asiakas vastaa rajausta', '1 asiakkuustieto', '1 vuosi asiakassuhteen päättymisestä']],
    ['fi', 5, ['Yhteensä 5 asiakasta', '5 toimenpidettä', '5 asiakasta', 'näytetään ensimmäiset 5', '5 asiakasta vastaa rajausta', '5 asiakkuustietoa', '5 vuotta asiakassuhteen päättymisestä']],
    ['en', 1, ['1 customer in total', '1 action', '1 customer', 'showing the first', '1 customer matches the filters', '1 record', '1 year after the relationship ended']],
    ['se', 1, ['Totalt 1 kund', '1 åtgärd', '1 kund', 'den första visas', '1 kund motsvarar filtren', '1 kunduppgift', '1 år efter att affärsförbindelsen upphört']],
    ['se', 0, ['Totalt 0 kunder', '0 åtgärder', '0 kunder', 'de första 0 visas', '0 kunder motsvarar filtren', '0 kunduppgifter', '0 år efter att affärsförbindelsen upphört']],
  ] as const)('%s with %i', async (language, count, expected) => {
    await setTestLanguage(language);
    expect(counted.map((key) => i18n.t(`customers:${key}`, { count }))).toEqual(expected);
  });

  it('has both plural forms of every counted text in fi, en and se', () => {
    for (const [language, bundle] of Object.entries({ fi, en, se })) {
      for (const key of counted) {
        expect(typeof at(bundle, `${key}_one`), `${language} ${key}_one`).toBe('string');
        expect(typeof at(bundle, `${key}_other`), `${language} ${key}_other`).toBe('string');
      }
    }
  });
});
