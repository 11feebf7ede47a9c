import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, updateMe, users } from './support/api.ts';
import { fi, tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { apiDisableTotp, apiEnableTotp, apiLoginWithCode, apiSetOrganisationSecurity } from './support/second-factor-api.ts';
import { totpCode, wrongTotpCode } from './support/totp.ts';
import { errorDialog, field, formError, greetingHeading, languageChooser, logoutViaProfile, mainMenu, profileLink, submitLogin } from './support/ui.ts';

// user-own@example.com (Olli) turns an authenticator on and off here; user-team@example.com (Tiina) meets the
// organisation's requirement. Each journey leaves the user and the organisation as it found them, since later
// specs log them in with the password alone.

const olli = users.own;
const codeStep = (page: Page, lang: Lang = 'fi') => ({
  heading: page.getByRole('heading', { level: 1, name: tr(lang, 'login.totpTitle'), exact: true }),
  code: field(page, tr(lang, 'login.totpCode')),
  submit: page.getByRole('button', { name: tr(lang, 'login.codeSubmit'), exact: true }),
});
const totpCard = (page: Page, lang: Lang = 'fi') => page.getByRole('region', { name: tr(lang, 'totp.title'), exact: true });

/** Clean-up by API: a recovery code opens the account, the password turns the authenticator off. */
const cleanUp = async (request: Parameters<typeof apiLogin>[0], email: string, recoveryCode: string | undefined): Promise<void> => {
  if (!recoveryCode) return;
  await apiDisableTotp(request, await apiLoginWithCode(request, email, recoveryCode));
};

test.describe('authenticator app', () => {
  let spareCode: string | undefined;
  test.afterEach(async ({ request }) => {
    await cleanUp(request, olli.email, spareCode).catch(() => undefined);
    spareCode = undefined;
  });

  test('turned on in the profile, then asked at login; a recovery code works once; turned off again (fi)', async ({ page }, testInfo) => {
    await page.goto('/app/');
    await submitLogin(page, olli.email);
    await expect(await greetingHeading(page, olli.firstName)).toBeVisible();
    await profileLink(page).click();
    const card = totpCard(page);
    await expect(card.getByText(fi('totp.off'), { exact: true })).toBeVisible();
    await card.getByRole('button', { name: fi('totp.enable'), exact: true }).click();

    // The QR code, and the key for typing in.
    await expect(card.getByRole('img', { name: fi('totp.qrAlt'), exact: true })).toBeVisible();
    const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screen(page, 'totp-profile-enrol', testInfo);

    const codeField = field(card, fi('totp.code'));
    await codeField.fill(wrongTotpCode(secret));
    await card.getByRole('button', { name: fi('totp.confirm'), exact: true }).click();
    await expect(card.getByText(fi('errors:INVALID_TOTP_CODE'))).toBeVisible();
    await codeField.fill(totpCode(secret));
    await card.getByRole('button', { name: fi('totp.confirm'), exact: true }).click();

    // Recovery codes, shown once: ten of them, downloadable.
    const list = card.getByRole('list', { name: fi('totp.recoveryTitle'), exact: true });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
    spareCode = recoveryCodes[9];
    await expect(card.getByText(fi('totp.recoveryOnce'), { exact: true })).toBeVisible();
    await screen(page, 'totp-profile-recovery-codes', testInfo);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: fi('totp.download'), exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(fi('totp.fileName'));
    const saved = readFileSync(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(saved).toContain(code);
    await card.getByRole('button', { name: fi('totp.done'), exact: true }).click();
    await expect(card.getByText(fi('totp.on'), { exact: true })).toBeVisible();
    await expect(card).toContainText(fi('totp.onText', { date: '@', count: 10 }).split('@')[1]!);
    await screen(page, 'totp-profile-on', testInfo);

    // Log out; the password alone is not enough now.
    await logoutViaProfile(page);
    await submitLogin(page, olli.email);
    const step = codeStep(page);
    await expect(step.heading).toBeVisible();
    await expect(page.getByText(fi('login.totpInfo'), { exact: true })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await screen(page, 'totp-login-step', testInfo);
    await step.code.fill(wrongTotpCode(secret));
    await step.submit.click();
    await expect(formError(page, fi('errors:INVALID_TOTP_CODE'))).toBeVisible();
    await expect(errorDialog(page)).toHaveCount(0);
    // The confirmation used this 30-second step; the app shows the next code a moment later.
    await step.code.fill(totpCode(secret, 1));
    await step.submit.click();
    await expect(await greetingHeading(page, olli.firstName)).toBeVisible();

    // A recovery code works once.
    await logoutViaProfile(page);
    await submitLogin(page, olli.email);
    await step.code.fill(recoveryCodes[0]!);
    await step.submit.click();
    await expect(await greetingHeading(page, olli.firstName)).toBeVisible();
    await logoutViaProfile(page);
    await submitLogin(page, olli.email);
    await step.code.fill(recoveryCodes[0]!);
    await step.submit.click();
    await expect(formError(page, fi('errors:INVALID_TOTP_CODE'))).toBeVisible();
    await screen(page, 'totp-recovery-code-used', testInfo);
    await step.code.fill(recoveryCodes[1]!);
    await step.submit.click();
    await expect(await greetingHeading(page, olli.firstName)).toBeVisible();

    // Turning it off names what is lost and asks for the password.
    await profileLink(page).click();
    await expect(card).toContainText(fi('totp.onText', { date: '@', count: 8 }).split('@')[1]!);
    await card.getByRole('button', { name: fi('totp.disable'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fi('totp.disableTitle'), exact: true });
    await expect(dialog.getByText(fi('totp.disableText'), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: fi('totp.disableConfirm'), exact: true }).click();
    await expect(dialog.getByText(fi('totp.disableProofRequired'))).toBeVisible();
    await field(dialog, fi('totp.disablePassword')).fill('Tunne-demo-2026');
    await screen(page, 'totp-disable-dialog', testInfo);
    await dialog.getByRole('button', { name: fi('totp.disableConfirm'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(fi('totp.off'), { exact: true })).toBeVisible();
    spareCode = undefined;

    await logoutViaProfile(page);
    await submitLogin(page, olli.email);
    await expect(await greetingHeading(page, olli.firstName)).toBeVisible();
  });

  test('the code step and the profile card in English and Swedish', async ({ page, request }, testInfo) => {
    const { secret, recoveryCodes } = await apiEnableTotp(request, await apiLogin(request, olli.email));
    spareCode = recoveryCodes[9];
    try {
      const steps: [Lang, string][] = [
        ['en', totpCode(secret, 1)],
        ['se', recoveryCodes[0]!],
      ];
      for (const [lang, code] of steps) {
        await page.goto('/app/');
        await languageChooser(page).selectOption(lang);
        await submitLogin(page, olli.email, undefined, lang);
        const step = codeStep(page, lang);
        await expect(step.heading).toBeVisible();
        await expect(page.getByText(tr(lang, 'login.totpInfo'), { exact: true })).toBeVisible();
        await screen(page, `totp-login-step-${lang}`, testInfo);
        await step.code.fill(code);
        await step.submit.click();
        // The UI switches to the profile's language; choose this one in the top bar for the profile card.
        await expect(step.heading).toBeHidden();
        await expect(page.getByRole('navigation').first()).toBeVisible();
        await languageChooser(page).selectOption(lang);
        await profileLink(page, lang).click();
        const card = totpCard(page, lang);
        await expect(card.getByText(tr(lang, 'totp.on'), { exact: true })).toBeVisible();
        await expect(card.getByRole('button', { name: tr(lang, 'totp.disable'), exact: true })).toBeVisible();
        const sessions = page.getByRole('region', { name: tr(lang, 'sessions.title'), exact: true });
        await expect(sessions.getByText(tr(lang, 'sessions.thisDevice'), { exact: true })).toBeVisible();
        await sessions.scrollIntoViewIfNeeded();
        await screen(page, `totp-profile-${lang}`, testInfo);
        await logoutViaProfile(page, lang);
      }
    } finally {
      await updateMe(request, await apiLoginWithCode(request, olli.email, recoveryCodes[8]!), { language: 'fi' });
    }
  });
});

test.describe('an organisation that requires a second factor', () => {
  test('a user without one sees only the setup screen, then the frame (fi)', async ({ page, request }, testInfo) => {
    // The administrator gets an authenticator first, so the requirement does not hold their own session.
    const adminJwt = await apiLogin(request, users.admin.email);
    await apiEnableTotp(request, adminJwt);
    let tiinaCode: string | undefined;
    try {
      await apiSetOrganisationSecurity(request, adminJwt, { require_second_factor: true });
      await page.goto('/app/');
      await submitLogin(page, users.team.email);
      const heading = page.getByRole('heading', { level: 1, name: fi('secondFactorSetup.title'), exact: true });
      await expect(heading).toBeVisible();
      await expect(mainMenu(page)).toHaveCount(0);
      await expect(page.getByRole('img', { name: fi('totp.qrAlt'), exact: true })).toBeVisible();
      await screen(page, 'second-factor-setup', testInfo);
      await page.goto('/app/customers');
      await expect(heading).toBeVisible();
      await expect(mainMenu(page)).toHaveCount(0);

      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      await field(page, fi('totp.code')).fill(totpCode(secret));
      await page.getByRole('button', { name: fi('totp.confirm'), exact: true }).click();
      const list = page.getByRole('list', { name: fi('totp.recoveryTitle'), exact: true });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      tiinaCode = (await list.getByRole('listitem').last().innerText()).trim();
      await screen(page, 'second-factor-setup-codes', testInfo);
      await page.getByRole('button', { name: fi('secondFactorSetup.continue'), exact: true }).click();
      await expect(mainMenu(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: fi('customers:list.title'), exact: true })).toBeVisible();
    } finally {
      await apiSetOrganisationSecurity(request, adminJwt, { require_second_factor: false });
      await apiDisableTotp(request, adminJwt);
      if (tiinaCode) await cleanUp(request, users.team.email, tiinaCode);
    }
  });
});
