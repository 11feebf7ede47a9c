import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrganisations, demoUsers, type Letter, type LinkAddress, type OutboundFile } from '@tunne/contracts';
import { AppError } from '@tunne/platform';
import { demoCustomerOf, startOutboundHarness, type OutboundHarness } from '../testing.ts';

const admin: string = demoUsers.admin.id;
const org = demoOrganisations.demo.id;
const meta = { ipaddress: '192.0.2.20', userAgent: 'vitest' };
let h: OutboundHarness;
let customer: string;
let n = 0;

beforeAll(async () => {
  h = await startOutboundHarness();
  customer = demoCustomerOf(admin);
});
afterAll(() => h.stop());

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

const sentLetter = async (body: Record<string, unknown>): Promise<{ id: string; email: string; link: LinkAddress }> => {
  n += 1;
  const email = `letter${n}@example.com`;
  const created = await h.call<Letter>(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email, text: 'Salainen sisältö', note: 'Viesti odottaa.', ...body } });
  expect(created.status).toBe(201);
  const id = created.body.data!.id;
  const form = new FormData();
  form.append('file', new File([new TextEncoder().encode('%PDF-1.4 sopimus')], 'sopimus.pdf', { type: 'application/pdf' }));
  expect((await h.request(`/api/v2.5/user/letters/${id}/files`, { method: 'POST', body: form, as: admin })).status).toBe(201);
  await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST' });
  return { id, email, link: { organisationsId: org, customersId: customer, id, token: h.tokenFromMail(email) } };
};

describe('letters', () => {
  it('mails the link without the secret text; opening marks it read (green)', async () => {
    const { id, email, link } = await sentLetter({});
    const mail = h.mailTo(email)!;
    expect(mail.subject).toBe('Suojattu viesti: Demo Oy');
    expect(mail.text).not.toContain('Salainen sisältö');
    // The letter's note is the staff's internal note (tipping-off): it never goes into the mail.
    expect(mail.text).not.toContain('Viesti odottaa.');
    expect((await h.call<Letter>(admin, `/api/v2.5/user/letters/${id}`)).body.data).toMatchObject({ state: 'error', light: 'red', is_opened: false });
    const view = await h.ports.letters.view(link, null, meta);
    expect(view).toMatchObject({ needs_code: false, text: 'Salainen sisältö', allow_answer: false });
    if (view.needs_code) throw new Error('unexpected code step');
    const file = await h.ports.letters.file(link, null, view.files[0]!.id);
    expect(new TextDecoder().decode(file.bytes)).toBe('%PDF-1.4 sopimus');
    expect((await h.call<Letter>(admin, `/api/v2.5/user/letters/${id}`)).body.data).toMatchObject({ state: 'done', light: 'green', is_opened: true });
    expect(await codeOf(h.ports.letters.answer(link, null, { text: 'Kiitos' }, meta))).toBe('ANSWER_NOT_ALLOWED');
    // Opened: a resend has nothing to do.
    expect((await h.call(admin, `/api/v2.5/user/letters/${id}/send`, { method: 'POST' })).body.errors[0]!.code).toBe('ALREADY_OPENED');
  });

  it('asks for the SMS code when a tel is set: a wrong code counts, five tries at most, ten minutes', async () => {
    const { id, link } = await sentLetter({ tel: '+358 40 123 4567', allow_answer: true });
    expect(await h.ports.letters.view(link, null, meta)).toMatchObject({ needs_code: true, tel_hint: '•••• 4567' });
    expect(await codeOf(h.ports.letters.file(link, null, '00000000-0000-4000-8000-000000000000'))).toBe('LINK_CODE_REQUIRED');
    await h.ports.letters.sendCode(link);
    const sms = h.outbox.sms[0]!;
    expect(sms.to).toBe('+358401234567');
    const code = /(\d{6})/.exec(sms.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await codeOf(h.ports.letters.view(link, wrong, meta))).toBe('LINK_CODE_INVALID');
    expect((await h.call<Letter>(admin, `/api/v2.5/user/letters/${id}`)).body.data!.is_opened).toBe(false);
    await expect(h.ports.letters.view(link, code, meta)).resolves.toMatchObject({ needs_code: false, text: 'Salainen sisältö' });

    const answerFile: OutboundFile = await h.ports.letters.addAnswerFile(link, code, { name: 'vastaus.pdf', mime: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4 vastaus') });
    expect(answerFile.role).toBe('answer');
    await h.ports.letters.answer(link, code, { text: 'Tässä pyydetty asiakirja.' }, meta);
    expect(await codeOf(h.ports.letters.answer(link, code, { text: 'Toinen' }, meta))).toBe('LINK_ALREADY_ANSWERED');
    const letter = (await h.call<Letter>(admin, `/api/v2.5/user/letters/${id}`)).body.data!;
    expect(letter).toMatchObject({ answer_text: 'Tässä pyydetty asiakirja.', state: 'done' });
    expect(letter.files.map((f) => f.role).sort()).toEqual(['answer', 'attachment']);

    // Five wrong tries use the code up; after ten minutes it is gone anyway.
    await h.ports.letters.sendCode(link);
    const next = /(\d{6})/.exec(h.outbox.sms[0]!.text)![1]!;
    const other = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect(await codeOf(h.ports.letters.view(link, other, meta))).toBe('LINK_CODE_INVALID');
    expect(await codeOf(h.ports.letters.view(link, next, meta))).toBe('LINK_CODE_INVALID');
    await h.ports.letters.sendCode(link);
    const late = /(\d{6})/.exec(h.outbox.sms[0]!.text)![1]!;
    h.setNow(new Date(Date.now() + 11 * 60_000));
    expect(await codeOf(h.ports.letters.view(link, late, meta))).toBe('LINK_CODE_INVALID');
    h.setNow(new Date());
  });

  it('refuses a letter\'s token for a request and a wrong token', async () => {
    const { link } = await sentLetter({});
    expect(await codeOf(h.ports.requests.view(link))).toBe('LINK_INVALID');
    expect(await codeOf(h.ports.letters.view({ ...link, token: 'x'.repeat(43) }, null, meta))).toBe('LINK_INVALID');
  });

  it('validates the staff form and hides another organisation\'s letter', async () => {
    const bad = await h.call(admin, `/api/v2.5/user/customers/${customer}/letters`, { method: 'POST', body: { email: 'x@example.com', text: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.field).toBe('/text');
    const { id } = await sentLetter({});
    expect((await h.call(demoUsers.toinenAdmin.id, `/api/v2.5/user/letters/${id}`)).status).toBe(404);
    expect((await h.call(demoUsers.own.id, `/api/v2.5/user/letters/${id}`)).status).toBe(404);
  });
});
