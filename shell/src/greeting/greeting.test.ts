import { describe, expect, it } from 'vitest';
import { i18n } from '@tunne/app-kit';
import { firstName, greetingMessage } from './greeting.ts';
import { registerShellTranslations } from '../i18n.ts';

registerShellTranslations();

const at = (hour: number, minute = 0) => new Date(2026, 4, 12, hour, minute);
const text = (date: Date, language = 'fi') => {
  const { key, name } = greetingMessage(date, 'Aino Admin');
  return i18n.getFixedT(language, 'shell')(key, { name });
};

describe('greeting', () => {
  it.each([
    [0, 'Hyvää yötä, Aino!'],
    [2, 'Hyvää yötä, Aino!'],
    [3, 'Hyvää aamuyötä, Aino!'],
    [5, 'Hyvää aamuyötä, Aino!'],
    [6, 'Hyvää huomenta, Aino!'],
    [9, 'Hyvää aamupäivää, Aino!'],
    [12, 'Hyvää päivää, Aino!'],
    [15, 'Hyvää iltapäivää, Aino!'],
    [17, 'Hyvää iltapäivää, Aino!'],
    [18, 'Hyvää iltaa, Aino!'],
    [23, 'Hyvää iltaa, Aino!'],
  ])('at %i o’clock greets in Finnish with %s', (hour, expected) => {
    expect(text(at(hour, 30))).toBe(expected);
  });

  it('switches band exactly on the hour', () => {
    expect(text(at(5, 59))).toBe('Hyvää aamuyötä, Aino!');
    expect(text(at(6, 0))).toBe('Hyvää huomenta, Aino!');
  });

  it('greets in English and Swedish', () => {
    expect(text(at(19), 'en')).toBe('Good evening, Aino!');
    expect(text(at(13), 'se')).toBe('God dag, Aino!');
  });

  it('gives every band its own greeting (issue 26: the English forenoon repeated the morning)', () => {
    for (const language of ['fi', 'en', 'se']) {
      const texts = [0, 3, 6, 9, 12, 15, 18].map((hour) => text(at(hour), language));
      expect(new Set(texts).size, language).toBe(7);
    }
    // Swedish said "God morgon" both before and after six.
    expect(text(at(4), 'se')).toBe('Du är uppe tidigt, Aino!');
    expect(text(at(10), 'en')).toBe('Good late morning, Aino!');
  });

  it('uses the first name only', () => {
    expect(firstName('  Maija  Monivaihe ')).toBe('Maija');
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
  });
});
