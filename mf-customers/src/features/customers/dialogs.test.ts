import { describe, expect, it } from 'vitest';
import { alarmDay, auditChanges, parseEmails } from './dialogs.ts';

describe('card dialogs', () => {
  it('reads monitoring e-mails one per line', () => {
    expect(parseEmails('a@x.fi\n\n b@y.se \na@x.fi\nnope')).toEqual({ emails: ['a@x.fi', 'b@y.se'], invalid: ['nope'] });
  });

  it('takes the alarm day as the date input gives it, and nothing that is not a real day', () => {
    expect(alarmDay('2026-12-31')).toBe('2026-12-31');
    expect([alarmDay('15.6.2026'), alarmDay('2026-02-30'), alarmDay('')]).toEqual([null, null, null]);
  });

  it('lists what an audit entry changed', () => {
    expect(auditChanges({ name: 'A', city: null, updated_at: 1 }, { name: 'B', city: null, updated_at: 2 })).toEqual([{ field: 'name', from: 'A', to: 'B' }]);
    expect(auditChanges(null, { id: 'x', name: 'B', monitor_emails: ['a@x.fi', 'b@x.fi'] })).toEqual([
      { field: 'name', from: '–', to: 'B' },
      { field: 'monitor_emails', from: '–', to: 'a@x.fi, b@x.fi' },
    ]);
  });
});
