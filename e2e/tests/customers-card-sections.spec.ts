import { expect, test, type Page } from '@playwright/test';
import { apiLogin, listCustomers, users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { login } from './support/ui.ts';

// Card sections other remotes fill (remotes.json `cardSections`, app-kit remote-sections): the shell publishes
// the remotes, the card asks which one offers a section. Without one the section is not drawn (nor listed in the
// card's section index); a remote that cannot be loaded leaves an inline error in its section, never a broken
// card. (The alerts remote's own journey shows a section actually filled.)

const section = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

test.describe('customer card sections from other remotes', () => {
  test('no section without a remote, inline error when the offering remote fails to load', async ({ page, request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    const customer = (await listCustomers(request, jwt, 'Kalliola Lakitoimisto')).items[0]!;
    let offerAlerts = false;
    await page.route('**/app/remotes.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { remotes: Record<string, unknown>[] };
      // Only the alerts section is looked at here: drop whatever a real remote offers, add a broken one.
      const remotes = body.remotes.map(({ cardSections: _ignored, ...remote }) => remote);
      if (offerAlerts) remotes.push({ name: 'mf_broken', entry: '/app/remotes/broken/mf-manifest.json', routes: ['/broken'], cardSections: ['alerts'] });
      await route.fulfill({ response, json: { remotes } });
    });

    await login(page, users.admin.email, { path: `/app/customers/${customer.id}` });
    await expect(page.getByRole('heading', { level: 1, name: customer.name, exact: true })).toBeVisible();
    const alerts = section(page, fi('customers:sections.alerts'));
    const index = page.getByRole('navigation', { name: fi('customers:card.index.label'), exact: true });
    await expect(section(page, fi('customers:sections.todos'))).toBeVisible();
    await expect(alerts).toHaveCount(0);
    await expect(page.getByText(fi('customers:card.placeholder'), { exact: true })).toHaveCount(0);
    await expect(index.getByRole('link', { name: fi('customers:sections.alerts'), exact: true })).toHaveCount(0);

    offerAlerts = true;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: customer.name, exact: true })).toBeVisible();
    await expect(alerts.getByRole('alert')).toContainText(fi('customers:card.remoteError'));
    await expect(alerts.getByRole('button', { name: fi('customers:card.retry'), exact: true })).toBeVisible();
    await expect(alerts.getByText(fi('customers:card.placeholder'), { exact: true })).toHaveCount(0);
    // The rest of the card is unaffected.
    await expect(section(page, fi('customers:sections.todos'))).toBeVisible();
  });
});
