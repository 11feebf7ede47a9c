import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiLogin, authHeaders, updateMe, users, waitForMailMatch } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';

// Issue 14, done when: an e-signature with two signatories in two orders, both signing (one with a drawn signature,
// one through the stand-in bank), the final PDF verified by pdfsig and by the verification page, and a modified copy
// refused. Staff build and send it from the customer card in Finnish.

const o = (lang: Lang, key: string, vars?: Record<string, string | number>) => tr(lang, `outbound:${key}`, vars);
const p = (lang: Lang, key: string, vars?: Record<string, string | number>) => tr(lang, `public:${key}`, vars);

interface Envelope<T> {
  data: T;
}
interface MailWithFiles {
  to: string[] | string;
  subject: string;
  attachments?: { filename: string; contentType: string; content_base64: string }[];
}

const createCustomer = async (request: APIRequestContext, jwt: string, name: string): Promise<string> => {
  const response = await request.post('/api/v2.5/user/customers', {
    headers: authHeaders(jwt),
    data: { type: 'business', name, country: 'FI', confirm_duplicate: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ id: string }>).data.id;
};

/** A two-page contract made here (no file from elsewhere). */
const contract = async (title: string): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of [`${title} — sivu 1`, `${title} — sivu 2`]) pdf.addPage().drawText(text, { x: 60, y: 760, size: 14, font });
  return Buffer.from(await pdf.save());
};

const section = (page: Page, id: string) => page.locator(`[data-remote-section="${id}"]`);

const signerBrowser = (browser: Browser) => browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });

/** Draws a few strokes over the signature pad with the mouse. */
const draw = async (page: Page, pad: Locator) => {
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + 30 + step * ((box.width - 60) / 10), box.y + box.height / 2 + (step % 2 ? -20 : 20), { steps: 3 });
  }
  await page.mouse.up();
};

