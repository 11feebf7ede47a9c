import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type LinkAddress, type Request, type RequestAnswerComparison } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { demoCustomerOf, questionIds, startOutboundHarness, type OutboundHarness } from '../testing.ts';

const admin: string = demoUsers.admin.id;
const org = demoOrganisations.demo.id;
const meta = { ipaddress: '192.0.2.10', userAgent: 'vitest' };

let h: OutboundHarness;
let customer: string;
let n = 0;

beforeAll(async () => {
  h = await startOutboundHarness();
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());
beforeEach(() => h.setNow(new Date()));

const setAccept = (on: boolean) => h.t.db.owner`update identity.organisations set use_requests_accept = ${on} where id = ${org}`;

/** A request created and sent; its link as the recipient's browser gives it. */
const sent = async (choices: Record<string, unknown>): Promise<{ id: string; email: string; link: LinkAddress }> => {
  n += 1;
  const email = `recipient${n}@example.com`;
  const created = await h.call<Request>(admin, `/api/v2.5/user/customers/${customer}/requests`, { method: 'POST', body: { email, ...choices } });
  const id = created.body.data!.id;
  await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
  return { id, email, link: { organisationsId: org, customersId: customer, id, token: h.tokenFromMail(email) } };
};

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

const owner = { name: 'Omistaja Oy', type: 'business' as const, businessid: '2980005-2', share: 100 };

describe('request links', () => {
  it('opens with the token from the mail and shows what is asked', async () => {
    const { link } = await sent({ ask_owners: true, ask_riskquestions: true, riskquestions_type: 'MANDATORY', description: 'Päivitä tiedot' });
    const view = await h.ports.requests.view(link);
    expect(view).toMatchObject({ id: link.id, customer_name: expect.any(String), description: 'Päivitä tiedot', language: 'fi', draft: null, answered_at: null });
    expect(view.organisation.name).toBe('Demo Oy');
    expect(view.asks.ask_owners).toBe(true);
    expect(view.riskquestions.map((q) => q.id)).toEqual([questionIds.mandatory]);
  });

  it('refuses a guessed token, another item\'s token and a wrong customer alike, with no data', async () => {
    const a = await sent({ ask_owners: true });
    const b = await sent({ ask_owners: true });
    expect(await codeOf(h.ports.requests.view({ ...a.link, token: 'A'.repeat(43) }))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.requests.view({ ...a.link, token: b.link.token }))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.requests.view({ ...a.link, customersId: demoCustomerOf(demoUsers.user.id) }))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.requests.view({ ...a.link, organisationsId: demoOrganisations.toinen.id }))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.requests.view({ ...a.link, id: 'not-a-uuid' }))).toBe('LINK_INVALID');
  });

  it('an expired link says so (clock injected)', async () => {
    const { link } = await sent({ ask_owners: true });
    h.setNow(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    expect(await codeOf(h.ports.requests.view(link))).toBe('LINK_EXPIRED');
  });

  it('a resend revokes the earlier link', async () => {
    const { id, email, link } = await sent({ ask_owners: true });
    await h.call(admin, `/api/v2.5/user/requests/${id}/send`, { method: 'POST' });
    expect(await codeOf(h.ports.requests.view(link))).toBe('LINK_INVALID');
    await expect(h.ports.requests.view({ ...link, token: h.tokenFromMail(email) })).resolves.toMatchObject({ id });
  });
});

