import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, authHeaders, listCustomers, updateMe, users } from './support/api.ts';
import type { Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { errorDialog, languageChooser, login } from './support/ui.ts';

// Risk (issue #5): an admin builds a questionnaire in Settings › Risk questions; the questions are answered on a
// customer card in Swedish (conditional question appearing live, mandatory description enforced), and the automatic
// score and its breakdown change. The texts come from mf-risk's own locale files.

type Bundle = Record<string, unknown>;
const riskBundles = Object.fromEntries(
  (['fi', 'en', 'se'] as const).map((lang) => [lang, JSON.parse(readFileSync(new URL(`../../mf-risk/src/locales/${lang}.json`, import.meta.url), 'utf8')) as Bundle]),
) as Record<Lang, Bundle>;

/** A text of the risk remote, `{{var}}` filled (plural keys: pass the _one / _other key). */
const rt = (lang: Lang, path: string, vars: Record<string, string | number> = {}): string => {
  let value: unknown = riskBundles[lang];
  for (const part of path.split('.')) value = (value as Bundle | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`Missing risk translation ${lang}:${path}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));
};

interface Score {
  points: number;
  level: string;
  breakdown: { type: string; points: number }[];
}

const getScore = async (request: APIRequestContext, jwt: string, customerId: string): Promise<Score> => {
  const response = await request.get(`/api/v2.5/user/customers/${customerId}/riskscores`, { headers: authHeaders(jwt) });
  return ((await response.json()) as { data: Score }).data;
};

const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name, exact: true });

test.describe('risk', () => {
  test.afterEach(async ({ request }) => {
    await updateMe(request, await apiLogin(request, users.admin.email), { language: 'fi' });
  });

  test('an admin builds a questionnaire, answers it on a customer in Swedish, and the score and breakdown change', async ({ page, request }, testInfo) => {
    const jwt = await apiLogin(request, users.admin.email);
    const customer = (await listCustomers(request, jwt, 'Haapala Tilintarkastus')).items[0]!;
    const parentText = 'E2E: Har kunden betydande kontanthantering?';
    const childText = 'E2E: Hur mycket kontanter per månad?';

    // 1. Settings › risk questions, in Finnish: a yes/no question with points and a mandatory description on yes,
    //    and a text question shown only when it is answered yes.
    await login(page, users.admin.email, { path: '/app/settings/riskquestions' });
    await expect(page.getByRole('heading', { level: 1, name: rt('fi', 'settings.riskquestions'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: rt('fi', 'questions.add'), exact: true }).click();
    let form = dialog(page, rt('fi', 'questions.addTitle'));
    await form.getByRole('textbox', { name: rt('fi', 'questions.fields.question'), exact: true }).fill(parentText);
    await form.getByRole('textbox', { name: rt('fi', 'questions.fields.points_yes'), exact: true }).fill('15');
    await form.getByRole('checkbox', { name: rt('fi', 'questions.fields.mandatory_description_yes'), exact: true }).check();
    await form.getByRole('button', { name: rt('fi', 'common.save'), exact: true }).click();
    await expect(form).toHaveCount(0);
    const table = page.getByRole('table', { name: rt('fi', 'settings.riskquestions'), exact: true });
    await expect(table.getByRole('cell', { name: parentText, exact: true })).toBeVisible();

    await page.getByRole('button', { name: rt('fi', 'questions.add'), exact: true }).click();
    form = dialog(page, rt('fi', 'questions.addTitle'));
    await form.getByRole('combobox', { name: rt('fi', 'questions.fields.type'), exact: true }).selectOption('TEXT');
    await form.getByRole('textbox', { name: rt('fi', 'questions.fields.question'), exact: true }).fill(childText);
    await form.getByRole('combobox', { name: rt('fi', 'questions.fields.condition'), exact: true }).selectOption({ label: parentText });
    await form.getByRole('button', { name: rt('fi', 'common.save'), exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(table.getByRole('cell', { name: childText, exact: true })).toBeVisible();

    // Reorder: the new yes/no question to the top (PATCH with the id array), and the order holds after a reload.
    const moveUp = table.getByRole('button', { name: rt('fi', 'questions.moveUp', { name: parentText }), exact: true });
    const rows = table.locator('tbody tr');
    for (let index = (await rows.allTextContents()).findIndex((text) => text.includes(parentText)); index > 0; index -= 1) {
      await moveUp.click();
      await expect(rows.nth(index - 1)).toContainText(parentText);
    }
    await expect(moveUp).toBeDisabled();
    await page.reload();
    await expect(rows.first()).toContainText(parentText);
    await screen(page, 'risk-questions-fi', testInfo);

    // 2. The customer card in Swedish.
    const before = await getScore(request, jwt, customer.id);
    expect(before.breakdown.find((line) => line.type === 'RISKPOINTS')).toBeUndefined();
    await page.goto(`/app/customers/${customer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: customer.name, exact: true })).toBeVisible();
    await languageChooser(page).selectOption('se');
    const answers = page.locator('[data-remote-section="riskanswers"]');
    const assessments = page.locator('[data-remote-section="riskassessments"]');
    await expect(answers.getByText(rt('se', 'answers.empty'), { exact: true })).toBeVisible();
    await expect(assessments.getByTestId('risk-score-points')).toHaveText(rt('se', before.points === 1 ? 'score.points_one' : 'score.points_other', { count: before.points }));

    await answers.getByRole('button', { name: rt('se', 'answers.answer'), exact: true }).click();
    const questionnaire = answers.getByRole('form', { name: rt('se', 'answers.formTitle'), exact: true });
    const parent = questionnaire.locator('[data-question]').filter({ hasText: parentText });
    // The conditional question is not there until the answer is yes, and goes again with no.
    await expect(questionnaire.getByText(childText, { exact: true })).toHaveCount(0);
    await parent.getByRole('radio', { name: rt('se', 'answers.yes'), exact: true }).check();
    await expect(questionnaire.getByText(childText, { exact: true })).toBeVisible();
    await parent.getByRole('radio', { name: rt('se', 'answers.no'), exact: true }).check();
    await expect(questionnaire.getByText(childText, { exact: true })).toHaveCount(0);
    await parent.getByRole('radio', { name: rt('se', 'answers.yes'), exact: true }).check();
    await expect(parent.getByText(rt('se', 'answers.points_other', { count: 15 }), { exact: true })).toBeVisible();

    // Yes needs a description: saving without one is refused at the question.
    await questionnaire.getByRole('button', { name: rt('se', 'answers.save'), exact: true }).click();
    await expect(parent.getByRole('alert')).toHaveText(rt('se', 'answers.problems.RISK_DESCRIPTION_MANDATORY'));
    await parent.getByRole('textbox', { name: rt('se', 'answers.description'), exact: true }).fill('Kontanthandel i butikerna');
    await questionnaire.locator('[data-question]').filter({ hasText: childText }).getByRole('textbox').fill('ca 20 000 €');
    await screen(page, 'risk-answers-se', testInfo);
    await questionnaire.getByRole('button', { name: rt('se', 'answers.save'), exact: true }).click();

    // The answers are listed with their points; the score counts them and says why.
    const list = answers.getByRole('table');
    await expect(list.getByRole('cell', { name: parentText, exact: true })).toBeVisible();
    await expect(list.getByRole('cell', { name: 'Kontanthandel i butikerna', exact: true })).toBeVisible();
    await expect(answers.getByTestId('risk-answers-points')).toHaveText('15');
    const line = assessments.locator('[data-breakdown="RISKPOINTS"]');
    await expect(line).toBeVisible();
    await expect(line).toContainText(rt('se', 'breakdown.RISKPOINTS'));
    await expect(line).toContainText(rt('se', 'why.RISKPOINTS_one', { count: 1, sum: 15, multiplier: 1 }));
    await expect(assessments.getByTestId('risk-score-points')).toHaveText(rt('se', 'score.points_other', { count: before.points + 15 }));
    const after = await getScore(request, jwt, customer.id);
    expect(after.points).toBe(before.points + 15);
    expect(after.level).not.toBe(before.level);
    await expect(assessments.getByText(`${rt('se', 'score.level')}: ${rt('se', `levels.${after.level}`)}`, { exact: true })).toBeVisible();

    // The history shows the change.
    await assessments.getByRole('button', { name: rt('se', 'score.showHistory'), exact: true }).click();
    await expect(assessments.getByRole('table', { name: rt('se', 'score.history'), exact: true }).getByRole('cell', { name: rt('se', 'causes.ANSWERS'), exact: true }).first()).toBeVisible();
    await screen(page, 'risk-score-se', testInfo);
    await expect(errorDialog(page, 'se')).toHaveCount(0);
  });

  test('an assessment with a rating that asks for it starts the KYC clock; the settings refuse a bad country line', async ({ page, request }, testInfo) => {
    const jwt = await apiLogin(request, users.admin.email);
    const customer = (await listCustomers(request, jwt, 'Oulun Konepaja')).items[0]!;
    await login(page, users.admin.email, { path: `/app/customers/${customer.id}` });
    await expect(page.getByRole('heading', { level: 1, name: customer.name, exact: true })).toBeVisible();
    const assessments = page.locator('[data-remote-section="riskassessments"]');
    await assessments.getByRole('button', { name: rt('fi', 'assessments.add'), exact: true }).click();
    const form = dialog(page, rt('fi', 'assessments.addTitle'));
    await form.getByRole('combobox', { name: rt('fi', 'assessments.fields.rating'), exact: true }).selectOption({ label: '3 – Korkea riski' });
    await expect(form.getByRole('checkbox', { name: rt('fi', 'assessments.startClock_other', { count: 180 }), exact: true })).toBeChecked();
    await form.getByRole('textbox', { name: rt('fi', 'assessments.fields.description'), exact: true }).fill('Tehostettu tuntemisvelvollisuus: käteisvaltainen toimiala.');
    await form.getByRole('button', { name: rt('fi', 'common.save'), exact: true }).click();
    await expect(form).toHaveCount(0);
    await expect(assessments.getByRole('status')).toContainText(rt('fi', 'assessments.kycStarted', { date: '' }).split(';')[0]!);
    const table = assessments.getByRole('table', { name: rt('fi', 'assessments.title'), exact: true });
    await expect(table.getByRole('cell', { name: rt('fi', 'assessments.unnamed'), exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: '3 – Korkea riski', exact: true })).toBeVisible();
    await screen(page, 'risk-assessment-fi', testInfo);
    const card = await request.get(`/api/v3/customers/${customer.id}`, { headers: authHeaders(jwt) });
    const clock = ((await card.json()) as { data: { is_kycclock: boolean; kycclock_alarm_at: string } }).data;
    expect(clock.is_kycclock).toBe(true);
    // The alarm is a day, YYYY-MM-DD (issue 16 §2): 180 days on.
    expect(Math.round((Date.parse(clock.kycclock_alarm_at) - Date.now()) / 86_400_000)).toBeGreaterThanOrEqual(179);
    expect(Math.round((Date.parse(clock.kycclock_alarm_at) - Date.now()) / 86_400_000)).toBeLessThanOrEqual(180);

    // Settings › risk score settings: one ISO 3166-1 alpha-2 code per line; 'FIN' is refused with its line. The own
    // high-risk list starts empty: the EU list of high-risk third countries is read apart (issue #11 §4).
    await page.goto('/app/settings/riskscore');
    const high = page.getByRole('textbox', { name: rt('fi', 'settingsForm.fields.countries_high'), exact: true });
    await expect(high).toHaveValue('');
    await high.fill('BY\nCU\nFIN');
    await page.getByRole('button', { name: rt('fi', 'common.save'), exact: true }).click();
    await expect(page.getByText(rt('fi', 'settingsForm.errors.country', { line: 3, value: 'FIN' }), { exact: true })).toBeVisible();
    await screen(page, 'risk-settings-fi', testInfo);
    await high.fill('BY\nCU');
    await page.getByRole('button', { name: rt('fi', 'common.save'), exact: true }).click();
    const recalculated = rt('fi', 'settingsForm.recalculated_other', { count: 0, at: '' }).split(' ')[0]!;
    await expect(page.getByRole('status').filter({ hasText: recalculated })).toBeVisible({ timeout: 30_000 });
  });
});
