import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { apiLogin, authHeaders, updateMe, users, waitForMailMatch } from './support/api.ts';
import { exactly, tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { field, languageChooser, login, mainMenu, menuLink } from './support/ui.ts';

// Issue 15, done when: in all three languages — an admin creates a team and a regular user with TEAM restriction in
// settings, the user logs in and sees only the team's customers (fi); the admin turns off use_alerts and the alerts menu
// and API disappear for that organisation only (en); a logo upload shows in the shell and on a public page, and the risk
// and alert settings open from /settings (se). Texts from the apps' own locale files. Every journey puts back what it
// changed in the shared demo data.

const s = (lang: Lang, key: string, vars?: Record<string, string | number>) => tr(lang, `settings:${key}`, vars);

interface Envelope<T> {
  status: boolean;
  data: T;
}

const api = async <T>(request: APIRequestContext, jwt: string, method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> => {
  const response = await request[method](path, { headers: authHeaders(jwt), ...(data === undefined ? {} : { data }) });
  const text = await response.text();
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as Envelope<T>).data;
};

/** Opens a settings section from the /settings index by its card, as an admin would. */
const openSection = async (page: Page, lang: Lang, id: string): Promise<void> => {
  await menuLink(page, 'settings', lang).click();
  await expect(page.getByRole('heading', { level: 1, name: s(lang, 'index.title'), exact: true })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${exactly(s(lang, `sections.${id}.title`)).source.slice(1, -1)}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: s(lang, `sections.${id}.title`), exact: true })).toBeVisible();
};

/** A 16×16 PNG in the organisation's blue, built byte for byte so the journey needs no file on disk. */
const logoPng = (): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0x1f, 0x4e, 0x8c]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
};

