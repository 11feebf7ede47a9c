import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, listLight, type ActualBeneficiary, type BankAccount, type Owner, type Pep, type ResponsiblePerson } from '@tunne/contracts';
import { relatedCounts, startRelatedTestApp, testCustomers, type RelatedTestApp } from '../testing.ts';

let h: RelatedTestApp;
beforeAll(async () => {
  h = await startRelatedTestApp();
}, 60_000);
afterAll(async () => h?.stop());

const { own, others, foreign } = testCustomers;
const path = (customerId: string, kind: string, rowId?: string) =>
  `/api/v2.5/user/customers/${customerId}/${kind}${rowId ? `/${rowId}` : ''}`;

/** Each kind: a valid body, a change, and refused bodies with the code they must give. */
const kinds = [
  {
    kind: 'owners',
    valid: { type: 'person', name: 'Pekka Aaltonen', ssn: '150375-2340', share: 60, nationality: 'FI' },
    change: { share: 55.5, description: 'Majority owner' },
    refusedChange: [{ ssn: null }, 'OWNER_ID_MISSING'],
    refused: [
      [{ type: 'person', name: 'No Id', share: 10 }, 'OWNER_ID_MISSING'],
      [{ type: 'business', name: 'Holding Oy', ssn: '150375-2340', share: 10 }, 'OWNER_ID_MISSING'],
      [{ type: 'person', name: 'Over', ssn: '150375-2340', share: 101 }, 'VALIDATION_FAILED'],
      [{ type: 'person', name: 'Bad source', ssn: '150375-2340', share: 1, source: 'IDENTIFICATION' }, 'VALIDATION_FAILED'],
      [{ type: 'person', name: ' ', ssn: '150375-2340', share: 1 }, 'MISSING_NAME'],
    ],
  },
  {
    kind: 'actualbeneficiaries',
    valid: { name: 'Erik Lindqvist', ssn: '640823-3234', nationality: 'SE', share: 75 },
    change: { description: 'Through a holding company' },
    refusedChange: [{ ssn: '640823' }, 'INVALID_SSN'],
    refused: [
      [{ name: 'Birth date only', ssn: '150375', nationality: 'FI' }, 'INVALID_SSN'],
      [{ name: 'Bad checksum', ssn: '150375-2341', nationality: 'FI' }, 'INVALID_SSN'],
      [{ name: 'No ssn', dob: '1975-03-15', nationality: 'SE' }, 'INVALID_SSN'],
      [{ name: 'Extra', nationality: 'DE', dob: '1960-01-01', is_admin: true }, 'VALIDATION_FAILED'],
    ],
  },
  {
    kind: 'peps',
    valid: { name: 'Liisa Virtanen', is_pep_family: true, source: 'IDENTIFICATION' },
    change: { is_pep_self: true },
    refusedChange: [{ is_pep_family: false }, 'PEP_DETAILS_MISSING'],
    refused: [
      [{ name: 'Nobody' }, 'PEP_DETAILS_MISSING'],
      [{ name: 'All false', is_pep_self: false, is_pep_family: false, is_pep_partner: false }, 'PEP_DETAILS_MISSING'],
    ],
  },
  {
    kind: 'responsiblepersons',
    valid: { name: 'Marja Aaltonen', role: 'TJ', nationality: 'FI', ssn: '090701A306K' },
    change: { role: 'PJ' },
    refusedChange: [{ role: 'VD' }, 'INVALID_ROLE'],
    refused: [
      [{ name: 'Wrong list', role: 'VD', nationality: 'DE' }, 'INVALID_ROLE'],
      [{ name: 'Made up', role: 'KING' }, 'INVALID_ROLE'],
      [{ name: 'Birth date only', role: 'TJ', nationality: 'FI', ssn: '090701' }, 'INVALID_SSN'],
    ],
  },
  {
    kind: 'bankaccountnumbers',
    valid: { number: 'fi21 1234 5600 0007 85', bic: 'ndeafihh' },
    change: { description: 'Payroll' },
    refusedChange: [{ number: 'FI2112345600000786' }, 'INVALID_IBAN'],
    refused: [
      [{ number: 'FI2112345600000786', bic: 'NDEAFIHH' }, 'INVALID_IBAN'],
      [{ number: 'FI2112345600000785', bic: 'NDEA' }, 'INVALID_BIC'],
      [{ number: 'FI2112345600000785' }, 'VALIDATION_FAILED'],
    ],
  },
] as const;

