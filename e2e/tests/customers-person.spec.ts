import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, readOutbox, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { deleteCustomersNamed } from './customers-support.ts';

// Issue #3 'add a person with related persons' and the todo of spec §4 (send to the responsible user, answer
// back, overdue red), in Finnish and in English; the admin's change history names the people, not their ids.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const section = (page: Page, title: string): Locator => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

const yesterday = (): string => {
  const date = new Date(Date.now() - 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

const people = {
  fi: { customer: 'Henkilö fi Äijälä Örjan', ssn: '150585-902R', beneficiary: 'Åkerlund Märta', beneficiarySsn: '220791-902D', pep: 'Ärtti Pölönen' },
  en: { customer: 'Henkilö en Öhman Åsa', ssn: '150585-904T', beneficiary: 'Åkerlund Jöns', beneficiarySsn: '220791-904F', pep: 'Väinö Pörhö' },
} as const;

for (const lang of ['fi', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`person customer in ${lang}`, () => {
    const person = people[lang];

    test.afterEach(async ({ request }) => {
      const jwt = await apiLogin(request, users.admin.email);
      await deleteCustomersNamed(request, jwt, person.customer);
      await updateMe(request, jwt, { language: 'fi' });
    });

    test(`a person with a PEP, a beneficiary and a todo sent and answered (${lang})`, async ({ page, request }, testInfo) => {
      const t = (key: string, vars?: Record<string, string | number>) => tr(lang, `customers:${key}`, vars);
      const jwt = await apiLogin(request, users.admin.email);
      await updateMe(request, jwt, { language: lang });

      await login(page, users.admin.email, { path: '/app/customers', lang: 'fi' });
      await page.getByRole('button', { name: t('add.person'), exact: true }).click();
      await expect(heading(page, t('add.person'))).toBeVisible();
      await page.getByRole('textbox', { name: t('fields.personName'), exact: true }).fill(person.customer);
      await page.getByRole('textbox', { name: t('fields.ssn'), exact: true }).fill(person.ssn);
      await page.getByRole('textbox', { name: t('fields.nationality'), exact: true }).fill('FI');
      await page.getByRole('textbox', { name: t('fields.city'), exact: true }).fill('Jyväskylä');
      await page.getByRole('button', { name: t('add.save'), exact: true }).click();
      await expect(heading(page, person.customer)).toBeVisible();

      // Related persons from the card's quick actions: a PEP and a beneficial owner.
      const quick = page.getByRole('group', { name: t('card.quickActions'), exact: true });
      await quick.getByRole('button', { name: `+ ${t('quick.peps')}`, exact: true }).click();
      const pepDialog = page.getByRole('dialog', { name: t('add.peps'), exact: true });
      await pepDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(person.pep);
      await pepDialog.getByRole('checkbox', { name: t('fields.is_pep_self'), exact: true }).check();
      await pepDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(pepDialog).toHaveCount(0);
      await expect(section(page, t('sections.peps')).getByRole('cell', { name: person.pep, exact: true })).toBeVisible();

      await quick.getByRole('button', { name: `+ ${t('quick.actualbeneficiaries')}`, exact: true }).click();
      const beneficiaryDialog = page.getByRole('dialog', { name: t('add.actualbeneficiaries'), exact: true });
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(person.beneficiary);
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.ssn'), exact: true }).fill(person.beneficiarySsn);
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.nationality'), exact: true }).fill('FI');
      await beneficiaryDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(beneficiaryDialog).toHaveCount(0);
      await expect(section(page, t('sections.actualbeneficiaries')).getByRole('cell', { name: person.beneficiary, exact: true })).toBeVisible();

      // A todo for the admin, due yesterday: overdue, red.
      const todoName = lang === 'fi' ? 'Tarkista passin voimassaolo' : 'Check the passport is valid';
      await quick.getByRole('button', { name: `+ ${t('quick.todos')}`, exact: true }).click();
      const todoDialog = page.getByRole('dialog', { name: t('add.todos'), exact: true });
      await todoDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(todoName);
      await todoDialog.getByRole('combobox', { name: t('fields.responsible_users_id'), exact: true }).selectOption({ label: 'Aino Admin' });
      await todoDialog.getByLabel(t('fields.deadline_at'), { exact: true }).fill(yesterday());
      await todoDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(todoDialog).toHaveCount(0);
      const todos = section(page, t('sections.todos'));
      const row = todos.getByRole('row').filter({ hasText: todoName });
      await expect(row.getByText(t('todos.state.red'), { exact: true })).toBeVisible();
      await expect(row.getByText(t('todos.notSent'), { exact: true })).toBeVisible();
      await expect(row.locator('td').nth(3)).toHaveCSS('color', 'rgb(164, 38, 31)');

      // Send to the responsible user, confirmed; the mail goes out and the row says when.
      await row.getByRole('button', { name: t('todos.sendNamed', { name: todoName }), exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t('todos.sendTitle'), exact: true });
      await expect(confirm).toContainText(t('todos.sendConfirm', { name: todoName, user: 'Aino Admin' }));
      await confirm.getByRole('button', { name: t('todos.send'), exact: true }).click();
      await expect(row.getByText(new RegExp(`^${t('todos.sentAt', { at: '' })}\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$`))).toBeVisible();
      await expect
        .poll(async () => (await readOutbox(request)).mails.some((mail) => String(mail.to).includes(users.admin.email) && mail.text.includes(todoName)))
        .toBe(true);

      // The responsible user answers; an empty answer is refused.
      await row.getByRole('button', { name: t('todos.answerNamed', { name: todoName }), exact: true }).click();
      const answerDialog = page.getByRole('dialog', { name: t('todos.answerTitle'), exact: true });
      await answerDialog.getByRole('button', { name: t('todos.answer'), exact: true }).click();
      await expect(answerDialog.getByText(t('validation.answerRequired'), { exact: true })).toBeVisible();
      const answer = lang === 'fi' ? 'Passi tarkistettu, voimassa 2031 asti.' : 'Passport checked, valid until 2031.';
      await answerDialog.getByRole('textbox', { name: t('todos.answerLabel'), exact: true }).fill(answer);
      await answerDialog.getByRole('button', { name: t('todos.answer'), exact: true }).click();
      await expect(answerDialog).toHaveCount(0);
      await expect(row.getByText(answer)).toBeVisible();
      await expect(row.getByText(new RegExp(`^${t('todos.answeredAt', { at: '' })}`))).toBeVisible();
      await screen(page, `customers-person-todo-${lang}`, testInfo);

      // Done: the light turns green.
      await row.getByRole('checkbox', { name: t('todos.markDone', { name: todoName }), exact: true }).check();
      await expect(row.getByText(t('todos.state.green'), { exact: true })).toBeVisible();

      // The admin's change history: names, never ids.
      const audit = section(page, t('sections.audit'));
      await audit.getByRole('button', { name: new RegExp(`^${t('sections.audit')}`) }).click();
      const auditTable = audit.getByRole('table', { name: t('sections.audit'), exact: true });
      await expect(auditTable).toBeVisible();
      await expect(auditTable.getByText(`${t('fields.responsible_users_id')}: – → Aino Admin`)).toBeVisible();
      expect(await auditTable.innerText()).not.toMatch(uuid);
      await screen(page, `customers-person-audit-${lang}`, testInfo);
    });
  });
}
