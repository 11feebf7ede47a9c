import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '@tunne/customers/testing';
import {
  demoOrganisations, demoUsers, type AnsweredPerson, type CustomerRecordsSnapshot, type Esignature, type Identification, type Letter,
  type LinkAddress, type Request,
} from '@tunne/contracts';
import { draftWith, fakeBroker, keepAttachments, linkOf, meta, nextEmail, pngDataUrl, signatoryBody } from './esignatures/test-kit.ts';
import { startOutboundHarness, type OutboundHarness } from './testing.ts';

// The tipping-off guard (issue 25 §2; AMLR art. 73): nothing internal reaches a recipient. Every item kind is created
// with a marker in every internal field (staff notes, internal names, the register's PEP and owner descriptions,
// other people's full identity codes), then everything a recipient can get is rendered: each mail (invitation,
// reminder, receipt, signed document) and each public answer (view, receipts). The marker and the full codes must
// appear nowhere.
//
// A later feature that adds an item kind, a mail or a public answer adds a case to `cases` (or a step to a case): the
// case creates the item with internal fields set to `internal(...)` and answers what the recipient was given.

const admin: string = demoUsers.admin.id;
const org = demoOrganisations.demo.id;
const MARKER = 'SISÄINEN-7F3A';
/** Marker text for an internal field (unique per field, so a failure names the field). */
const internal = (field: string) => `${MARKER}:${field}`;
/** Full identity codes of other people, held in the register: only their masked form may leave. */
const otherCodes = ['131052-308T', '010181-900C'] as const;
const noPep = { is_pep_self: false, is_pep_family: false, is_pep_partner: false };

let h: OutboundHarness;

let requestId = '';
let rows = 0;
const person = (name: string, ssn: string, extra: Partial<AnsweredPerson> = {}): AnsweredPerson => ({
  id: `00000000-0000-4000-8000-${String((rows += 1) % 4).padStart(12, '0')}`, type: 'person', name, ssn, description: internal(`${name}.description`), ...extra,
});

/** The register as the records port answers it: every kind with internal descriptions and full codes. */
const registerWithSecrets = (customersId: string): CustomerRecordsSnapshot => ({
  customersId, name: 'Asiakas Oy', type: 'business', language: 'fi', basic: { name: 'Asiakas Oy', country: 'FI' },
  owners: [person('Omistaja', otherCodes[0], { share: 60 })],
  actualbeneficiaries: [person('Edunsaaja', otherCodes[1], { share: 60 })],
  peps: [person('Poliitikko', otherCodes[0], { is_pep_self: true })],
  responsiblepersons: [person('Hallituksen jäsen', otherCodes[1], { role: 'J' })],
});

interface Rendered {
  /** Public answers as JSON (views, receipts). */
  answers: unknown[];
}

interface GuardCase {
  kind: string;
  /** Creates the item with internal fields set, sends it and plays the recipient's side; answers what the recipient got. */
  run: (h: OutboundHarness) => Promise<Rendered>;
}

const customerOf = (type: 'person' | 'business') =>
  demoCustomers().find((c) => c.organisations_id === org && c.users_id === admin && c.type === type && !c.is_removed)!.id;

const link = (customersId: string, id: string, email: string): LinkAddress => ({ organisationsId: org, customersId, id, token: h.tokenFromMail(email) });