describe.each(kinds)('/api/v2.5/user/customers/{id}/$kind', ({ kind, valid, change, refused, refusedChange }) => {
  it('creates, lists, updates and deletes a row', async () => {
    const created = await h.call<{ id: string; customers_id: string; users_id: string }>(demoUsers.own.id, path(own.id, kind), 'POST', valid);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ customers_id: own.id, users_id: demoUsers.own.id });
    const rowId = created.body.data!.id;

    const list = await h.call<{ id: string }[]>(demoUsers.own.id, path(own.id, kind));
    expect(list.status).toBe(200);
    expect(list.body.data!.map((r) => r.id)).toContain(rowId);
    expect(listLight(list.body.data!.length)).toBe('green');
    expect(listLight(0)).toBe('grey');

    const updated = await h.call<Record<string, unknown>>(demoUsers.own.id, path(own.id, kind, rowId), 'PUT', change);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id: rowId, ...change });

    const deleted = await h.call(demoUsers.own.id, path(own.id, kind, rowId), 'DELETE');
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toBeNull();
    expect((await h.call(demoUsers.own.id, path(own.id, kind, rowId), 'DELETE')).status).toBe(404);
  });

  it('refuses invalid records and writes nothing', async () => {
    const before = await relatedCounts(h.t);
    for (const [body, code] of refused) {
      const { status, body: envelope } = await h.call(demoUsers.own.id, path(own.id, kind), 'POST', body);
      expect({ body, status, code: envelope.errors[0]?.code }).toEqual({ body, status: 400, code });
    }
    expect(await relatedCounts(h.t)).toEqual(before);
  });

  it('checks an update against the whole record', async () => {
    const created = await h.call<{ id: string }>(demoUsers.admin.id, path(others.id, kind), 'POST', valid);
    const [body, code] = refusedChange;
    const before = await relatedCounts(h.t);
    const updated = await h.call(demoUsers.admin.id, path(others.id, kind, created.body.data!.id), 'PUT', body);
    expect(updated.body.errors[0]?.code).toBe(code);
    expect(await relatedCounts(h.t)).toEqual(before);
    const unchanged = await h.call<{ id: string }[]>(demoUsers.admin.id, path(others.id, kind));
    expect(unchanged.body.data!.find((r) => r.id === created.body.data!.id)).toMatchObject(created.body.data!);
    const unknownRow = await h.call(demoUsers.admin.id, path(others.id, kind, crypto.randomUUID()), 'PUT', change);
    expect(unknownRow.status).toBe(404);
  });

  it('answers 404 outside the restriction or the organisation, never the data, and writes nothing', async () => {
    const created = await h.call<{ id: string }>(demoUsers.admin.id, path(others.id, kind), 'POST', valid);
    const rowId = created.body.data!.id;
    const before = await relatedCounts(h.t);
    for (const usersId of [demoUsers.own.id, demoUsers.team.id, demoUsers.toinenAdmin.id]) {
      for (const [method, target, body] of [
        ['GET', path(others.id, kind), undefined],
        ['POST', path(others.id, kind), valid],
        ['PUT', path(others.id, kind, rowId), change],
        ['DELETE', path(others.id, kind, rowId), undefined],
      ] as const) {
        const response = await h.call(usersId, target, method, body);
        expect({ usersId, method, status: response.status, data: response.body.data }).toEqual({ usersId, method, status: 404, data: null });
        // Outside the restriction: restricted access; another organisation's customer: the spec's organisation mismatch.
        expect(response.body.errors[0]!.code).toBe(usersId === demoUsers.toinenAdmin.id ? 'ORGANISATION_MISMATCH' : 'RESTRICTED_ACCESS');
      }
    }
    // A row id of a customer the caller does see does not reach the other customer's row.
    const crossed = await h.call(demoUsers.own.id, path(own.id, kind, rowId), 'PUT', change);
    expect(crossed.status).toBe(404);
    expect(await relatedCounts(h.t)).toEqual(before);
    const foreignList = await h.call(demoUsers.admin.id, path(foreign.id, kind));
    expect(foreignList.status).toBe(404);
    expect(foreignList.body).toMatchObject({ data: null, errors: [{ code: 'ORGANISATION_MISMATCH' }] });
    // An id nobody has stays a restricted access: the mismatch says only that the id is another organisation's.
    const nobody = await h.call(demoUsers.admin.id, path('00000000-0000-4000-8000-00000000dead', kind));
    expect(nobody.body.errors[0]!.code).toBe('RESTRICTED_ACCESS');
  });
});

