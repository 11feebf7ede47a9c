import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, authHeaders, readOutbox, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { login } from './support/ui.ts';

// The staff's side of issue 13 (mf-outbound) in Finnish and Swedish: on a new business customer's card a request that
// asks nothing is refused in the form, a part's sub-options appear with it, the choices become the user's defaults and
// the request is sent (red light, a mail to the recipient); a secure message with a phone number is saved and sent;
// the pending page lists both, keeps its filters in the URL and opens an item on the card; the home page shows them.
// The test customer is deleted at the end.

const o = (lang: Lang, key: string, vars?: Record<string, string | number>) => tr(lang, `outbound:${key}`, vars);

interface Envelope<T> {
  data: T;
}

const createCustomer = async (request: APIRequestContext, jwt: string, name: string, email: string): Promise<string> => {
  const response = await request.post('/api/v2.5/user/customers', {
    headers: authHeaders(jwt),
    data: { type: 'business', name, country: 'FI', contact_email: email, language: 'se', confirm_duplicate: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ id: string }>).data.id;
};

const section = (page: Page, id: 'requests' | 'letters') => page.locator(`[data-remote-section="${id}"]`);

test.describe('outbound items on the staff side', () => {
  test('a request and a secure message from the card, pending actions and home, in Finnish and Swedish', async ({ page, request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    await updateMe(request, jwt, { language: 'fi' });
    const stamp = Date.now();
    const recipient = `outbound-${stamp}@example.com`;
    const name = `Lähtevä Testi ${stamp} Oy`;
    const customerId = await createCustomer(request, jwt, name, recipient);
    try {
      await login(page, users.admin.email, { path: `/app/customers/${customerId}` });
      const requests = section(page, 'requests');
      await expect(requests.getByText(o('fi', 'requests.empty'))).toBeVisible();

      // The form: refused when it asks nothing, sub-options with their part, the recipient from the customer's contact.
      await requests.getByRole('button', { name: `+ ${o('fi', 'requests.new')}` }).click();
      const form = page.getByRole('dialog', { name: o('fi', 'requests.newTitle') });
      await expect(form.getByRole('checkbox', { name: o('fi', 'asks.ask_basic'), exact: true })).toBeVisible();
      await expect(form.getByRole('textbox', { name: new RegExp(o('fi', 'fields.email')) })).toHaveValue(recipient);
      await expect(form.getByRole('combobox', { name: o('fi', 'fields.language') })).toHaveValue('se');
      for (const box of await form.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
      await page.getByRole('button', { name: o('fi', 'actions.saveDraft') }).click();
      await expect(form.getByRole('alert')).toHaveText(o('fi', 'errors.REQUEST_ASKS_NOTHING'));
      const subOption = form.getByRole('checkbox', { name: o('fi', 'asks.ask_owners_allowfile') });
      await expect(subOption).toHaveCount(0);
      await form.getByRole('checkbox', { name: o('fi', 'asks.ask_owners'), exact: true }).check();
      await expect(form.getByRole('alert')).toHaveCount(0);
      await subOption.check();
      await form.getByRole('textbox', { name: new RegExp(o('fi', 'fields.description')) }).fill('Hei, päivitäthän omistajatiedot.');
      await page.getByRole('button', { name: o('fi', 'requests.saveDefaults') }).click();
      await expect(form.getByRole('status')).toContainText(o('fi', 'requests.defaultsSaved'));
      await page.getByRole('button', { name: o('fi', 'actions.sendNow'), exact: true }).click();
      await expect(form).toHaveCount(0);
      await expect(requests.getByRole('status')).toHaveText(o('fi', 'requests.sent', { email: recipient }));
      await expect(requests.locator('tbody tr [data-status]')).toHaveAttribute('data-status', 'red');
      await expect.poll(async () => (await readOutbox(request)).mails.some((mail) => [mail.to].flat().includes(recipient)), { message: 'the request is mailed' }).toBe(true);

      // The detail: what was asked, the state's actions (no accept before an answer).
      await requests.locator('tbody tr').first().click();
      const detail = page.getByRole('dialog', { name: o('fi', 'requests.detailTitle', { email: recipient }) });
      await expect(detail.getByText(o('fi', 'state.request.error'))).toBeVisible();
      await expect(detail.getByRole('list', { name: o('fi', 'requests.asked') })).toContainText(o('fi', 'asks.ask_owners_allowfile'));
      await expect(detail.getByRole('button', { name: o('fi', 'actions.resend') })).toBeVisible();
      await expect(detail.getByRole('button', { name: o('fi', 'actions.accept') })).toHaveCount(0);
      await detail.getByRole('button', { name: tr('fi', 'outbound:common.close') }).click();

      // The next new form starts from the saved defaults.
      await requests.getByRole('button', { name: `+ ${o('fi', 'requests.new')}` }).click();
      await expect(form.getByRole('checkbox', { name: o('fi', 'asks.ask_owners_allowfile') })).toBeChecked();
      await page.getByRole('button', { name: tr('fi', 'outbound:common.cancel') }).click();

      // A secure message with a phone number: saved as a draft, then sent from its details.
      const letters = section(page, 'letters');
      await letters.getByRole('button', { name: `+ ${o('fi', 'letters.new')}` }).click();
      const letterForm = page.getByRole('dialog', { name: o('fi', 'letters.newTitle') });
      await letterForm.getByRole('textbox', { name: new RegExp(o('fi', 'fields.tel')) }).fill('+358 40 765 4321');
      await letterForm.getByRole('textbox', { name: new RegExp(`^${o('fi', 'fields.text')}`) }).fill('Sopimusluonnos luettavaksi.');
      await page.getByRole('button', { name: o('fi', 'actions.saveDraft') }).click();
      await expect(letters.getByRole('status')).toHaveText(o('fi', 'letters.savedDraft'));
      await letters.locator('tbody tr').first().click();
      const letterDetail = page.getByRole('dialog', { name: o('fi', 'letters.detailTitle', { email: recipient }) });
      await letterDetail.getByRole('button', { name: o('fi', 'actions.sendNow') }).click();
      await expect(letterDetail.getByText(o('fi', 'state.letter.error'))).toBeVisible();
      await letterDetail.getByRole('button', { name: tr('fi', 'outbound:common.close') }).click();

      // Pending actions: both items, filters in the URL, a row opens the item on the card.
      await page.goto('/app/pending');
      const table = page.getByRole('table', { name: o('fi', 'pending.title') });
      const rows = table.locator('tbody tr').filter({ hasText: name });
      await expect(rows).toHaveCount(2);
      await page.getByRole('combobox', { name: o('fi', 'pending.timeframe') }).selectOption('today');
      await page.getByRole('checkbox', { name: o('fi', 'pending.own') }).check();
      await expect(page).toHaveURL(/\/app\/pending\?own=1&timeframe=today$/);
      await expect(rows).toHaveCount(2);
      await page.getByRole('combobox', { name: o('fi', 'pending.olderThan') }).selectOption('7');
      await expect(page).toHaveURL(/days=7/);
      await expect(page.getByText(o('fi', 'pending.emptyFiltered'))).toBeVisible();
      await page.goBack();
      await expect(rows).toHaveCount(2);
      await rows.filter({ hasText: o('fi', 'pendingKind.request') }).locator('td').first().click();
      await expect(page).toHaveURL(new RegExp(`/app/customers/${customerId}/requests/`));
      await expect(page.getByRole('dialog', { name: o('fi', 'requests.detailTitle', { email: recipient }) })).toBeVisible();

      // Home and the same screens in Swedish.
      await page.goto('/app/');
      await expect(page.getByRole('heading', { name: o('fi', 'pending.homeTitle') })).toBeVisible();
      await page.getByRole('banner').getByRole('combobox').selectOption('se');
      const home = page.getByRole('table', { name: o('se', 'pending.tableLabel') });
      await expect(page.getByRole('heading', { name: o('se', 'pending.homeTitle') })).toBeVisible();
      await expect(home.locator('tbody tr').filter({ hasText: name }).first()).toContainText(/Utredningsbegäran|Säkert meddelande/);
      await page.goto(`/app/customers/${customerId}`);
      await expect(section(page, 'requests').getByText(o('se', 'state.request.error'), { exact: true })).toBeVisible();
      await expect(section(page, 'letters').getByText(o('se', 'state.letter.error'), { exact: true })).toBeVisible();
    } finally {
      await updateMe(request, jwt, { language: 'fi' });
      await request.delete(`/api/v2.5/admin/customers/${customerId}`, { headers: authHeaders(jwt) });
    }
  });
});
