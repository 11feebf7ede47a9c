import { expect, test } from '@playwright/test';
import { users } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { greetingHeading, loginToHome, menuLink } from './support/ui.ts';

test.describe('hotkeys on home', () => {
  test.beforeEach(async ({ page }) => {
    await loginToHome(page, users.user.email, users.user.firstName);
  });

  test('f focuses the search, + opens the add menu, ? lists the hotkeys, p opens the profile', async ({ page }, testInfo) => {
    const search = page.getByRole('searchbox', { name: fi('topbar.searchLabel'), exact: true });
    const greeting = await greetingHeading(page, users.user.firstName);

    await expect(search).not.toBeFocused();
    await page.keyboard.press('f');
    await expect(search).toBeFocused();
    // The f itself is not typed into the field.
    await expect(search).toHaveValue('');
    await screen(page, 'hotkey-f-search-focused', testInfo);

    // Leave the field (hotkeys never fire inside one) by clicking the page heading.
    await greeting.click();
    await expect(search).not.toBeFocused();

    await page.keyboard.press('+');
    const addMenu = page.getByRole('dialog', { name: fi('add.title'), exact: true });
    await expect(addMenu).toBeVisible();
    await expect(page).toHaveURL(/\/app\/add$/);
    await expect(addMenu.getByRole('link', { name: fi('add.targets.business') })).toBeVisible();
    await expect(addMenu.getByRole('link', { name: fi('add.targets.person') })).toBeVisible();
    await screen(page, 'hotkey-plus-add-menu', testInfo);
    await page.keyboard.press('Escape');
    await expect(addMenu).toBeHidden();
    await expect(greeting).toBeVisible();

    // ? lists the hotkeys; Escape closes the list.
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: fi('hotkeys.title'), exact: true });
    await expect(help).toBeVisible();
    for (const text of ['search', 'add', 'profile', 'help', 'escape']) await expect(help.getByText(fi(`hotkeys.${text}`), { exact: true })).toBeVisible();
    await screen(page, 'hotkey-help', testInfo);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.keyboard.press('p');
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: fi('profile.title'), exact: true })).toBeVisible();
    await expect(page.getByText(users.user.email, { exact: true }).first()).toBeVisible();
    await screen(page, 'hotkey-p-profile', testInfo);
  });

  test('typing p, f, + or ? inside a text field does not trigger hotkeys', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: fi('topbar.searchLabel'), exact: true });
    await search.click();
    await expect(search).toBeFocused();
    await page.keyboard.type('p+f?');
    await expect(search).toHaveValue('p+f?');
    await expect(page).toHaveURL(/\/app\/$/);
    await expect(await greetingHeading(page, users.user.firstName)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Same in an ordinary form field on another page: the customer list's name filter.
    await menuLink(page, 'customers').click();
    const filter = page.getByRole('searchbox', { name: fi('customers:list.search'), exact: true });
    await filter.click();
    await page.keyboard.type('p');
    await expect(filter).toHaveValue('p');
    await expect(page).toHaveURL(/\/app\/customers(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: fi('customers:list.title'), exact: true })).toBeVisible();
  });
});