const cases: GuardCase[] = [
  {
    kind: 'request',
    run: async () => {
      const customer = customerOf('business');
      const email = nextEmail('guard-request');
      const asks = {
        ask_owners: true, prefill_owners: true, autofill_owners: true, autofill_peps: true, ask_actualbeneficiaries: true, prefill_actualbeneficiaries: true, ask_peps: true, prefill_peps: true,
        ask_responsiblepersons: true, prefill_responsiblepersons: true, prefill_changes: true,
      };
      const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, {
        method: 'POST', body: { email, note: internal('request.note'), description: 'Päivitäthän tiedot.', ...asks },
      });
      const id = created.body.data!.id;
      await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
      await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
      const l = link(customer, id, email);
      const view = await h.ports.requests.view(l);
      const { owners, actualbeneficiaries, peps, responsiblepersons } = view.prefill;
      const receipt = await h.ports.requests.submit(l, { owners, actualbeneficiaries, peps, responsiblepersons }, meta);
      requestId = id;
      return { answers: [view, receipt] };
    },
  },
  {
    kind: 'secure message',
    run: async () => {
      const customer = customerOf('business');
      const email = nextEmail('guard-letter');
      const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, {
        method: 'POST', body: { email, text: 'Viestin sisältö', note: internal('letter.note'), allow_answer: true },
      });
      const id = created.body.data!.id;
      await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST' });
      await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST' });
      const l = link(customer, id, email);
      const view = await h.ports.letters.view(l, null, meta);
      const answer = await h.ports.letters.answer(l, null, { text: 'Kiitos' }, meta);
      return { answers: [view, answer] };
    },
  },
  {
    kind: 'identification',
    run: async () => {
      const customer = customerOf('person');
      // The customer's own full code is the register's, not the link holder's.
      await h.t.db.owner`update customers.customers set ssn = ${otherCodes[1]}, description = ${internal('customer.description')} where id = ${customer}`;
      const email = nextEmail('guard-identification');
      const created = await h.call<Identification>(admin, `/api/v2.5/user/customers/${customer}/identifications`, {
        method: 'POST', body: { name: 'Timo Järvinen', email, available_eidmethods: ['SCREENSIGNATURE'], ask_pep: true },
      });
      const id = created.body.data!.id;
      await h.call(admin, `/api/v2.5/user/identifications/${id}/send`, { method: 'POST' });
      await h.call(admin, `/api/v2.5/user/identifications/${id}/send`, { method: 'POST' });
      const l = link(customer, id, email);
      const view = await h.ports.identifications.view(l);
      const receipt = await h.ports.identifications.screenSignature(l, { image: pngDataUrl(), pep: noPep }, meta);
      return { answers: [view, receipt] };
    },
  },
  {
    kind: 'e-signature signatory',
    run: async () => {
      const customer = customerOf('business');
      const email = nextEmail('guard-signatory');
      const e = await draftWith(h, admin, customer, [signatoryBody(email, { hide_ssn: true })], { name: internal('esignature.name') });
      await h.call<Esignature>(admin, `/api/v2.5/user/esignatures/${e.id}/send`, { method: 'POST' });
      const l = linkOf(h, e, e.signatories[0]!.id, email);
      const view = await h.ports.signatories.view(l);
      const signed = await h.ports.signatories.sign(l, { method: 'SCREENSIGNATURE', accept: true, image: pngDataUrl() }, meta);
      const after = await h.ports.signatories.view(l);
      return { answers: [view, signed, after] };
    },
  },
];

beforeAll(async () => {
  h = await startOutboundHarness({ eid: fakeBroker() });
  keepAttachments(h);
  const records = h.deps.customers.records;
  h.deps.customers = { ...h.deps.customers, records: { ...records, snapshot: async (_scope, customersId) => registerWithSecrets(customersId) } };
});
afterAll(() => h.stop());

describe('nothing internal reaches the recipient (tipping-off guard)', () => {
  it.each(cases.map((c) => [c.kind, c] as const))('%s: no mail and no public answer carries an internal field', async (_kind, c) => {
    const seen = new Set([...h.outbox.mails, ...h.outbox.sms].map((m) => m.id));
    const { answers } = await c.run(h);
    const mails = h.outbox.mails.filter((m) => !seen.has(m.id));
    expect(mails.length).toBeGreaterThan(0);
    // Every mail to the recipient has its HTML part (issue 26), held to the same guard as the text (the owner's notice of
    // an answer goes to staff, as plain text).
    for (const m of mails.filter((mail) => !mail.to.includes(demoUsers.admin.email))) expect(m.html, m.subject).toContain('<html lang="fi">');
    const rendered = [
      ...mails.map((m) => [m.subject, m.text, m.html ?? '', ...(m.attachments ?? []).map((a) => a.filename)].join('\n')),
      ...h.outbox.sms.filter((m) => !seen.has(m.id)).map((m) => JSON.stringify(m)),
      ...answers.map((a) => JSON.stringify(a)),
    ].join('\n');
    expect(rendered).not.toContain(MARKER);
    for (const code of otherCodes) expect(rendered).not.toContain(code);
  });

  it('the prefilled codes come back as the register has them, and descriptions stay', async () => {
    // The form shows masked codes; submitting them unchanged must not overwrite the stored codes with the mask.
    const [stored] = await h.t.db.owner<{ answer: { owners: AnsweredPerson[]; peps: AnsweredPerson[] } }[]>`select answer from outbound.requests where id = ${requestId}`;
    const applied = stored?.answer;
    expect(applied?.owners?.[0]).toMatchObject({ ssn: otherCodes[0], description: internal('Omistaja.description') });
    expect(applied?.peps?.[0]).toMatchObject({ ssn: otherCodes[0], description: internal('Poliitikko.description') });
  });
});
