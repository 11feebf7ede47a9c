import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, authHeaders, readOutbox, smsKeys, updateMe, users, waitForMailMatch } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';

// Issue 25 §1: a freeze stops everything. A secure message with a phone number is on its way to the customer when a
// confirmed sanctions hit freezes it: the recipient's link then shows the neutral "no longer valid" page (never the word
// "frozen": no tipping-off) and no SMS code is sent. On the card the freeze stays amber until an admin records the
// notification to the authority; lifting it is only a request until another admin approves. In Finnish and Swedish.

/** A business named like an entry of the OFAC SDN list (2024-05-03 in ../shared/data/sanctions). */
const sanctioned = 'Banco Nacional de Cuba';

interface Envelope<T> {
  data: T;
}

const journeys: { lang: Lang; tel: string; text: string; locale: string }[] = [
  { lang: 'fi', tel: '+358401119876', text: 'Sopimus liitteenä, vastaathan pian.', locale: 'fi-FI' },
  { lang: 'se', tel: '+358401119877', text: 'Avtalet finns som bilaga, svara gärna snart.', locale: 'sv-SE' },
];

const confirmHit = async (request: APIRequestContext, jwt: string, customerId: string): Promise<void> => {
  let alertId = '';
  await expect.poll(async () => {
    const response = await request.get(`/api/v2.5/user/customers/${customerId}/alerts`, { headers: authHeaders(jwt) });
    const items = ((await response.json()) as Envelope<{ items: { id: string; type: string; metadata: { source: string } }[] }>).data.items;
    alertId = items.find((a) => a.type === 'SANCTION' && a.metadata.source === 'OFAC')?.id ?? '';
    return alertId;
  }, { timeout: 20_000 }).not.toBe('');
  const silenced = await request.post(`/api/v2.5/user/alerts/${alertId}/silence`, {
    headers: authHeaders(jwt), data: { silenceclass: 'TRUEPOSITIVE', description: 'Sama pankki: vahvistettu osuma OFAC-listalla.' },
  });
  expect(silenced.status(), await silenced.text()).toBe(200);
};