test.describe('settings and administration (issue 15)', () => {
  test('fi: an admin creates a team and a TEAM user; the user sees only the team\'s customers', async ({ page, request }, testInfo) => {
    const stamp = Date.now();
    const teamName = `Myyntitiimi ${stamp}`;
    const email = `tiimilainen-${stamp}@example.com`;
    const firstPassword = 'Kesäinen-Vuono-Polku-47';
    const newPassword = 'Syksyinen-Tunturi-Latu-83';
    const adminJwt = await apiLogin(request, users.admin.email);

    await login(page, users.admin.email);
    await openSection(page, 'fi', 'teams');
    await page.getByRole('button', { name: s('fi', 'admin.teams.add'), exact: true }).first().click();
    const teamDialog = page.getByRole('dialog', { name: s('fi', 'admin.teams.addTitle') });
    await field(teamDialog, s('fi', 'admin.teams.fields.name')).fill(teamName);
    await teamDialog.getByRole('button', { name: s('fi', 'admin.common.save'), exact: true }).click();
    await expect(teamDialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(teamName) })).toBeVisible();

    await openSection(page, 'fi', 'users');
    await page.getByRole('button', { name: s('fi', 'admin.users.add'), exact: true }).first().click();
    const userDialog = page.getByRole('dialog', { name: s('fi', 'admin.users.addTitle') });
    await field(userDialog, s('fi', 'admin.users.fields.name')).fill('Tiina Tiimiläinen');
    await field(userDialog, s('fi', 'admin.users.fields.email')).fill(email);
    await userDialog.getByLabel(s('fi', 'admin.users.fields.restrictiontype')).selectOption('TEAM');
    await userDialog.getByLabel(s('fi', 'admin.users.fields.password'), { exact: true }).fill(firstPassword);
    await userDialog.getByRole('checkbox', { name: teamName }).check();
    await screen(page, 'settings-new-user-fi', testInfo);
    await userDialog.getByRole('button', { name: s('fi', 'admin.users.create'), exact: true }).click();
    await expect(userDialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText(s('fi', 'admin.users.restriction.TEAM'));

    // The team gets one customer (the card's team setting, not what this journey is about); its members see it.
    const team = (await api<{ id: string; name: string }[]>(request, adminJwt, 'get', '/api/v2.5/admin/teams')).find((t) => t.name === teamName)!;
    const customerName = `Tiimin Asiakas ${stamp} Oy`;
    const created = await api<{ id: string }>(request, adminJwt, 'post', '/api/v2.5/user/customers', {
      type: 'business', name: customerName, country: 'FI', confirm_duplicate: true,
    });
    await api(request, adminJwt, 'put', `/api/v2.5/user/customers/${created.id}/team`, { teams_id: team.id });
    await screen(page, 'settings-users-fi', testInfo);

    // The new user logs in, sets a password of their own (an admin-given one is changed at first login) and sees the
    // team's customer and none of the organisation's others.
    await page.context().clearCookies();
    await page.evaluate(() => window.sessionStorage.clear());
    await login(page, email, { password: firstPassword });
    await field(page, tr('fi', 'changePassword.oldPassword')).fill(firstPassword);
    await field(page, tr('fi', 'changePassword.password')).fill(newPassword);
    await field(page, tr('fi', 'changePassword.passwordAgain')).fill(newPassword);
    await page.getByRole('button', { name: tr('fi', 'changePassword.submit'), exact: true }).click();
    await menuLink(page, 'customers').click();
    await expect(page.getByRole('link', { name: customerName })).toBeVisible();
    const userJwt = await apiLogin(request, email, newPassword);
    const visible = await api<{ items: { name: string }[]; total: number }>(request, userJwt, 'get', '/api/v2.5/user/customers?size=100');
    expect(visible.items.map((c) => c.name)).toEqual([customerName]);
    await screen(page, 'settings-team-user-customers-fi', testInfo);
  });

  test('en: turning off alerts removes the menu entry and the API at once, and the change is audited', async ({ page, request }, testInfo) => {
    const adminJwt = await apiLogin(request, users.admin.email);
    await updateMe(request, adminJwt, { language: 'en' });
    try {
      // The login page speaks Finnish until someone is logged in.
      await login(page, users.admin.email);
      await expect(menuLink(page, 'alerts', 'en')).toBeVisible();
      await openSection(page, 'en', 'features');
      const alertsSwitch = page.getByRole('checkbox', { name: s('en', 'org.features.flags.use_alerts.label'), exact: true });
      await expect(alertsSwitch).toBeChecked();
      await alertsSwitch.uncheck();
      await page.getByRole('button', { name: s('en', 'org.save'), exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: s('en', 'org.saved') })).toBeVisible();
      await expect(menuLink(page, 'alerts', 'en')).toHaveCount(0);
      await screen(page, 'settings-features-en', testInfo);

      const refused = await request.get('/api/v2.5/user/alerts', { headers: authHeaders(adminJwt) });
      expect(refused.status()).toBe(403);
      // That another organisation keeps its alerts is proven with two organisations that use them in
      // services/gateway/src/organisation-settings.test.ts (the demo's second organisation uses none).

      // The change is in the audit, who and what.
      await openSection(page, 'en', 'changes');
      await expect(page.getByRole('row').filter({ hasText: 'use_alerts' }).first()).toBeVisible();

      await openSection(page, 'en', 'features');
      await page.getByRole('checkbox', { name: s('en', 'org.features.flags.use_alerts.label'), exact: true }).check();
      await page.getByRole('button', { name: s('en', 'org.save'), exact: true }).click();
      await expect(menuLink(page, 'alerts', 'en')).toBeVisible();
      expect((await request.get('/api/v2.5/user/alerts', { headers: authHeaders(adminJwt) })).status()).toBe(200);
    } finally {
      await api(request, adminJwt, 'put', '/api/v2.5/admin/organizations/my', { use_alerts: true });
      await updateMe(request, adminJwt, { language: 'fi' });
    }
  });

  test('se: a logo shows in the shell and on a public page; risk and alert settings open from /settings', async ({ page, request, browser }, testInfo) => {
    const adminJwt = await apiLogin(request, users.admin.email);
    await updateMe(request, adminJwt, { language: 'se' });
    try {
      await login(page, users.admin.email, { lang: 'fi' });
      await expect(languageChooser(page)).toHaveValue('se');
      await openSection(page, 'se', 'logo');
      await page.getByLabel(s('se', 'org.logo.file')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
      await expect(page.getByText(s('se', 'org.logo.uploaded'))).toBeVisible();
      const organisation = await api<{ name: string; logo_url: string | null }>(request, adminJwt, 'get', '/api/v2.5/user/organizations/my');
      expect(organisation.logo_url).toMatch(/^\/api\/v2\.5\/public\/logo\?key=/);
      // The shell's menu shows it at once, without a reload.
      await expect(mainMenu(page, 'se').getByRole('img', { name: organisation.name })).toHaveAttribute('src', organisation.logo_url!);
      await screen(page, 'settings-logo-se', testInfo);

      // A recipient's page shows it too: a request sent to a new customer, opened from the mailed link.
      const stamp = Date.now();
      const recipient = `logo-${stamp}@example.com`;
      const customer = await api<{ id: string }>(request, adminJwt, 'post', '/api/v2.5/user/customers', {
        type: 'business', name: `Logo Vastaanottaja ${stamp} Oy`, country: 'FI', contact_email: recipient, language: 'se', confirm_duplicate: true,
      });
      const sent = await api<{ id: string }>(request, adminJwt, 'post', `/api/v2.5/user/customers/${customer.id}/requests`, { email: recipient, ask_owners: true });
      await api(request, adminJwt, 'post', `/api/v2.5/user/requests/${sent.id}/send`, {});
      const link = await waitForMailMatch(request, recipient, /(https?:\/\/\S+\/p\/requests\/\S+#[A-Za-z0-9_-]{43})/);
      const recipientContext = await browser.newContext();
      const recipientPage = await recipientContext.newPage();
      await recipientPage.goto(link);
      await expect(recipientPage.getByRole('img', { name: organisation.name })).toHaveAttribute('src', organisation.logo_url!);
      expect((await recipientPage.request.get(organisation.logo_url!)).headers()['content-type']).toBe('image/png');
      await recipientContext.close();

      // The risk and the alert settings are sections of /settings, drawn by their own remotes.
      await openSection(page, 'se', 'riskscore');
      await openSection(page, 'se', 'alerts');
      await openSection(page, 'se', 'sanctionlists');
      await screen(page, 'settings-sanctionlists-se', testInfo);
      // The old address of the alert settings leads to the section.
      await page.goto('/app/alerts/settings');
      await expect(page).toHaveURL(/\/app\/settings\/alerts$/);
    } finally {
      await request.delete('/api/v2.5/admin/organizations/my/logo', { headers: authHeaders(adminJwt) });
      await updateMe(request, adminJwt, { language: 'fi' });
    }
  });
});
