import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations, demoPassword, rolesFor, type Envelope, type LinkAddress, type Page, type CustomerListItem, type Request, type RequestAnswerBody,
} from '@tunne/contracts';
import { AppError, createTokenService, DevOutbox, type Mailer } from '@tunne/platform';
import { createTestDatabase, type TestDatabase } from '@tunne/platform/testing';
import { allMigrations, seedDemo } from './boot.ts';
import { createGateway, servicePorts } from './gateway.ts';

// Issue 26: an answer that passes submission can always be accepted. Submission checks each row with the register's
// own rules (contracts' relatedPersonProblem and the kinds' create bodies), the rules staff acceptance applies when it
// writes the rows through customers' real records port; before, a Finnish beneficiary without a code or a role not on
// the list was submitted and then refused at acceptance (INVALID_SSN / INVALID_ROLE).
const org = demoOrganisations.demo.id;
let t: TestDatabase;
let app: ReturnType<typeof createGateway>;
let headers: Record<string, string>;
const outbox = new DevOutbox();
const mailer: Mailer = { send: async (m) => outbox.addMail({ to: [m.to], from: 'no-reply@tunne.test', subject: m.subject, text: m.text, html: null }) };

beforeAll(async () => {
  t = await createTestDatabase(allMigrations);
  await seedDemo(t.db);
  await t.db.owner`update identity.organisations set use_requests_accept = true where id = ${org}`;
  app = createGateway({ db: t.db, tokens: createTokenService({ secret: 'o'.repeat(40) }), mailer, sms: null, publicUrl: 'http://tunne.test' });
  const login = await app.request('/api/v2.5/user/auth', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
  });
  headers = { authorization: `Bearer ${(await json<{ jwt: string }>(login)).data!.jwt}`, 'content-type': 'application/json' };
}, 60_000);
afterAll(() => t?.stop());

const json = async <T>(response: Response) => (await response.json()) as Envelope<T>;
const ports = () => servicePorts(t.db, { mailer, sms: null, publicUrl: 'http://tunne.test' });
const meta = { ipaddress: '192.0.2.5', userAgent: null };

let n = 0;
const sendRequest = async (customer: string): Promise<{ id: string; link: LinkAddress }> => {
  n += 1;
  const email = `acceptance${n}@example.com`;
  const created = await app.request(`/api/v2.5/user/customers/${customer}/requests`, {
    method: 'POST', headers,
    body: JSON.stringify({
      email, ask_owners: true, autofill_owners: true, ask_actualbeneficiaries: true, autofill_actualbeneficiaries: true,
      ask_responsiblepersons: true, autofill_responsiblepersons: true,
    }),
  });
  const { id } = (await json<Request>(created)).data!;
  expect((await app.request(`/api/v2.5/user/requests/${id}/send`, { method: 'POST', headers })).status).toBe(200);
  const token = /#([A-Za-z0-9_-]{43})/.exec(outbox.mails.find((m) => m.to.includes(email))!.text)![1]!;
  return { id, link: { organisationsId: org, customersId: customer, id, token } };
};

const refusal = async (promise: Promise<unknown>): Promise<{ code: string; field: string | undefined } | 'resolved'> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field };
    throw error;
  }
};

describe('a request answer is checked at submission with the rules acceptance applies', () => {
  it('refuses what acceptance would refuse, and a foreign owner by birth date and nationality is submitted and accepted', async () => {
    const customer = (await json<Page<CustomerListItem>>(await app.request('/api/v2.5/user/customers?size=5', { headers }))).data!.items[0]!.id;
    const { id, link } = await sendRequest(customer);
    const view = await ports().outbound!.requests.view(link);
    const role = rolesFor(view.customer_country)[0]!.code;
    const owner = { name: 'Hans Müller', type: 'person' as const, nationality: 'DE', dob: '1970-05-04', share: 40 };
    const beneficiary = { name: 'Maija Meikäläinen', nationality: 'FI', ssn: '131052-308T', share: 40 };
    const answer: RequestAnswerBody = { owners: [owner], actualbeneficiaries: [beneficiary], responsiblepersons: [{ name: 'Matti Meikäläinen', role }] };

    // A Finnish beneficiary with a birth date but no identity code: refused now, not at acceptance.
    const noCode = { ...answer, actualbeneficiaries: [{ name: 'Maija Meikäläinen', nationality: 'FI', dob: '1952-10-13' }] };
    expect(await refusal(ports().outbound!.requests.submit(link, noCode, meta))).toEqual({ code: 'INVALID_SSN', field: '/actualbeneficiaries/0/ssn' });
    // A role typed as text, not on the list of the customer's country.
    const typedRole = { ...answer, responsiblepersons: [{ name: 'Matti Meikäläinen', role: 'Toimitusjohtaja' }] };
    expect(await refusal(ports().outbound!.requests.submit(link, typedRole, meta))).toEqual({ code: 'INVALID_ROLE', field: '/responsiblepersons/0/role' });
    // A Swede owner still needs the code; the German owner needs the birth date.
    const swede = { ...answer, owners: [{ ...owner, nationality: 'SE' }] };
    expect(await refusal(ports().outbound!.requests.submit(link, swede, meta))).toEqual({ code: 'OWNER_ID_MISSING', field: '/owners/0/ssn' });
    const noDob = { ...answer, owners: [{ name: 'Hans Müller', type: 'person' as const, nationality: 'DE', share: 40 }] };
    expect(await refusal(ports().outbound!.requests.submit(link, noDob, meta))).toEqual({ code: 'OWNER_ID_MISSING', field: '/owners/0/dob' });

    const receipt = await ports().outbound!.requests.submit(link, answer, meta);
    expect(receipt.awaits_acceptance).toBe(true);
    const accepted = await app.request(`/api/v2.5/user/requests/${id}/accept`, { method: 'POST', headers });
    expect(accepted.status).toBe(200);
    expect((await json<Request>(accepted)).data).toMatchObject({ state: 'accepted', is_accepted: true });

    const after = await ports().customers.records.snapshot({ organisationsId: org, restrictiontype: 'NONE' }, customer);
    expect(after!.owners).toContainEqual(expect.objectContaining({ name: 'Hans Müller', ssn: null, dob: '1970-05-04', nationality: 'DE', share: 40 }));
    expect(after!.actualbeneficiaries).toContainEqual(expect.objectContaining({ name: 'Maija Meikäläinen', ssn: '131052-308T' }));
    expect(after!.responsiblepersons).toContainEqual(expect.objectContaining({ name: 'Matti Meikäläinen', role }));
  });
});
