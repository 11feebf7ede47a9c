import { describe, expect, it } from 'vitest';
import { countryNamer, formatDate, formatDateTime, i18n } from '@tunne/app-kit';
import type { CustomerEdd, EddTrigger } from '@tunne/contracts';
// The remote registers its texts when it is created.
import '../../remote.tsx';
import { eddDecision, eddHistoryNewestFirst, eddInUse, eddStatusText, eddTriggerText, freezeLiftRole } from './edd-text.ts';

const fi = i18n.getFixedT('fi', 'risk');
const en = i18n.getFixedT('en', 'risk');
const se = i18n.getFixedT('se', 'risk');
const names = (language: string) => ({ countryName: countryNamer(language) });
const euList = { id: 'l1', act: 'Delegoitu asetus (EU) 2016/1675, muut. (EU) 2025/1184', in_force_at: '2025-08-05' };

const edd = (fields: Partial<CustomerEdd> = {}): CustomerEdd => ({
  customers_id: 'c1', required: true, triggers: [], state: 'EMPTY', purpose: null, source_of_funds: null, source_of_wealth: null, files: [],
  revision: 0, filled_by: [], submitted_at: null, decided_by: null, decided_at: null, refusal_reason: null, frozen: null, history: [], removals: [],
  waiver_reason: null, ...fields,
});

describe('the EDD triggers in words', () => {
  it('counts PEP records, confirmed PEP alerts and sanctions hits with the right plural', () => {
    expect(eddTriggerText(fi, { kind: 'PEP_RECORD', count: 1 }, names('fi'))).toBe('1 PEP-merkintä (poliittisesti vaikutusvaltainen henkilö)');
    expect(eddTriggerText(en, { kind: 'PEP_ALERT', count: 2 }, names('en'))).toBe('2 confirmed PEP alerts');
    expect(eddTriggerText(se, { kind: 'SANCTION_ALERT', count: 2 }, names('se'))).toBe('2 bekräftade sanktionsträffar');
    expect(eddTriggerText(fi, { kind: 'SANCTION_ALERT', count: 1 }, names('fi'))).toBe('1 vahvistettu pakoteosuma');
  });

  it('quotes the PEP questions answered yes', () => {
    expect(eddTriggerText(fi, { kind: 'PEP_ANSWER', questions: ['Onko asiakas PEP?'] }, names('fi'))).toBe('PEP-vastaus kysymykseen ”Onko asiakas PEP?”');
    expect(eddTriggerText(en, { kind: 'PEP_ANSWER', questions: ['Is the customer a PEP?', 'A family member?'] }, names('en'))).toBe(
      'PEP answers to the questions “Is the customer a PEP?”, “A family member?”',
    );
  });

  it('names an EU-listed country, whose it is and the list version', () => {
    const own: EddTrigger = { kind: 'EU_COUNTRY', country: 'IR', subject: 'CUSTOMER_COUNTRY', related_kinds: [], eu_list: euList };
    const related: EddTrigger = { kind: 'EU_COUNTRY', country: 'KP', subject: 'RELATED', related_kinds: ['owners', 'actualbeneficiaries'], eu_list: euList };
    const fiText = eddTriggerText(fi, own, names('fi'));
    expect(fiText).toContain('Iran');
    expect(fiText).toContain('(asiakkaan maa) on EU:n suuren riskin kolmansien maiden luettelossa');
    expect(fiText).toContain('voimassa 05.08.2025 alkaen');
    // The act is named in the reader's language: the list's stored title is English (issue 26).
    expect(fiText).toContain('(komission delegoitu asetus (EU) 2016/1675 muutoksineen)');
    expect(eddTriggerText(fi, { ...own, eu_list: { ...euList, act: 'Delegated Regulation (EU) 2016/1675' } }, names('fi'))).not.toContain('Delegated');
    expect(eddTriggerText(en, related, names('en'))).toMatch(/^North Korea \(related person: owner, actual beneficiary\) is on the EU list of high-risk third countries: .+, in force from 05\.08\.2025$/);
    expect(eddTriggerText(se, { ...own, subject: 'CUSTOMER_NATIONALITY' }, names('se'))).toContain('(kundens medborgarskap) finns på EU:s förteckning över högrisktredjeländer');
  });
});

