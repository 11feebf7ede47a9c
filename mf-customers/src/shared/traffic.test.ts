import { describe, expect, it } from 'vitest';
import { combineLights, kycClockLight, kycLightLabel, listLight, registerLight, riskLight, tasksLight, todoLight } from './traffic.ts';

describe('traffic lights (spec §4)', () => {
  it('combines red > yellow > green > grey', () => {
    expect(combineLights(['green', 'red', 'yellow'])).toBe('red');
    expect(combineLights(['green', 'yellow', 'grey'])).toBe('yellow');
    expect(combineLights(['grey', 'green'])).toBe('green');
    expect(combineLights([])).toBe('grey');
  });

  it('KYC clock: off red, yellow within a month before the alarm, red after, green earlier', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(kycClockLight(false, null, now)).toBe('red');
    expect(kycClockLight(true, null, now)).toBe('green');
    expect(kycClockLight(true, '2026-08-01', now)).toBe('green');
    expect(kycClockLight(true, '2026-06-11', now)).toBe('green');
    expect(kycClockLight(true, '2026-06-10', now)).toBe('yellow');
    expect(kycClockLight(true, '2026-05-11', now)).toBe('yellow');
    expect(kycClockLight(true, '2026-05-10', now)).toBe('red');
    expect(kycClockLight(true, '2026-05-01', now)).toBe('red');
    // Late evening in Helsinki is already the next day in UTC+14, but the day that counts is Helsinki's.
    expect(kycClockLight(true, '2026-05-11', new Date('2026-05-10T20:59:00Z'))).toBe('yellow');
    expect(kycClockLight(true, '2026-05-11', new Date('2026-05-10T21:00:00Z'))).toBe('red');
    expect(kycClockLight(undefined, null, now)).toBe('grey');
  });

  it('risk: LOW green, REGULAR yellow, HIGH red, unknown grey', () => {
    expect(riskLight('LOW')).toBe('green');
    expect(riskLight('REGULAR')).toBe('yellow');
    expect(riskLight('HIGH')).toBe('red');
    expect(riskLight('NA')).toBe('grey');
    expect(riskLight(null)).toBe('grey');
  });

  it('register flags', () => {
    expect(registerLight('prepayment_register', true)).toBe('green');
    expect(registerLight('trade_register', false)).toBe('red');
    expect(registerLight('employer_register', false)).toBe('yellow');
    expect(registerLight('bankruptcy', true)).toBe('red');
    expect(registerLight('bankruptcy', false)).toBe('green');
    expect(registerLight('tax_liability', null)).toBe('grey');
  });

  it('lists, todos and tasks', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(listLight(0)).toBe('grey');
    expect(listLight(2)).toBe('green');
    expect(todoLight({ is_done: true, deadline_at: '2026-01-01' }, now)).toBe('green');
    expect(todoLight({ is_done: false, deadline_at: '2026-01-01' }, now)).toBe('red');
    expect(todoLight({ is_done: false, deadline_at: null }, now)).toBe('yellow');
    // Due today is not overdue; due yesterday (in Helsinki) is.
    expect(todoLight({ is_done: false, deadline_at: '2026-05-10' }, now)).toBe('yellow');
    expect(todoLight({ is_done: false, deadline_at: '2026-05-09' }, now)).toBe('red');
    expect(todoLight({ is_done: false, deadline_at: '2026-05-10' }, new Date('2026-05-10T21:00:00Z'))).toBe('red');
    expect(tasksLight([])).toBe('grey');
    expect(tasksLight([{ is_done: true }, { is_done: false }])).toBe('yellow');
    expect(tasksLight([{ is_done: true }])).toBe('green');
  });
});

describe('the KYC light\'s words (issue 26)', () => {
  it('says a clock that is off apart from a passed alarm day, though both are red', () => {
    expect(kycLightLabel(false, 'red')).toBe('off');
    expect(kycLightLabel(true, 'red')).toBe('red');
    expect(kycLightLabel(true, 'yellow')).toBe('yellow');
    expect(kycLightLabel(undefined, 'grey')).toBe('grey');
  });
});