describe('record rules', () => {
  it('stores the normalised ssn and fills the birth date from it', async () => {
    const { body } = await h.call<ActualBeneficiary>(demoUsers.admin.id, path(others.id, 'actualbeneficiaries'), 'POST',
      { name: 'Erik Lindqvist', ssn: '640823-3234', nationality: 'SE' });
    expect(body.data).toMatchObject({ ssn: '19640823-3234', dob: '1964-08-23', source: 'MANUAL', share: null });
  });

  it('saves a beneficiary of another nationality with a birth date instead of an ssn (spec §5), listed with its source', async () => {
    for (const nationality of ['NO', 'DE', null]) {
      const { status, body } = await h.call<ActualBeneficiary>(demoUsers.admin.id, path(others.id, 'actualbeneficiaries'), 'POST',
        { name: `Kari Nordmann ${nationality}`, dob: '1971-12-24', nationality, country: 'NO', share: 30, description: 'Through a holding' });
      expect({ nationality, status }).toEqual({ nationality, status: 201 });
      expect(body.data).toMatchObject({ ssn: null, dob: '1971-12-24', nationality, country: 'NO', share: 30, source: 'MANUAL' });
    }
    const { body } = await h.call<ActualBeneficiary[]>(demoUsers.admin.id, path(others.id, 'actualbeneficiaries'));
    expect(body.data!.filter((row) => row.name.startsWith('Kari Nordmann')).map((row) => row.dob)).toEqual(['1971-12-24', '1971-12-24', '1971-12-24']);
    // The same birth date alone is refused for a Finnish or Swedish national.
    for (const nationality of ['FI', 'SE']) {
      const refused = await h.call(demoUsers.admin.id, path(others.id, 'actualbeneficiaries'), 'POST', { name: 'Birth date only', dob: '1971-12-24', nationality });
      expect(refused.body.errors[0]?.code).toBe('INVALID_SSN');
    }
  });

  it('keeps a foreign person owner by birth date and nationality; a Finn, a Swede or an owner of no stated nationality by the code (issue 26)', async () => {
    const created = await h.call<Record<string, unknown>>(demoUsers.admin.id, path(others.id, 'owners'), 'POST',
      { type: 'person', name: 'Hans Müller', dob: '1970-05-04', nationality: 'DE', share: 40 });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ssn: null, dob: '1970-05-04', nationality: 'DE', share: 40 });
    const noDob = await h.call(demoUsers.admin.id, path(others.id, 'owners'), 'POST', { type: 'person', name: 'Hans Müller', nationality: 'DE', share: 40 });
    expect(noDob.body.errors[0]).toMatchObject({ code: 'OWNER_ID_MISSING', field: '/dob' });
    for (const nationality of ['FI', 'SE', null]) {
      const refused = await h.call(demoUsers.admin.id, path(others.id, 'owners'), 'POST', { type: 'person', name: 'Birth date only', dob: '1971-12-24', nationality, share: 5 });
      expect(refused.body.errors[0]).toMatchObject({ code: 'OWNER_ID_MISSING', field: '/ssn' });
    }
  });

  it('checks a Swedish responsible person\'s personnummer and accepts a valid one', async () => {
    const bad = await h.call(demoUsers.admin.id, path(testCustomers.swedish.id, 'responsiblepersons'), 'POST',
      { name: 'Karin Berg', role: 'VD', nationality: 'SE', ssn: '640823-3235' });
    expect(bad.body.errors[0]?.code).toBe('INVALID_SSN');
    const good = await h.call<ResponsiblePerson>(demoUsers.admin.id, path(testCustomers.swedish.id, 'responsiblepersons'), 'POST',
      { name: 'Karin Berg', role: 'VD', nationality: 'SE', ssn: '640823-3234' });
    expect(good.status).toBe(201);
    expect(good.body.data).toMatchObject({ ssn: '19640823-3234', dob: '1964-08-23' });
  });

  it('accepts a birth date without ssn for nationalities without a checked code', async () => {
    const { status, body } = await h.call<ResponsiblePerson>(demoUsers.admin.id, path(others.id, 'responsiblepersons'), 'POST',
      { name: 'Hans Müller', role: 'OTHER', nationality: 'DE', dob: '1959-04-30' });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ ssn: null, dob: '1959-04-30', role: 'OTHER' });
  });

  it('takes the role list from the customer\'s country', async () => {
    const fi = await h.call(demoUsers.own.id, path(own.id, 'responsiblepersons'), 'POST', { name: 'Karin', role: 'VD' });
    expect(own.country).toBe('FI');
    expect(fi.body.errors[0]?.code).toBe('INVALID_ROLE');
    const se = await h.call(demoUsers.admin.id, path(testCustomers.swedish.id, 'responsiblepersons'), 'POST', { name: 'Karin', role: 'VD' });
    expect(se.status).toBe(201);
  });

  it('stores an IBAN in electronic form with its country', async () => {
    const { body } = await h.call<BankAccount>(demoUsers.admin.id, path(others.id, 'bankaccountnumbers'), 'POST',
      { number: 'se45 5000 0000 0583 9825 7466', bic: 'ESSESESS' });
    expect(body.data).toMatchObject({ number: 'SE4550000000058398257466', bic: 'ESSESESS', country: 'SE' });
  });

  it('keeps owner shares and sources as given', async () => {
    const { body } = await h.call<Owner>(demoUsers.admin.id, path(others.id, 'owners'), 'POST',
      { type: 'business', name: 'Kivikko Invest Oy', businessid: '1234567-1', share: 12.5, source: 'DATABASE' });
    expect(body.data).toMatchObject({ share: 12.5, source: 'DATABASE', ssn: null, businessid: '1234567-1' });
    const person = { type: 'person', name: 'Pekka Aaltonen', ssn: '150375-2340', dob: '1975-03-15', share: 40, nationality: 'FI', country: 'SE', description: 'Founder' };
    const created = await h.call<Owner>(demoUsers.admin.id, path(others.id, 'owners'), 'POST', person);
    expect(created.body.data).toMatchObject({ ...person, businessid: null, source: 'MANUAL' });
    const listed = await h.call<Owner[]>(demoUsers.admin.id, path(others.id, 'owners'));
    expect(listed.body.data!.find((row) => row.id === created.body.data!.id)).toMatchObject(person);
  });

  it('lists related persons by name (spec: default sorts), not in the order added', async () => {
    const customer = testCustomers.swedish.id;
    for (const name of ['Örjan Öst', 'bertil Berg', 'Anna Alm', 'Cecilia Cid']) {
      expect((await h.call(demoUsers.admin.id, path(customer, 'peps'), 'POST', { name, is_pep_self: true })).status).toBe(201);
    }
    const { body } = await h.call<Pep[]>(demoUsers.admin.id, path(customer, 'peps'));
    const names = body.data!.map((row) => row.name).filter((name) => ['Örjan Öst', 'bertil Berg', 'Anna Alm', 'Cecilia Cid'].includes(name));
    expect(names.slice(0, 3)).toEqual(['Anna Alm', 'bertil Berg', 'Cecilia Cid']);
    expect(names).toHaveLength(4);
  });

  it('defaults PEP flags to false', async () => {
    const { body } = await h.call<Pep>(demoUsers.admin.id, path(others.id, 'peps'), 'POST', { name: 'Partner', is_pep_partner: true });
    expect(body.data).toMatchObject({ is_pep_self: false, is_pep_family: false, is_pep_partner: true });
  });

  it('refuses a malformed id and a missing token', async () => {
    expect((await h.call(demoUsers.admin.id, '/api/v2.5/user/customers/nope/owners')).body.errors[0]!.code).toBe('INVALID_ID');
    expect((await h.call(demoUsers.admin.id, path(others.id, 'owners', 'nope'), 'DELETE')).body.errors[0]!.code).toBe('INVALID_ID');
    expect((await h.request(path(others.id, 'owners'))).status).toBe(401);
    const text = await h.request(path(others.id, 'owners'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(401);
  });
});
