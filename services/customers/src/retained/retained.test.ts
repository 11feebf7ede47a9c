import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoOrganisations, demoUsers, type Customer, type Lead, type Page, type RetainedRecord, type RetainedRecordSummary, type RetentionSettings,
} from '@tunne/contracts';
import {
  decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFHexString, type PDFObject, type PDFString,
} from 'pdf-lib';
import type { SecurityEvent } from '@tunne/platform';
import { purgeExpiredCustomers, purgeRetainedRecords } from '../index.ts';
import { writeEddMarks } from '../ports/risk.ts';
import { startHarness, tokenFor, type Harness } from '../testing.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => h?.stop());

const admin: string = demoUsers.admin.id;
const customerPath = (id: string) => `/api/v2.5/user/customers/${id}`;
const recordPath = (id: string) => `/api/v2.5/admin/customers/retained/${id}`;
const year = 365.25 * 86_400_000;
const create = async (usersId: string, name: string) =>
  (await h.call<Customer>(usersId, '/api/v2.5/user/customers', { method: 'POST', body: { type: 'business', name, country: 'FI' } })).body.data!;
const endedAt = async (id: string) => {
  const [row] = await h.t.db.owner<{ relationship_ended_at: Date | null; retained_at: Date | null }[]>`
    select relationship_ended_at, retained_at from customers.customers where id = ${id}`;
  return row;
};
const retainedIds = async (usersId = admin) =>
  (await h.call<Page<RetainedRecordSummary>>(usersId, '/api/v2.5/admin/customers/retained?size=500')).body.data?.items.map((r) => r.id) ?? [];

