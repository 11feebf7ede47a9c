import { expect, type Locator, type Page } from '@playwright/test';
import { demoPassword } from './api.ts';
import { exactly, tr, type Lang } from './locales.ts';

/** The Finnish greeting bands (spec §9) by the hour of the user's clock. */
const greetingBands: [number, string][] = [
  [18, 'evening'],
  [15, 'afternoon'],
  [12, 'day'],
  [9, 'forenoon'],
  [6, 'morning'],
  [3, 'earlyNight'],
  [0, 'night'],
];

export const greetingKey = (hour: number): string => `home.greeting.${greetingBands.find(([from]) => hour >= from)![1]}`;

/** The browser's current hour (the page's time zone, Europe/Helsinki in the config). */
export const browserHour = (page: Page): Promise<number> => page.evaluate(() => new Date().getHours());

/**
 * The home page greeting heading for `firstName` in `lang`, computed from the browser's clock.
 * Matches the greeting of the hour before or after the check as well, so a band change during the
 * test cannot make it flaky.
 */
export const greetingHeading = async (page: Page, firstName: string, lang: Lang = 'fi'): Promise<Locator> => {
  const hour = await browserHour(page);
  const names = new Set([greetingKey(hour), greetingKey((hour + 1) % 24)].map((key) => tr(lang, key, { name: firstName })));
  const pattern = new RegExp(`^(${[...names].map((name) => exactly(name).source.slice(1, -1)).join('|')})$`);
  return page.getByRole('heading', { level: 1, name: pattern });
};

/** The exact greeting text for the browser's current hour (the value the brief asks to compute). */
export const expectedGreeting = async (page: Page, firstName: string, lang: Lang = 'fi'): Promise<string> =>
  tr(lang, greetingKey(await browserHour(page)), { name: firstName });

/**
 * A text-like input (password inputs included) by its accessible name. The visual required mark
 * is aria-hidden, so the name is the label text alone.
 */
export const field = (scope: Page | Locator, name: string): Locator => scope.getByRole('textbox', { name, exact: true });

export const loginForm = (page: Page, lang: Lang = 'fi') => ({
  heading: page.getByRole('heading', { level: 1, name: tr(lang, 'login.title'), exact: true }),
  email: field(page, tr(lang, 'login.email')),
  password: field(page, tr(lang, 'login.password')),
  submit: page.getByRole('button', { name: tr(lang, 'login.submit'), exact: true }),
});

/** Fills and submits the login form that is on screen now. */
export const submitLogin = async (page: Page, email: string, password: string = demoPassword, lang: Lang = 'fi'): Promise<void> => {
  const form = loginForm(page, lang);
  await expect(form.heading).toBeVisible();
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
};

/** Opens /app/ (or `path`) logged out and logs in with the form; does not wait for what comes next. */
export const login = async (page: Page, email: string, options: { password?: string; lang?: Lang; path?: string } = {}): Promise<void> => {
  await page.goto(options.path ?? '/app/');
  await submitLogin(page, email, options.password ?? demoPassword, options.lang ?? 'fi');
};

/** Logs in and waits for the home page greeting. */
export const loginToHome = async (page: Page, email: string, firstName: string, options: { password?: string } = {}): Promise<void> => {
  await login(page, email, options);
  await expect(await greetingHeading(page, firstName)).toBeVisible();
};

/** The main menu (navigation rail). */
export const mainMenu = (page: Page, lang: Lang = 'fi'): Locator => page.getByRole('navigation', { name: tr(lang, 'nav.label'), exact: true });

export const menuLink = (page: Page, item: string, lang: Lang = 'fi'): Locator =>
  mainMenu(page, lang).getByRole('link', { name: tr(lang, `nav.${item}`), exact: true });

/** The top bar / login header language chooser (a native select). */
export const languageChooser = (page: Page): Locator => page.getByRole('banner').getByRole('combobox');

/** The error dialog ('Virhe') — errors are alertdialogs. */
export const errorDialog = (page: Page, lang: Lang = 'fi'): Locator => page.getByRole('alertdialog', { name: tr(lang, 'dialog.errorTitle'), exact: true });

/** A refused form's message, shown under its fields and announced (role="alert"): a failed login, a wrong code. */
export const formError = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: exactly(text) });

/** The success dialog ('Valmis!'). */
export const doneDialog = (page: Page, lang: Lang = 'fi'): Locator => page.getByRole('dialog', { name: tr(lang, 'dialog.doneTitle'), exact: true });

/** The avatar link to the profile, named 'Oma profiili (p): <name>'. */
export const profileLink = (page: Page, lang: Lang = 'fi'): Locator =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^${exactly(tr(lang, 'topbar.profile', { name: '' })).source.slice(1, -1)}`) });

/** Profile → logout; ends on the login form. */
export const logoutViaProfile = async (page: Page, lang: Lang = 'fi'): Promise<void> => {
  await profileLink(page, lang).click();
  await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'profile.title'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: tr(lang, 'profile.logout'), exact: true }).click();
  await expect(loginForm(page, lang).heading).toBeVisible();
};

/** Sets a marker on window that only survives while the document is not reloaded. */
export const setReloadMarker = (page: Page): Promise<void> => page.evaluate(() => {
  (window as unknown as { __marker?: number }).__marker = 1;
});

export const reloadMarker = (page: Page): Promise<number | undefined> =>
  page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
