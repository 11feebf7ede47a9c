import { describe, expect, it } from 'vitest';
import { auditDisplayValue, auditFieldLabel, namesOf, type AuditNames, type Translate } from './audit-values.ts';
import { auditChanges } from './dialogs.ts';

const t: Translate = (key, options) => (key === 'type.business' ? 'Yritys' : key === 'register.value.yes' ? 'kyllä' : key.startsWith('audit.removed.') ? `(${key.slice(14)} removed)` : String(options?.defaultValue ?? key));

const names: AuditNames = {
  users: namesOf([{ id: 'u1', name: 'Aino Admin' }]),
  teams: namesOf([{ id: 't1', name: 'Helsinki' }]),
  tags: namesOf([{ id: 'g1', name: 'VIP' }, { id: 'g2', name: 'Riski' }]),
  tasks: namesOf([{ id: 'k1', name: 'Tarkista omistajat' }]),
  customers: namesOf([{ id: 'c2', name: 'Åström Ab' }]),
};

describe('audit values', () => {
  it('shows names for ids, says when the named thing is gone, and never shows a raw id', () => {
    const format = (field: string, value: unknown) => auditDisplayValue(field, value, names, t);
    expect(auditChanges({ users_id: 'u1', teams_id: null }, { users_id: 'u9', teams_id: 't1' }, format)).toEqual([
      { field: 'users_id', from: 'Aino Admin', to: '(users removed)' },
      { field: 'teams_id', from: '–', to: 'Helsinki' },
    ]);
    expect(format('tags_id', 'g1')).toBe('VIP');
    expect(format('tags_id', ['g1', 'g2'])).toBe('VIP, Riski');
    expect(format('responsible_users_id', 'u1')).toBe('Aino Admin');
    expect(format('kycclock_users_id', 'u1')).toBe('Aino Admin');
    expect(format('tasks_id', 'k1')).toBe('Tarkista omistajat');
    expect(format('linked_customers_id', 'c2')).toBe('Åström Ab');
  });

  it('localises codes and booleans and formats dates', () => {
    const format = (field: string, value: unknown) => auditDisplayValue(field, value, names, t);
    expect(format('type', 'business')).toBe('Yritys');
    expect(format('is_monitored', true)).toBe('kyllä');
    expect(format('founded_at', '2020-05-17')).toBe('17.05.2020');
    expect(format('kycclock_alarm_at', '2026-12-31')).toBe('31.12.2026');
    expect(format('deadline_at', '2026-12-31')).toBe('31.12.2026');
    expect(format('valid_at', '2027-01-01')).toBe('01.01.2027');
    // Entries from before the days (issue 16 §2): the instant's day in Helsinki, wherever the browser is.
    expect(format('kycclock_alarm_at', Date.UTC(2026, 0, 2, 10) / 1000)).toBe('02.01.2026');
    expect(format('kycclock_alarm_at', '2030-03-17T15:46:40+00:00')).toBe('17.03.2030');
    expect(format('deadline_at', '2026-12-31T21:59:59+00:00')).toBe('31.12.2026');
    expect(format('deadline_at', '2026-12-31T22:30:00+00:00')).toBe('01.01.2027');
    expect(format('sent_at', '2026-01-02T10:00:00Z')).toMatch(/^02\.01\.2026 \d{2}:\d{2}$/);
    expect(format('city', 'Åbo')).toBe('Åbo');
    expect(format('city', null)).toBe('–');
  });

  it('labels every audited column, trade-register flags and check times included', () => {
    const known = new Set(['fields.city', 'register.ended', 'register.checkedAt', 'columns.riskscores_level']);
    const label = (field: string) => auditFieldLabel(field, (key) => `<${key}>`, (key) => known.has(key));
    expect(['city', 'ended', 'bis_checked_at', 'riskscores_level', 'mystery'].map(label)).toEqual([
      '<fields.city>', '<register.ended>', '<register.checkedAt>', '<columns.riskscores_level>', 'mystery',
    ]);
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])('records a day as the same day with the browser in %s', (zone) => {
    const processZone = process.env.TZ;
    process.env.TZ = zone;
    try {
      const format = (field: string, value: unknown) => auditDisplayValue(field, value, names, t);
      expect(auditChanges({ deadline_at: '2026-12-30' }, { deadline_at: '2026-12-31' }, format)).toEqual([{ field: 'deadline_at', from: '30.12.2026', to: '31.12.2026' }]);
      expect(format('kycclock_alarm_at', '2026-12-31')).toBe('31.12.2026');
      expect(format('founded_at', '2020-01-01')).toBe('01.01.2020');
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });
});