describe('retained records: archive, the archive purge and the retention job', () => {
  it('keeps the record of a customer the archive job purged, with its related rows and audit trail, for five years', async () => {
    const customer = await create(admin, 'Säilytettävä Asiakas Oy');
    await h.call(admin, `${customerPath(customer.id)}/tag/00000000-0000-4000-a000-000000000101`, { method: 'PATCH' });
    await h.t.db.owner`insert into customers.owners (organisations_id, customers_id, type, name, ssn, share)
      select organisations_id, id, 'person', 'Olli Omistaja', '010170-123F', 60 from customers.customers where id = ${customer.id}`;
    expect((await h.call(admin, customerPath(customer.id), { method: 'DELETE' })).status).toBe(200);
    const archived = await endedAt(customer.id);
    expect(archived!.relationship_ended_at).not.toBeNull();
    expect(archived!.retained_at).toBeNull();
    // Still in the working register's archive: not a retained record yet.
    expect(await retainedIds()).not.toContain(customer.id);

    await h.t.db.owner`update customers.customers set removes_at = now() - interval '1 minute' where id = ${customer.id}`;
    await purgeExpiredCustomers(h.t.db);
    // Gone from the register as the spec says ...
    expect((await h.call(admin, customerPath(customer.id))).status).toBe(404);
    expect((await h.call(admin, `${customerPath(customer.id)}/audit`)).status).toBe(404);
    const archive = await h.call<Page<Customer>>(admin, '/api/v2.5/user/customers?archived=true&name=Säilytettävä');
    expect(archive.body.data!.total).toBe(0);
    expect((await h.call(admin, `${customerPath(customer.id)}/restore`, { method: 'POST' })).status).toBe(404);
    // ... but its record is kept, read-only, for the admin.
    const list = await h.call<Page<RetainedRecordSummary>>(admin, '/api/v2.5/admin/customers/retained?size=500');
    const summary = list.body.data!.items.find((r) => r.id === customer.id)!;
    expect(summary).toMatchObject({ name: 'Säilytettävä Asiakas Oy', type: 'business' });
    const ended = Date.parse(summary.relationship_ended_at);
    expect(new Date(summary.deletes_at).getUTCFullYear()).toBe(new Date(ended).getUTCFullYear() + 5);
    // Found by part of its name (case-insensitive, % and _ taken literally); another text finds nothing.
    const found = await h.call<Page<RetainedRecordSummary>>(admin, '/api/v2.5/admin/customers/retained?name=ASIAKAS%20oy');
    expect(found.body.data!.items.map((r) => r.id)).toEqual([customer.id]);
    expect((await h.call<Page<RetainedRecordSummary>>(admin, '/api/v2.5/admin/customers/retained?name=%25')).body.data!.total).toBe(0);
    expect((await h.call(admin, '/api/v2.5/admin/customers/retained?name=%00')).status).toBe(400);

    const record = await h.call<RetainedRecord>(admin, recordPath(customer.id));
    expect(record.status).toBe(200);
    expect(record.body.data!.customer.name).toBe('Säilytettävä Asiakas Oy');
    expect(record.body.data!.sections.find((s) => s.key === 'owners')!.entries.map((e) => e.title)).toEqual(['Olli Omistaja']);
    expect(record.body.data!.sections.find((s) => s.key === 'tags')!.entries).toHaveLength(1);
    const audit = record.body.data!.audit;
    expect(audit.some((e) => e.table_name === 'customers' && e.action === 'INSERT')).toBe(true);
    expect(audit.some((e) => e.table_name === 'customers' && e.action === 'UPDATE' && e.new?.['is_removed'] === true)).toBe(true);
    expect(audit.some((e) => e.table_name === 'owners' && e.action === 'INSERT')).toBe(true);

    // The record cannot be changed through the working register's routes.
    expect((await h.call(admin, `${customerPath(customer.id)}/domain`, { method: 'PUT', body: { domain: 'x.fi' } })).status).toBe(404);

    // The retention job leaves it until five years after the relationship ended ...
    expect(await purgeRetainedRecords(h.t.db, new Date(ended + 5 * year - 2 * 86_400_000))).toBe(0);
    expect(await retainedIds()).toContain(customer.id);
    // ... then deletes it with its related rows and audit trail, and logs that without personal data.
    const purgedAt = new Date(ended + 5 * year + 86_400_000);
    expect(await purgeRetainedRecords(h.t.db, purgedAt)).toBeGreaterThanOrEqual(1);
    expect(await retainedIds()).not.toContain(customer.id);
    expect((await h.call(admin, recordPath(customer.id))).status).toBe(404);
    const [left] = await h.t.db.owner<{ customers: number; owners: number; audit: number }[]>`select
      (select count(*)::int from customers.customers where id = ${customer.id}) as customers,
      (select count(*)::int from customers.owners where customers_id = ${customer.id}) as owners,
      (select count(*)::int from customers.audit_log where customers_id = ${customer.id}) as audit`;
    expect(left).toEqual({ customers: 0, owners: 0, audit: 0 });
    const log = await h.t.db.owner<{ record_id: string; relationship_ended_at: Date; purged_at: Date }[]>`
      select record_id, relationship_ended_at, purged_at from customers.retention_purges where record_id = ${customer.id}`;
    expect(log).toHaveLength(1);
    expect(log[0]!.relationship_ended_at.getTime()).toBe(ended);
    expect(log[0]!.purged_at.getTime()).toBe(purgedAt.getTime());
    // The alerts and risk services delete what they kept on this event.
    const removed = await h.t.db.owner`select 1 from customers.events where customers_id = ${customer.id} and type = 'customer.removed'`;
    expect(removed).toHaveLength(1);
  });

  it('keeps the record of a frozen customer past its retention until the freeze is lifted (issue 25 §1)', async () => {
    const demo = demoOrganisations.demo.id;
    const customer = await create(admin, 'Jäädytetty Säilytettävä Oy');
    expect((await h.call(admin, customerPath(customer.id), { method: 'DELETE' })).status).toBe(200);
    // A confirmed sanctions hit freezes it while archived (the risk service writes the mark back); then it is retained.
    await writeEddMarks(h.t.db, demo, [{ customersId: customer.id, eddState: null, isFrozen: true }]);
    await h.t.db.owner`update customers.customers set removes_at = now() - interval '1 minute' where id = ${customer.id}`;
    await purgeExpiredCustomers(h.t.db);
    expect(await retainedIds()).toContain(customer.id);
    const ended = (await endedAt(customer.id))!.relationship_ended_at!.getTime();

    // Long past its retention date the job keeps it: a freeze is a legal hold.
    const late = new Date(ended + 10 * year);
    expect(await purgeRetainedRecords(h.t.db, late)).toBe(0);
    expect(await retainedIds()).toContain(customer.id);
    const [asked] = await h.t.db.owner<{ purged: number }[]>`select customers.purge_retained(${late}, ${[customer.id]}::uuid[], '{}'::jsonb) as purged`;
    expect(asked!.purged).toBe(0);
    expect(await h.t.db.owner`select 1 from customers.retention_purges where record_id = ${customer.id}`).toHaveLength(0);

    // The lift reaches the retained record; the next run deletes it.
    await writeEddMarks(h.t.db, demo, [{ customersId: customer.id, eddState: null, isFrozen: false }]);
    const [row] = await h.t.db.owner<{ is_frozen: boolean }[]>`select is_frozen from customers.customers where id = ${customer.id}`;
    expect(row!.is_frozen).toBe(false);
    expect(await purgeRetainedRecords(h.t.db, late)).toBeGreaterThanOrEqual(1);
    expect(await retainedIds()).not.toContain(customer.id);
    expect(await h.t.db.owner`select 1 from customers.retention_purges where record_id = ${customer.id}`).toHaveLength(1);
  });

  it('resumes the relationship on a restore inside the archive period', async () => {
    const customer = await create(admin, 'Palaava Asiakas Oy');
    await h.call(admin, customerPath(customer.id), { method: 'DELETE' });
    expect((await endedAt(customer.id))!.relationship_ended_at).not.toBeNull();
    expect((await h.call(admin, `${customerPath(customer.id)}/restore`, { method: 'POST' })).status).toBe(200);
    expect(await endedAt(customer.id)).toEqual({ relationship_ended_at: null, retained_at: null });
    await purgeExpiredCustomers(h.t.db);
    expect((await h.call(admin, customerPath(customer.id))).status).toBe(200);
    expect(await retainedIds()).not.toContain(customer.id);
    // Nothing is deleted for it however late the clock.
    await purgeRetainedRecords(h.t.db, new Date(Date.now() + 50 * year));
    expect((await h.call(admin, customerPath(customer.id))).status).toBe(200);
  });

  it('retains the record of a customer an admin deleted at once; a new customer of the same name is no duplicate', async () => {
    const customer = await create(admin, 'Heti Poistettu Oy');
    expect((await h.call(admin, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await h.call(admin, customerPath(customer.id))).status).toBe(404);
    expect((await h.call(admin, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' })).status).toBe(404);
    const state = await endedAt(customer.id);
    expect(state!.retained_at).not.toBeNull();
    expect(state!.relationship_ended_at).not.toBeNull();
    expect(await retainedIds()).toContain(customer.id);
    const again = await h.call<Customer>(admin, '/api/v2.5/user/customers', { method: 'POST', body: { type: 'business', name: 'Heti Poistettu Oy', country: 'FI' } });
    expect(again.status).toBe(201);
  });

  it('keeps no record of a lead that never became a customer', async () => {
    const lead = await h.call<Lead>(admin, '/api/v2.5/user/leads', { method: 'POST', body: { type: 'business', name: 'Pelkkä Liidi Oy' } });
    expect(lead.status).toBe(201);
    expect((await h.call(admin, `/api/v2.5/user/leads/${lead.body.data!.id}`, { method: 'DELETE' })).status).toBe(200);
    const [left] = await h.t.db.owner<{ leads: number; customers: number }[]>`select
      (select count(*)::int from customers.leads where id = ${lead.body.data!.id}) as leads,
      (select count(*)::int from customers.customers where lower(name) = 'pelkkä liidi oy') as customers`;
    expect(left).toEqual({ leads: 0, customers: 0 });
  });
});

describe('retained records: who sees them', () => {
  it('shows them to the organisation\'s admins only', async () => {
    const customer = await create(admin, 'Rajattu Säilytys Oy');
    await h.call(admin, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' });
    expect((await h.call(admin, recordPath(customer.id))).status).toBe(200);
    // Another organisation's admin: not found, and not in their list.
    expect((await h.call(demoUsers.toinenAdmin.id, recordPath(customer.id))).status).toBe(404);
    expect((await h.call(demoUsers.toinenAdmin.id, `${recordPath(customer.id)}/pdf`)).status).toBe(404);
    expect(await retainedIds(demoUsers.toinenAdmin.id)).not.toContain(customer.id);
    // Users who are not admins: forbidden.
    for (const usersId of [demoUsers.user.id, demoUsers.own.id]) {
      expect((await h.call(usersId, '/api/v2.5/admin/customers/retained')).status).toBe(403);
      expect((await h.call(usersId, recordPath(customer.id))).status).toBe(403);
      expect((await h.call(usersId, `${recordPath(customer.id)}/pdf`)).status).toBe(403);
    }
    // The app role cannot change or delete a retained row, even with the read switch on.
    const changed = await h.t.db.tx({ organisationsId: demoOrganisations.demo.id, usersId: admin }, async (tx) => {
      await tx`select set_config('app.read_retained', 'on', true)`;
      return (await tx`update customers.customers set name = 'Muutettu' where id = ${customer.id}`).count
        + (await tx`delete from customers.customers where id = ${customer.id}`).count;
    });
    expect(changed).toBe(0);
  });

  it('gives the admin the whole record as a PDF through a temporary download link', async () => {
    const customer = await create(admin, 'Tulostettava Säilytys Oy');
    await h.call(admin, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' });
    const jwt = await tokenFor(admin, 'temporary');
    const response = await h.app.request(`${recordPath(customer.id)}/pdf?jwt=${encodeURIComponent(jwt)}&lang=fi`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    // A session token in the URL is refused.
    const session = await tokenFor(admin);
    expect((await h.app.request(`${recordPath(customer.id)}/pdf?jwt=${encodeURIComponent(session)}`)).status).toBe(401);
  });
});

describe('retention settings', () => {
  it('never goes below five years and needs a reason above it; the job then keeps records that long', async () => {
    const path = '/api/v2.5/admin/customers/retention';
    expect((await h.call<RetentionSettings>(admin, path)).body.data).toMatchObject({ retention_years: 5, reason: null });
    expect((await h.call(admin, path, { method: 'PUT', body: { retention_years: 4 } })).status).toBe(400);
    const missing = await h.call(admin, path, { method: 'PUT', body: { retention_years: 7, reason: '  ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]!.code).toBe('RETENTION_REASON_MISSING');
    expect((await h.call(demoUsers.user.id, path, { method: 'PUT', body: { retention_years: 7, reason: 'x' } })).status).toBe(403);
    const saved = await h.call<RetentionSettings>(admin, path, { method: 'PUT', body: { retention_years: 7, reason: 'Valvojan määräys' } });
    expect(saved.body.data).toMatchObject({ retention_years: 7, reason: 'Valvojan määräys' });
    // Another organisation keeps the law's five years.
    expect((await h.call<RetentionSettings>(demoUsers.toinenAdmin.id, path)).body.data!.retention_years).toBe(5);

    const customer = await create(admin, 'Pitkään Säilytettävä Oy');
    await h.call(admin, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' });
    const ended = (await endedAt(customer.id))!.relationship_ended_at!.getTime();
    const summary = (await h.call<Page<RetainedRecordSummary>>(admin, '/api/v2.5/admin/customers/retained?size=500')).body.data!.items
      .find((r) => r.id === customer.id)!;
    expect(new Date(summary.deletes_at).getUTCFullYear()).toBe(new Date(ended).getUTCFullYear() + 7);
    await purgeRetainedRecords(h.t.db, new Date(ended + 6 * year));
    expect(await retainedIds()).toContain(customer.id);
    await purgeRetainedRecords(h.t.db, new Date(ended + 7 * year + 86_400_000));
    expect(await retainedIds()).not.toContain(customer.id);
    await h.call(admin, path, { method: 'PUT', body: { retention_years: 5, reason: null } });
  });
});

/** The text a PDF's pages draw (`<hex> Tj` in the decompressed content streams) and the names of its attachments. */
const readPdf = async (bytes: Uint8Array): Promise<{ text: string; attachments: string[] }> => {
  const doc = await PDFDocument.load(bytes);
  const text = doc.getPages().flatMap((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    return streams.filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .flatMap((s) => [...Buffer.from(decodePDFRawStream(s).decode()).toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
      .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'));
  }).join('\n');
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const attachments: string[] = [];
  for (let i = 0; names && i < names.size(); i += 2) attachments.push((names.lookup(i) as PDFString | PDFHexString).decodeText());
  return { text, attachments };
};

describe('retained records: the outbound evidence and the security log (issue 25 §4, §6)', () => {
  it('prints the outbound sections, draws and attaches their files, and logs every read of the record', async () => {
    const logged: SecurityEvent[] = [];
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const signed = new TextEncoder().encode('%PDF-1.7 allekirjoitettu');
    const g = await startHarness({
      securityLog: { record: async (event) => void logged.push(event), addressOf: () => '203.0.113.5' },
      retainedSources: [async () => [
        { key: 'identifications', entries: [{ title: 'Pirjo Piirtäjä', fields: [{ label: 'eidmethod', value: 'SCREENSIGNATURE' }] }] },
        { key: 'esignatures', entries: [{ title: 'Toimeksiantosopimus', fields: [{ label: 'status', value: 'SIGNED' }] }] },
      ]],
      retainedFileSources: [async () => [
        { name: 'screensignature.png', mime: 'image/png', bytes: png, sha256: 'a'.repeat(64), description: 'identification: drawn signature' },
        { name: 'signed-sopimus-fi.pdf', mime: 'application/pdf', bytes: signed, sha256: 'b'.repeat(64), description: 'esignature: signed PDF' },
      ]],
    });
    try {
      const customer = (await g.call<Customer>(admin, '/api/v2.5/user/customers', { method: 'POST', body: { type: 'business', name: 'Todisteellinen Oy', country: 'FI' } })).body.data!;
      await g.call(admin, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' });
      const record = await g.call<RetainedRecord>(admin, recordPath(customer.id));
      expect(record.body.data!.sections.map((s) => s.key)).toEqual(expect.arrayContaining(['identifications', 'esignatures']));
      expect(logged.map((e) => e.type)).toEqual(['read.retained_record']);
      expect(logged[0]).toMatchObject({ usersId: admin, details: { customers_id: customer.id } });
      const jwt = await tokenFor(admin, 'temporary');
      const response = await g.app.request(`${recordPath(customer.id)}/pdf?jwt=${encodeURIComponent(jwt)}&lang=fi`);
      expect(response.status).toBe(200);
      const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
      for (const text of ['Tunnistautumiset', 'Pirjo Piirtäjä', 'Sähköiset allekirjoitukset', 'Toimeksiantosopimus', 'Tiedostot', 'esignature: signed PDF']) {
        expect(pdf.text).toContain(text);
      }
      expect(pdf.attachments).toEqual(['screensignature.png', 'signed-sopimus-fi.pdf']);
      expect(logged.at(-1)).toMatchObject({ type: 'download.retained_record_pdf', details: { customers_id: customer.id, files: 2 } });
    } finally {
      await g.stop();
    }
  });
});

describe('retained records: reviews, PEP details and the KYC clock (issue 25 §7, §8)', () => {
  it('keeps the reviews done, the PEP details and the clock\'s off reason in the record and its PDF', async () => {
    const customer = await create(admin, 'Katselmoitu Säilytys Oy');
    await h.t.db.owner`insert into customers.peps (organisations_id, customers_id, name, is_pep_self, function, country, start_date, end_date)
      select organisations_id, id, 'Paula Poliitikko', true, 'Kansanedustaja', 'SE', '2015-04-20', '2023-04-04'
        from customers.customers where id = ${customer.id}`;
    const review = await h.call(admin, `${customerPath(customer.id)}/reviews`, {
      method: 'POST', body: { scope: ['IDENTITY', 'PEPS'], outcome: 'DATA_UPDATED', notes: 'Omistajat tarkistettu' },
    });
    expect(review.status).toBe(201);
    const off = await h.call(admin, `${customerPath(customer.id)}/kycclock`, {
      method: 'PATCH', body: { is_kycclock: false, kycclock_alarm_at: null, kycclock_off_reason: 'Asiakkuus lepää' },
    });
    expect(off.status).toBe(200);
    expect((await h.call(admin, `/api/v2.5/admin/customers/${customer.id}`, { method: 'DELETE' })).status).toBe(200);

    const record = (await h.call<RetainedRecord>(admin, recordPath(customer.id))).body.data!;
    expect(record.customer.kycclock_off_reason).toBe('Asiakkuus lepää');
    const [pep] = record.sections.find((s) => s.key === 'peps')!.entries;
    expect(pep!.title).toBe('Paula Poliitikko');
    expect(pep!.fields).toEqual(expect.arrayContaining([
      { label: 'function', value: 'Kansanedustaja' }, { label: 'country', value: 'SE' },
      { label: 'start_date', value: '2015-04-20' }, { label: 'end_date', value: '2023-04-04' },
    ]));
    const reviews = record.sections.find((s) => s.key === 'reviews')!.entries;
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.fields).toEqual(expect.arrayContaining([
      { label: 'users_id', value: admin }, { label: 'scope', value: 'IDENTITY, PEPS' },
      { label: 'outcome', value: 'DATA_UPDATED' }, { label: 'notes', value: 'Omistajat tarkistettu' },
    ]));
    expect(reviews[0]!.fields.map((f) => f.label)).toEqual(expect.arrayContaining(['reviewed_at', 'next_alarm_at']));

    for (const [lang, texts] of [
      ['fi', ['Tarkastukset', 'KYC-kello pysäytetty', 'Poliittisesti vaikutusvaltaiset henkilöt']],
      ['en', ['Reviews', 'KYC clock stopped', 'Politically exposed persons']],
      ['se', ['Granskningar', 'KYC-klockan stoppad', 'Politiskt exponerade personer']],
    ] as const) {
      const jwt = await tokenFor(admin, 'temporary');
      const response = await h.app.request(`${recordPath(customer.id)}/pdf?jwt=${encodeURIComponent(jwt)}&lang=${lang}`);
      expect(response.status).toBe(200);
      const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
      for (const text of [...texts, 'Asiakkuus lepää', 'Paula Poliitikko', 'Kansanedustaja', '2015-04-20', '2023-04-04',
        'IDENTITY, PEPS', 'DATA_UPDATED', 'Omistajat tarkistettu']) {
        expect(pdf.text, `${lang}: ${text}`).toContain(text);
      }
    }
  });
});