const addSignatory = async (page: Page, form: Locator, person: { name: string; email: string; order: number; method: string }) => {
  await form.getByRole('button', { name: `+ ${o('fi', 'signatories.add')}` }).click();
  const dialog = page.getByRole('dialog', { name: o('fi', 'signatories.newTitle') });
  await dialog.getByRole('textbox', { name: o('fi', 'signatories.name') }).fill(person.name);
  await dialog.getByRole('textbox', { name: o('fi', 'fields.email') }).fill(person.email);
  await dialog.getByRole('spinbutton', { name: o('fi', 'signatories.signorder') }).fill(String(person.order));
  const methods = dialog.getByRole('group', { name: o('fi', 'eid.signLegend') });
  for (const box of await methods.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
  await methods.getByRole('checkbox', { name: o('fi', `eid.method.${person.method}`), exact: true }).check();
  await dialog.getByRole('button', { name: o('fi', 'signatories.save') }).click();
  await expect(dialog).toHaveCount(0);
};

test('an e-signature in two signing orders, sealed, verified by pdfsig and by the verification page', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(240_000);
  const jwt = await apiLogin(request, users.user.email);
  await updateMe(request, jwt, { language: 'fi' });
  const stamp = Date.now();
  const title = `Toimeksiantosopimus ${stamp}`;
  const customerId = await createCustomer(request, jwt, `Allekirjoitus ${stamp} Oy`);
  const first = { name: 'Aino Allekirjoittaja', email: `aino-${stamp}@example.com`, order: 1, method: 'SCREENSIGNATURE' };
  const second = { name: 'Nordea Demo', email: `nordea-${stamp}@example.com`, order: 2, method: 'NETSEIDENT_BANKID_FI' };

  // Staff, in Finnish: the card's shortcut opens the form; a non-PDF is refused, the contract is taken with its SHA-256.
  await login(page, users.user.email, { path: `/app/customers/${customerId}` });
  const quick = page.getByRole('group', { name: tr('fi', 'customers:card.quickActions'), exact: true });
  await quick.getByRole('button', { name: `+ ${tr('fi', 'customers:quick.esignature')}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: o('fi', 'esignatures.newTitle') });
  await form.getByRole('textbox', { name: o('fi', 'esignatures.signature_name') }).fill(title);
  const upload = form.locator('input[type=file]');
  await upload.setInputFiles({ name: 'muistio.txt', mimeType: 'text/plain', buffer: Buffer.from('ei PDF') });
  await expect(form.getByText(tr('fi', 'errors:UNSUPPORTED_FILE'), { exact: false })).toBeVisible();
  await upload.setInputFiles({ name: 'sopimus.pdf', mimeType: 'application/pdf', buffer: await contract(title) });
  await expect(form.getByText('sopimus.pdf')).toBeVisible();
  await addSignatory(page, form, first);
  await addSignatory(page, form, second);
  await expect(form.getByText(o('fi', 'signatories.orderTitle', { order: 2 }))).toBeVisible();
  await screen(page, 'esignature-form-fi', testInfo);
  await form.getByRole('button', { name: o('fi', 'esignatures.saveAndSend') }).click();
  await expect(form).toHaveCount(0);
  const signatures = section(page, 'signatures');
  await expect(signatures.locator('tbody tr [data-status]').first()).toHaveAttribute('data-status', 'red');

  // The first order signs with a drawn signature; the second has had no mail yet.
  const firstLink = await waitForMailMatch(request, first.email, /(https?:\/\/\S+\/p\/signatories\/\S+#[A-Za-z0-9_-]{43})/);
  const firstContext = await signerBrowser(browser);
  const signer = await firstContext.newPage();
  await signer.goto(firstLink);
  await expect(signer.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(signer.getByText('sopimus.pdf')).toBeVisible();
  await signer.getByRole('button', { name: p('fi', 'methods.names.SCREENSIGNATURE') }).click();
  await draw(signer, signer.getByLabel(p('fi', 'screensignature.pad')));
  await signer.getByRole('checkbox', { name: p('fi', 'signatory.accept') }).check();
  await screen(signer, 'esignature-signatory-screen-fi', testInfo);
  await signer.getByRole('button', { name: p('fi', 'signatory.sign'), exact: true }).click();
  await expect(signer.getByRole('heading', { name: p('fi', 'signatory.signed.title') })).toBeVisible();
  await expect(signer.getByText(p('fi', 'signatory.signed.others'))).toBeVisible();
  await firstContext.close();

  // The second order is invited now; it signs after identifying at the stand-in bank.
  const secondLink = await waitForMailMatch(request, second.email, /(https?:\/\/\S+\/p\/signatories\/\S+#[A-Za-z0-9_-]{43})/);
  const secondContext = await signerBrowser(browser);
  const banker = await secondContext.newPage();
  await banker.goto(secondLink);
  await banker.getByRole('button', { name: p('fi', 'methods.names.NETSEIDENT_BANKID_FI') }).click();
  await expect(banker.getByRole('button', { name: 'Tunnistaudu' })).toBeVisible();
  await banker.getByRole('button', { name: 'Tunnistaudu' }).click();
  await expect(banker.getByText(p('fi', 'signatory.identified', { name: 'Nordea Demo' }))).toBeVisible();
  await banker.getByRole('checkbox', { name: p('fi', 'signatory.accept') }).check();
  await banker.getByRole('button', { name: p('fi', 'signatory.sign'), exact: true }).click();
  await expect(banker.getByText(p('fi', 'signatory.signed.everyone'))).toBeVisible();
  await screen(banker, 'esignature-signatory-signed-fi', testInfo);
  await secondContext.close();

  // Everyone receives the sealed PDF by mail: pdfsig (poppler, as a standard reader) finds the signature valid.
  let signed: Buffer | null = null;
  await expect.poll(async () => {
    const outbox = (await (await request.get('/api/dev/outbox')).json()) as Envelope<{ mails: MailWithFiles[] }>;
    const mail = outbox.data.mails.find((m) => [m.to].flat().includes(second.email) && (m.attachments ?? []).some((a) => a.contentType === 'application/pdf'));
    signed = mail ? Buffer.from(mail.attachments!.find((a) => a.contentType === 'application/pdf')!.content_base64, 'base64') : null;
    return signed !== null;
  }, { message: 'the signed PDF is mailed', timeout: 30_000 }).toBe(true);
  const signedPath = testInfo.outputPath('allekirjoitettu.pdf');
  writeFileSync(signedPath, signed!);
  await testInfo.attach('allekirjoitettu.pdf', { path: signedPath, contentType: 'application/pdf' });
  const pdfsig = spawnSync('/usr/bin/pdfsig', [signedPath], { encoding: 'utf8' });
  expect(pdfsig.stdout, pdfsig.stderr).toContain('Signature Validation: Signature is Valid.');

  // A modified copy: one character of the first page's text changed after signing.
  const modified = Buffer.from(signed!);
  const at = modified.indexOf('/MediaBox');
  modified[at + 1] = 'm'.charCodeAt(0);
  const modifiedPath = testInfo.outputPath('muokattu.pdf');
  writeFileSync(modifiedPath, modified);
  expect(spawnSync('/usr/bin/pdfsig', [modifiedPath], { encoding: 'utf8' }).stdout).not.toContain('Signature Validation: Signature is Valid.');

  // The verification page says the original is ours and unchanged, and refuses the modified copy.
  const verifyContext = await signerBrowser(browser);
  const verify = await verifyContext.newPage();
  await verify.goto('/p/verify');
  await expect(verify.getByRole('heading', { name: p('fi', 'verify.title') })).toBeVisible();
  await verify.locator('input[type=file]').setInputFiles(signedPath);
  await expect(verify.getByText(p('fi', 'verify.valid.title'))).toBeVisible();
  await expect(verify.getByText(title).first()).toBeVisible();
  await screen(verify, 'esignature-verify-valid-fi', testInfo);
  await verify.getByRole('button', { name: p('fi', 'verify.again') }).click();
  await verify.locator('input[type=file]').setInputFiles(modifiedPath);
  await expect(verify.getByText(p('fi', 'verify.invalid.title'))).toBeVisible();
  await screen(verify, 'esignature-verify-modified-fi', testInfo);
  await verifyContext.close();

  // Staff: signed (green) on the card, the signatories done, the signed PDF there to download.
  await page.reload();
  const row = signatures.locator('tbody tr').first();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'green');
  await row.click();
  const detail = page.getByRole('dialog', { name: o('fi', 'esignatures.detailTitle', { name: title }) });
  await expect(detail.getByRole('link', { name: o('fi', 'esignatures.downloadSigned') }).or(detail.getByRole('button', { name: o('fi', 'esignatures.downloadSigned') }))).toBeVisible();
  await screen(page, 'esignature-detail-signed-fi', testInfo);
});
