import { describe, expect, it } from 'vitest';
import { organisationApprovalKinds } from '@tunne/contracts';
import { approvalHref } from './links.ts';

// Issue 25 §3: each item of the approvals inbox links to where it is decided.
describe('approvalHref', () => {
  it('leads a customer\'s decision to its section of the card and an organisation\'s setting to its settings page', () => {
    const customer = '00000000-0000-4000-8000-00000000c001';
    expect(approvalHref({ kind: 'EDD', customers_id: customer })).toBe(`/customers/${customer}/edd`);
    expect(approvalHref({ kind: 'ALERT_DECISION', customers_id: customer })).toBe(`/customers/${customer}/alerts`);
    expect(approvalHref({ kind: 'FREEZE_LIFT', customers_id: customer })).toBe(`/customers/${customer}/edd`);
    expect(approvalHref({ kind: 'FOUR_EYES_OFF', customers_id: null })).toBe('/settings/alerts');
    expect(approvalHref({ kind: 'EU_LIST', customers_id: null })).toBe('/settings/riskscore');
    expect(approvalHref({ kind: 'EID_LEVEL', customers_id: null })).toBe('/settings/methods');
    for (const kind of organisationApprovalKinds) expect(approvalHref({ kind, customers_id: null })).not.toBe('/settings');
  });
});
