import { describe, expect, it } from 'vitest';
import { auditChanges, dateToUnix, parseEmails, unixToDate } from './dialogs.ts';

describe('card dialogs', () => {
  it('reads monitoring e-mails one per line', () => {
    expect(parseEmails('a@x.fi\n\n b@y.se \na@x.fi\nnope')).toEqual({ emails: ['a@x.fi', 'b@y.se'], invalid: ['nope'] });
  });

  it('converts the alarm date both ways', () => {
    const seconds = dateToUnix('2026-06-15');
    expect(seconds).not.toBeNull();
    expect(unixToDate(seconds)).toBe('2026-06-15');
    expect(dateToUnix('15.6.2026')).toBeNull();
    expect(unixToDate(null)).toBe('');
  });

  it('lists what an audit entry changed', () => {
    expect(auditChanges({ name: 'A', city: null, updated_at: 1 }, { name: 'B', city: null, updated_at: 2 })).toEqual([{ field: 'name', from: 'A', to: 'B' }]);
    expect(auditChanges(null, { id: 'x', name: 'B', monitor_emails: ['a@x.fi', 'b@x.fi'] })).toEqual([
      { field: 'name', from: '–', to: 'B' },
      { field: 'monitor_emails', from: '–', to: 'a@x.fi, b@x.fi' },
    ]);
  });
});