for (const { lang, tel, text, locale } of journeys) {
  test(`a freeze revokes the open secure message: the link is no longer valid and no SMS is sent (${lang})`, async ({ page, browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const r = (key: string, vars?: Record<string, string | number>) => tr(lang, `risk:${key}`, vars);
    const p = (key: string) => tr(lang, `public:${key}`);
    const o = (key: string) => tr(lang, `outbound:${key}`);
    const adminJwt = await apiLogin(request, users.admin.email);
    const userJwt = await apiLogin(request, users.user.email);
    await updateMe(request, adminJwt, { language: lang });
    await updateMe(request, userJwt, { language: lang });
    const recipient = `jaadytys-${lang}-${Date.now()}@example.com`;
    const created = await request.post('/api/v2.5/user/customers', {
      headers: authHeaders(userJwt),
      // Created under a name no list holds: an undecided potential match would refuse the send (SANCTIONS_CHECK_PENDING),
      // and the screening of a new customer races the send. The listed name comes after the message is out.
      data: { type: 'business', name: `Jäädytys ${lang} ${Date.now()} Oy`, country: 'CU', contact_email: recipient, language: lang },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as Envelope<{ id: string }>).data.id;
    try {
      // A secure message with a phone number is sent: its link waits for the recipient's SMS code.
      const letter = await request.post(`/api/v2.5/user/customers/${id}/letters`, { headers: authHeaders(userJwt), data: { email: recipient, tel, text } });
      expect(letter.status(), await letter.text()).toBe(201);
      const letterId = ((await letter.json()) as Envelope<{ id: string }>).data.id;
      const sent = await request.post(`/api/v2.5/user/letters/${letterId}/send`, { headers: authHeaders(userJwt), data: { mode: 'NOW' } });
      expect(sent.status(), await sent.text()).toBe(200);
      const link = await waitForMailMatch(request, recipient, /(https?:\/\/\S+\/p\/letters\/\S+#[A-Za-z0-9_-]{43})/);

      // Renamed as the listed bank, the customer is screened again and hit; the hit is confirmed: the customer is frozen
      // within seconds (the risk service follows the alert).
      const renamed = await request.put(`/api/v2.5/user/customers/${id}`, { headers: authHeaders(userJwt), data: { name: sanctioned, confirm_duplicate: true } });
      expect(renamed.status(), await renamed.text()).toBe(200);
      await confirmHit(request, userJwt, id);
      const customer = async () =>
        ((await (await request.get(`/api/v2.5/user/customers/${id}`, { headers: authHeaders(userJwt) })).json()) as Envelope<{ is_frozen: boolean }>).data;
      await expect.poll(async () => (await customer()).is_frozen, { timeout: 20_000 }).toBe(true);
      const seen = await smsKeys(request, tel);

      // The recipient opens the link: the neutral page, nothing of the message, no code step, no word of a freeze.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, timezoneId: 'Europe/Helsinki', isMobile: true, hasTouch: true });
      const recipientPage = await context.newPage();
      await recipientPage.goto(link);
      // The page knows nothing of the item (not even its language): Finnish first, the recipient's own choice after.
      await expect(recipientPage.getByRole('heading', { level: 1, name: tr('fi', 'public:problem.LINK_INVALID.title') })).toBeVisible();
      if (lang !== 'fi') await recipientPage.getByRole('combobox').first().selectOption({ label: 'Svenska' });
      await expect(recipientPage.getByRole('heading', { level: 1, name: p('problem.LINK_INVALID.title') })).toBeVisible();
      await expect(recipientPage.getByText(p('problem.LINK_INVALID.text'))).toBeVisible();
      await expect(recipientPage.getByRole('button', { name: p('code.send') })).toHaveCount(0);
      await expect(recipientPage.getByText(text)).toHaveCount(0);
      await expect(recipientPage.locator('body')).not.toContainText(/jäädyt|frys|frozen|freeze|sanktio|sanction/i);
      await screen(recipientPage, `freeze-link-invalid-${lang}`, testInfo);
      await context.close();
      // No SMS code went to the frozen customer's phone.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await readOutbox(request)).sms.filter((sms) => sms.to === tel && !seen.has(sms.id ?? sms.text))).toEqual([]);

      // Staff: the card's freeze is amber until the admin records the notification to the authority.
      await login(page, users.admin.email, { path: `/app/customers/${id}` });
      const section = page.locator('[data-remote-section="edd"]');
      const freeze = section.getByTestId('risk-edd-frozen');
      await expect(freeze).toHaveAttribute('data-notified', 'false');
      await expect(freeze).toContainText(r('edd.frozen.notify.missing'));
      // The secure messages' send buttons say why they are off.
      await expect(page.locator('[data-remote-section="letters"]')).toContainText(o('common.frozen'));
      await freeze.getByRole('button', { name: r('edd.frozen.notify.record'), exact: true }).click();
      const notify = page.getByRole('dialog', { name: r('edd.frozen.notify.title'), exact: true });
      await expect(notify.getByRole('textbox', { name: new RegExp(r('edd.frozen.notify.authority')) })).toHaveValue('Ulosottolaitos');
      await notify.getByRole('textbox', { name: new RegExp(r('edd.frozen.notify.reference')) }).fill('UO/2026/4711');
      await notify.getByRole('button', { name: r('edd.frozen.notify.save'), exact: true }).click();
      await expect(notify).toHaveCount(0);
      await expect(freeze).toHaveAttribute('data-notified', 'true');
      await expect(section.getByTestId('risk-edd-frozen-notified')).toContainText('UO/2026/4711');

      // Lifting it is a request: the freeze stays until another admin approves.
      await freeze.getByRole('button', { name: r('edd.frozen.lift'), exact: true }).click();
      const lift = page.getByRole('dialog', { name: r('edd.frozen.liftTitle'), exact: true });
      await lift.getByRole('textbox', { name: r('edd.frozen.liftReason'), exact: true }).fill('Ulosottolaitoksen päätös UO/2026/4711.');
      await lift.getByRole('button', { name: r('edd.frozen.lift'), exact: true }).click();
      await expect(lift).toHaveCount(0);
      await expect(section.getByTestId('risk-edd-lift-request')).toContainText('UO/2026/4711');
      await expect(freeze).toContainText(r('edd.frozen.waiting'));
      await expect(freeze.getByRole('button', { name: r('edd.frozen.approve'), exact: true })).toHaveCount(0);
      expect((await customer()).is_frozen).toBe(true);
      await freeze.scrollIntoViewIfNeeded();
      await screen(page, `freeze-card-${lang}`, testInfo);
    } finally {
      await updateMe(request, adminJwt, { language: 'fi' });
      await updateMe(request, userJwt, { language: 'fi' });
    }
  });
}