describe('the EDD status line', () => {
  const userName = (id: string | null) => (id === 'u2' ? 'Aino Admin' : '–');

  it('says whether EDD is required, waiting, approved or refused, and by whom', () => {
    expect(eddStatusText(fi, edd({ required: false }), userName)).toBe('Ei vaadita');
    expect(eddStatusText(fi, edd(), userName)).toBe('Vaaditaan – ei vielä täytetty');
    expect(eddStatusText(en, edd({ state: 'PENDING' }), userName)).toBe('Waiting for senior management approval');
    const at = '2026-03-04T09:15:00.000Z';
    expect(eddStatusText(fi, edd({ state: 'APPROVED', decided_by: 'u2', decided_at: at }), userName)).toBe(`Hyväksynyt Aino Admin ${formatDateTime(at)}`);
    expect(eddStatusText(se, edd({ state: 'REFUSED', decided_by: 'u2', decided_at: at, refusal_reason: 'Varornas ursprung saknas' }), userName)).toBe(
      `Avslagen av Aino Admin ${formatDate(at)}: Varornas ursprung saknas`,
    );
  });
});

describe('who decides on an EDD', () => {
  const pending = edd({ state: 'PENDING', revision: 3, filled_by: ['u1'] });

  it('offers the decision to admins only, while it waits, and never to whoever filled it in', () => {
    expect(eddDecision(pending, { id: 'u2', is_admin: true })).toBe('allowed');
    expect(eddDecision(pending, { id: 'u1', is_admin: true })).toBe('sameUser');
    expect(eddDecision(pending, { id: 'u3', is_admin: false })).toBe('none');
    expect(eddDecision({ ...pending, state: 'APPROVED' }, { id: 'u2', is_admin: true })).toBe('none');
    expect(eddDecision(pending, null)).toBe('none');
  });
});

describe('the EDD history and what the section shows', () => {
  it('lists the newest event first', () => {
    const event = (id: string, created_at: string) => ({ id, action: 'SUBMITTED' as const, users_id: null, reason: null, created_at });
    expect(eddHistoryNewestFirst([event('a', '2026-01-01T10:00:00Z'), event('c', '2026-01-03T10:00:00Z'), event('b', '2026-01-02T10:00:00Z')]).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('is in use with a trigger, answers, files, a freeze or history', () => {
    expect(eddInUse(edd({ required: false }))).toBe(false);
    expect(eddInUse(edd())).toBe(true);
    expect(eddInUse(edd({ required: false, state: 'APPROVED' }))).toBe(true);
    expect(eddInUse(edd({ required: false, frozen: freeze }))).toBe(true);
  });
});

const freeze = { id: 'f', alerts_id: 'a', frozen_at: '', lifted_at: null, lifted_by: null, lift_reason: null, lift_request: null, notification: null };

describe('freezeLiftRole (issue 25 §1: four-eyes)', () => {
  const request = { id: 'r', requested_by: 'u1', requested_at: '', reason: 'Päätös' };
  it('lets an admin ask, another admin decide, and the requester only wait or withdraw', () => {
    expect(freezeLiftRole(freeze, { id: 'u1', is_admin: false })).toBe('none');
    expect(freezeLiftRole(freeze, { id: 'u1', is_admin: true })).toBe('request');
    expect(freezeLiftRole({ ...freeze, lift_request: request }, { id: 'u1', is_admin: true })).toBe('requester');
    expect(freezeLiftRole({ ...freeze, lift_request: request }, { id: 'u2', is_admin: true })).toBe('approve');
    expect(freezeLiftRole({ ...freeze, lift_request: request }, { id: 'u2', is_admin: false })).toBe('none');
  });
});