describe('submitting an answer', () => {
  it('checks the answer against what was asked, with the field', async () => {
    const { link } = await sent({ ask_owners: true, ask_peps: true, ask_actualbeneficiaries: true, ask_actualbeneficiaries_validssn: true });
    expect(await codeOf(h.ports.requests.submit(link, { no_peps: true, no_actualbeneficiaries: true }, meta))).toBe('REQUEST_NO_OWNERS');
    expect(await codeOf(h.ports.requests.submit(link, { owners: [owner], peps: [{ name: 'Pekka Poliitikko' }], no_actualbeneficiaries: true }, meta))).toBe('PEP_DETAILS_MISSING');
    const badSsn = h.ports.requests.submit(link, { owners: [owner], no_peps: true, actualbeneficiaries: [{ name: 'Matti Meikäläinen', ssn: '010101-1234', nationality: 'FI' }] }, meta);
    await expect(badSsn).rejects.toMatchObject({ code: 'INVALID_SSN', field: '/actualbeneficiaries/0/ssn' });
    expect(await codeOf(h.ports.requests.submit(link, { owners: [owner], no_peps: true }, meta))).toBe('REQUEST_ANSWER_INCOMPLETE');
  });

  it('an owners file stands in for owners when allowed; a mandatory file is needed', async () => {
    await setAccept(false);
    const { link } = await sent({ ask_owners: true, ask_owners_allowfile: true, ask_files: true, ask_files_mandatory: true });
    expect(await codeOf(h.ports.requests.submit(link, {}, meta))).toBe('REQUEST_NO_OWNERS');
    const file = await h.ports.requests.addFile(link, { name: 'omistajat.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4 omistajat') });
    expect(file).toMatchObject({ role: 'answer', mime: 'application/pdf', size: 18 });
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    expect(await codeOf(h.ports.requests.addFile(link, { name: 'omistajat.pdf', mime: 'application/pdf', bytes: exe }))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await codeOf(h.ports.requests.addFile(link, { name: 'a.html', mime: 'text/plain', bytes: new TextEncoder().encode('<html><body>x</body></html>') }))).toBe('UNSUPPORTED_MEDIA_TYPE');
    await expect(h.ports.requests.submit(link, {}, meta)).resolves.toMatchObject({ awaits_acceptance: false });
  });

  it('applies at once without acceptance: records, risk answers, source of funds; a second submit is refused', async () => {
    await setAccept(false);
    const { id, email, link } = await sent({ ask_owners: true, autofill_owners: true, ask_riskquestions: true, ask_sof: true, ask_basic: true });
    await h.ports.requests.saveDraft(link, { owners: [owner], step: 'owners' });
    expect((await h.ports.requests.view(link)).draft).toEqual({ owners: [owner], step: 'owners' });
    const riskanswers = [{ riskquestions_id: questionIds.mandatory, answer: 'no' }];
    const missing = h.ports.requests.submit(link, { basic: { name: 'Uusi Nimi Oy' }, owners: [owner], sof: 'Liiketoiminnan tulot' }, meta);
    await expect(missing).rejects.toMatchObject({ code: 'RISK_ANSWER_MANDATORY' });
    const receipt = await h.ports.requests.submit(link, { basic: { name: 'Uusi Nimi Oy' }, owners: [owner], riskanswers, sof: 'Liiketoiminnan tulot', peps: [{ name: 'Ei kysytty' }] }, meta);
    expect(receipt.awaits_acceptance).toBe(false);
    const scope = { organisationsId: org, usersId: admin, restrictiontype: 'NONE' };
    expect(h.recorded.records.at(-1)).toEqual({ scope, customersId: customer, change: { basic: { name: 'Uusi Nimi Oy' }, owners: [owner] } });
    // The recipient's answers are credited to the recipient (issue 26), whoever the scope names.
    expect(h.recorded.riskAnswers.at(-1)).toEqual({ scope, customersId: customer, answers: riskanswers, source: 'RECIPIENT' });
    expect(h.recorded.sourceOfFunds.at(-1)).toEqual({ scope, customersId: customer, text: 'Liiketoiminnan tulot' });
    const request = (await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`)).body.data!;
    expect(request).toMatchObject({ state: 'done', light: 'green', is_answered: true, answer: { owners: [owner] } });
    expect(request.answer).not.toHaveProperty('peps');
    expect(h.mailTo(email)!.subject).toBe('Kiitos vastauksestasi – Demo Oy');
    expect(await codeOf(h.ports.requests.submit(link, { owners: [owner] }, meta))).toBe('LINK_ALREADY_ANSWERED');
    expect(await codeOf(h.ports.requests.view(link))).toBe('LINK_ALREADY_ANSWERED');
    const comparison = (await h.call<RequestAnswerComparison>(admin, `/api/v2.5/user/requests/${id}/comparison`)).body.data!;
    expect(comparison.before.basic).toEqual({ name: expect.any(String) });
    expect(comparison.answer.owners).toEqual([owner]);
    // Issue 26: the background answers the customer had, and every question's text, for the comparison.
    expect(comparison.before.riskanswers).toEqual([{ riskquestions_id: questionIds.mandatory, answer: false, description: null }]);
    expect(comparison.questions.map((q) => q.question)).toEqual(['Toimiiko yhtiö ulkomailla?', 'Onko yhtiöllä käteiskauppaa?']);
  });

  it('waits for acceptance when the organisation reviews answers; accept applies, deny sends a new link', async () => {
    await setAccept(true);
    const { id, email, link } = await sent({ ask_owners: true, autofill_owners: true });
    const applied = h.recorded.records.length;
    const receipt = await h.ports.requests.submit(link, { owners: [owner] }, meta);
    expect(receipt.awaits_acceptance).toBe(true);
    expect(h.recorded.records.length).toBe(applied);
    let request = (await h.call<Request>(admin, `/api/v2.5/user/requests/${id}`)).body.data!;
    expect(request).toMatchObject({ state: 'wait', light: 'yellow' });

    const denied = await h.call<Request>(admin, `/api/v2.5/user/requests/${id}/deny`, { method: 'POST', body: { reason: 'Omistusosuudet puuttuvat' } });
    expect(denied.body.data).toMatchObject({ state: 'error', light: 'red', answer: null, resend_cnt: 1 });
    expect(denied.body.data!.denied_at).not.toBeNull();
    expect(await codeOf(h.ports.requests.view(link))).toBe('LINK_INVALID');
    const fresh = { ...link, token: h.tokenFromMail(email) };
    expect((await h.ports.requests.view(fresh)).draft).toEqual({ owners: [owner] });
    const [event] = await h.t.db.owner<{ data: { answer: unknown } }[]>`select data from outbound.events where item_id = ${id} and type = 'denied'`;
    expect(event!.data.answer).toEqual({ owners: [owner] });

    expect((await h.call(admin, `/api/v2.5/user/requests/${id}/accept`, { method: 'POST' })).body.errors[0]!.code).toBe('NOT_AWAITING_APPROVAL');
    await h.ports.requests.submit(fresh, { owners: [{ ...owner, share: 60 }] }, meta);
    request = (await h.call<Request>(admin, `/api/v2.5/user/requests/${id}/accept`, { method: 'POST' })).body.data!;
    expect(request).toMatchObject({ state: 'accepted', light: 'green', is_accepted: true });
    expect(h.recorded.records.at(-1)).toMatchObject({ scope: { usersId: admin }, change: { owners: [{ ...owner, share: 60 }] } });
    expect((await h.call(admin, `/api/v2.5/user/requests/${id}/accept`, { method: 'POST' })).status).toBe(409);
  });

  it('a double submit writes the answer into the customer once', async () => {
    await setAccept(false);
    const { link } = await sent({ ask_owners: true, autofill_owners: true });
    const applied = h.recorded.records.length;
    const outcomes = await Promise.all([0, 1].map(() => codeOf(h.ports.requests.submit(link, { owners: [owner] }, meta))));
    expect(outcomes.sort()).toEqual(['LINK_ALREADY_ANSWERED', 'resolved']);
    expect(h.recorded.records.length).toBe(applied + 1);
  });

  it('a refused submit can be corrected and sent again', async () => {
    await setAccept(false);
    const { link } = await sent({ ask_owners: true });
    expect(await codeOf(h.ports.requests.submit(link, {}, meta))).toBe('REQUEST_NO_OWNERS');
    expect(await codeOf(h.ports.requests.submit(link, { owners: [owner] }, meta))).toBe('resolved');
  });

  it('refuses accept and deny when the organisation does not review answers', async () => {
    await setAccept(false);
    const { id, link } = await sent({ ask_owners: true });
    await h.ports.requests.submit(link, { owners: [owner] }, meta);
    const accept = await h.call(admin, `/api/v2.5/user/requests/${id}/accept`, { method: 'POST' });
    expect(accept.status).toBe(409);
    expect(accept.body.errors[0]!.code).toBe('NOT_AWAITING_APPROVAL');
    expect((await h.call(admin, `/api/v2.5/user/requests/${id}/deny`, { method: 'POST', body: {} })).status).toBe(409);
  });
});
