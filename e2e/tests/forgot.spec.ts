import { expect, test } from '@playwright/test';
import { demoOrganisationIds, users, waitForMailMatch } from './support/api.ts';
import { fi } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { doneDialog, errorDialog, field, formError, greetingHeading, loginForm, mainMenu, submitLogin } from './support/ui.ts';

// admin@toinen.example.com is used by this spec only; it ends with a new password.
const newPassword = 'Revontuli-Lumi-Koski-47';

test.describe('forgotten password', () => {
  test('an invalid ?organizations_id in the link shows an error', async ({ page }, testInfo) => {
    await page.goto('/app/forgot?organizations_id=ABC');
    await expect(page.getByRole('heading', { level: 1, name: fi('forgot.title'), exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: fi('forgot.invalidOrganisation') })).toBeVisible();
    await screen(page, 'forgot-invalid-organisation', testInfo);

    // Sending is refused as well, under the form.
    await field(page, fi('forgot.email')).fill(users.toinenAdmin.email);
    await page.getByRole('button', { name: fi('forgot.submit'), exact: true }).click();
    await expect(formError(page, fi('forgot.invalidOrganisation'))).toBeVisible();
    await expect(errorDialog(page)).toHaveCount(0);
  });

  test('request a reset link, open it from the mailbox, set a new password and log in with it', async ({ page, request }, testInfo) => {
    await page.goto('/app/');
    await page.getByRole('link', { name: fi('login.forgot'), exact: true }).click();
    await expect(page).toHaveURL(/\/app\/forgot$/);
    await expect(page.getByRole('heading', { level: 1, name: fi('forgot.title'), exact: true })).toBeVisible();
    await screen(page, 'forgot-form', testInfo);

    // The link an organisation hands out carries its id.
    await page.goto(`/app/forgot?organizations_id=${demoOrganisationIds.toinen}`);
    // The form's alert region is there, empty, so a refusal is announced when it comes.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await field(page, fi('forgot.email')).fill(users.toinenAdmin.email);
    await page.getByRole('button', { name: fi('forgot.submit'), exact: true }).click();
    const done = doneDialog(page);
    await expect(done).toBeVisible();
    await expect(done).toContainText(fi('forgot.done'));
    await screen(page, 'forgot-done', testInfo);
    await done.getByRole('button', { name: fi('dialog.ok'), exact: true }).click();
    await expect(loginForm(page).heading).toBeVisible();

    // The mail arrives in the dev outbox; open the link from the dev mailbox page like a user would.
    const link = await waitForMailMatch(request, users.toinenAdmin.email, /(https?:\/\/\S+\/app\/reset\?token=\S+)/);
    await page.goto('/dev/mailbox');
    const mail = page.locator('article[data-kind="mail"]').filter({ hasText: users.toinenAdmin.email }).first();
    await expect(mail).toBeVisible();
    await screen(page, 'forgot-mailbox', testInfo);
    await mail.getByRole('link', { name: link, exact: true }).click();

    await expect(page).toHaveURL(/\/app\/reset\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: fi('reset.title'), exact: true })).toBeVisible();
    // The form's alert region is there, empty, so a refusal is announced when it comes.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await field(page, fi('reset.password')).fill(newPassword);
    await field(page, fi('reset.passwordAgain')).fill(newPassword);
    await screen(page, 'reset-form', testInfo);
    await page.getByRole('button', { name: fi('reset.submit'), exact: true }).click();
    const resetDone = doneDialog(page);
    await expect(resetDone).toContainText(fi('reset.done'));
    await screen(page, 'reset-done', testInfo);
    await resetDone.getByRole('button', { name: fi('dialog.ok'), exact: true }).click();

    await expect(loginForm(page).heading).toBeVisible();
    await submitLogin(page, users.toinenAdmin.email, newPassword);
    await expect(await greetingHeading(page, users.toinenAdmin.firstName)).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByText('Toinen Oy', { exact: true })).toBeVisible();
    await screen(page, 'reset-login-home', testInfo);
  });
});
