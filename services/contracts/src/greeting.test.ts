import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  it.each([
    [0, 'night'], [2, 'night'], [3, 'earlyNight'], [5, 'earlyNight'], [6, 'morning'], [8, 'morning'],
    [9, 'forenoon'], [11, 'forenoon'], [12, 'day'], [14, 'day'], [15, 'afternoon'], [17, 'afternoon'],
    [18, 'evening'], [23, 'evening'],
  ])('hour %i is %s', (hour, key) => {
    expect(greetingFor(hour)).toBe(key);
  });
});
