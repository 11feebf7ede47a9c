import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, authHeaders, readOutbox, updateMe, users } from './support/api.ts';
import { exactly, tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { deleteCustomersNamed } from './customers-support.ts';

// Issue #3 'add a person with related persons' and the todo of spec §4 (send to the responsible user, answer
// back, overdue red, done and undone, with its notes and files), in Finnish and in English; the person's ssn is a
// duplicate for another person and is changed only after its warning; the admin's change history names the
// people, not their ids.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const section = (page: Page, title: string): Locator => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

const yesterday = (): string => {
  const date = new Date(Date.now() - 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const dataValue = (scope: Locator, label: string): Locator =>
  scope.locator('dl > div').filter({ has: scope.page().locator('dt', { hasText: exactly(label) }) }).locator('dd');

const people = {
  fi: { customer: 'Henkilö fi Äijälä Örjan', ssn: '150585-902R', newSsn: '160686-912S', beneficiary: 'Åkerlund Märta', beneficiarySsn: '220791-902D', pep: 'Ärtti Pölönen' },
  en: { customer: 'Henkilö en Öhman Åsa', ssn: '150585-904T', newSsn: '160686-914U', beneficiary: 'Åkerlund Jöns', beneficiarySsn: '220791-904F', pep: 'Väinö Pörhö' },
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
      await page.getByRole('combobox', { name: t('fields.nationality'), exact: true }).selectOption('FI');
      await page.getByRole('textbox', { name: t('fields.city'), exact: true }).fill('Jyväskylä');
      await page.getByRole('button', { name: t('add.save'), exact: true }).click();
      await expect(heading(page, person.customer)).toBeVisible();
      const customerId = page.url().split('/').pop()!;
      // The basic data shows the ssn masked and the nationality.
      const basics = page.getByRole('region', { name: t('card.basicData'), exact: true });
      await expect(dataValue(basics, t('fields.ssn'))).toHaveText(`${person.ssn.slice(0, 7)}****`);
      await expect(dataValue(basics, t('fields.nationality'))).toHaveText(lang === 'fi' ? 'Suomi (FI)' : 'Finland (FI)');

      // Another person with the same ssn: the duplicate dialog says so; cancelling creates nothing.
      await page.goto('/app/customers/new?type=person');
      await page.getByRole('textbox', { name: t('fields.personName'), exact: true }).fill(`${person.customer} Kaksoiskappale`);
      await page.getByRole('textbox', { name: t('fields.ssn'), exact: true }).fill(person.ssn);
      await page.getByRole('button', { name: t('add.save'), exact: true }).click();
      const duplicate = page.getByRole('dialog', { name: t('add.duplicateTitle') });
      await expect(duplicate).toContainText(person.customer);
      await expect(duplicate).toContainText(t('add.reason.ssn'));
      await duplicate.getByRole('button', { name: t('common.cancel'), exact: true }).click();
      await expect(duplicate).toHaveCount(0);
      const named = await request.get('/api/v2.5/user/customers', { headers: authHeaders(jwt), params: { name: 'Kaksoiskappale' } });
      expect(((await named.json()) as { data: { total: number } }).data.total).toBe(0);

      // Changing the ssn warns first; cancelling keeps the old one, confirming saves the new one.
      await page.goto(`/app/customers/${customerId}`);
      await expect(heading(page, person.customer)).toBeVisible();
      const editSsn = async () => {
        await basics.getByRole('button', { name: t('common.edit'), exact: true }).click();
        const edit = page.getByRole('dialog', { name: t('edit.basics'), exact: true });
        await edit.getByRole('textbox', { name: t('fields.ssn'), exact: true }).fill(person.newSsn);
        await edit.getByRole('button', { name: t('common.save'), exact: true }).click();
        return { edit, warning: page.getByRole('dialog', { name: t('edit.identifierTitle', { field: t('fields.ssn') }) }) };
      };
      const first = await editSsn();
      await expect(first.warning).toContainText(person.newSsn);
      await first.warning.getByRole('button', { name: t('common.cancel'), exact: true }).click();
      await first.edit.getByRole('button', { name: t('common.cancel'), exact: true }).click();
      await expect(first.edit).toHaveCount(0);
      await page.reload();
      await expect(dataValue(basics, t('fields.ssn'))).toHaveText(`${person.ssn.slice(0, 7)}****`);
      const second = await editSsn();
      await second.warning.getByRole('button', { name: t('edit.identifierConfirm'), exact: true }).click();
      await expect(second.edit).toHaveCount(0);
      await expect(dataValue(basics, t('fields.ssn'))).toHaveText(`${person.newSsn.slice(0, 7)}****`);

      // Related persons from the card's quick actions: a PEP and a beneficial owner.
      const quick = page.getByRole('group', { name: t('card.quickActions'), exact: true });
      await quick.getByRole('button', { name: `+ ${t('quick.peps')}`, exact: true }).click();
      const pepDialog = page.getByRole('dialog', { name: t('add.peps'), exact: true });
      await pepDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(person.pep);
      await pepDialog.getByRole('checkbox', { name: t('fields.is_pep_self'), exact: true }).check();
      await pepDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(pepDialog).toHaveCount(0);
      await expect(section(page, t('sections.peps')).getByRole('cell', { name: person.pep, exact: true })).toBeVisible();
      await expect(section(page, t('sections.peps')).locator('[data-status]').first()).toHaveAttribute('data-status', 'green');
      await expect(section(page, t('sections.actualbeneficiaries')).locator('[data-status]').first()).toHaveAttribute('data-status', 'grey');
      // A PEP needs its details; a family member and close associate of a PEP.
      await quick.getByRole('button', { name: `+ ${t('quick.peps')}`, exact: true }).click();
      await pepDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(`${person.pep} Jr`);
      await pepDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(pepDialog.getByText(t('validation.pepDetailsRequired'))).toBeVisible();
      await pepDialog.getByRole('checkbox', { name: t('fields.is_pep_family'), exact: true }).check();
      await pepDialog.getByRole('checkbox', { name: t('fields.is_pep_partner'), exact: true }).check();
      await pepDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(pepDialog).toHaveCount(0);
      await expect(section(page, t('sections.peps')).getByRole('row').filter({ hasText: `${person.pep} Jr` })).toContainText(
        `${t('fields.is_pep_family')}, ${t('fields.is_pep_partner')}`,
      );

      await quick.getByRole('button', { name: `+ ${t('quick.actualbeneficiaries')}`, exact: true }).click();
      const beneficiaryDialog = page.getByRole('dialog', { name: t('add.actualbeneficiaries'), exact: true });
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(person.beneficiary);
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.ssn'), exact: true }).fill(person.beneficiarySsn);
      await beneficiaryDialog.getByRole('combobox', { name: t('fields.nationality'), exact: true }).selectOption('FI');
      await beneficiaryDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(beneficiaryDialog).toHaveCount(0);
      await expect(section(page, t('sections.actualbeneficiaries')).getByRole('cell', { name: person.beneficiary, exact: true })).toBeVisible();
      await expect(section(page, t('sections.actualbeneficiaries')).locator('[data-status]').first()).toHaveAttribute('data-status', 'green');
      // A Finnish national with only a birth date is refused; a Norwegian one is saved with the birth date.
      await quick.getByRole('button', { name: `+ ${t('quick.actualbeneficiaries')}`, exact: true }).click();
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill('Nordmann Kari');
      await beneficiaryDialog.getByLabel(t('fields.dob'), { exact: true }).fill('1971-12-24');
      await beneficiaryDialog.getByRole('combobox', { name: t('fields.nationality'), exact: true }).selectOption('FI');
      await beneficiaryDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(beneficiaryDialog.getByText(t('validation.ssnRequiredForNationality'))).toBeVisible();
      await beneficiaryDialog.getByRole('combobox', { name: t('fields.nationality'), exact: true }).selectOption('NO');
      await beneficiaryDialog.getByRole('combobox', { name: t('fields.country'), exact: true }).selectOption('NO');
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.share'), exact: true }).fill('25');
      await beneficiaryDialog.getByRole('textbox', { name: t('fields.description'), exact: true }).fill('Holding AS');
      await beneficiaryDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(beneficiaryDialog).toHaveCount(0);
      const kari = section(page, t('sections.actualbeneficiaries')).getByRole('row').filter({ hasText: 'Nordmann Kari' });
      await expect(kari).toContainText('24.12.1971');
      await expect(kari).toContainText('NO');
      await expect(kari).toContainText(/25\s?%/);
      await expect(kari).toContainText(t('source.MANUAL'));

      // A todo for the admin, due yesterday: overdue, red.
      const todoName = lang === 'fi' ? 'Tarkista passin voimassaolo' : 'Check the passport is valid';
      await quick.getByRole('button', { name: `+ ${t('quick.todos')}`, exact: true }).click();
      const todoDialog = page.getByRole('dialog', { name: t('add.todos'), exact: true });
      await todoDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(todoName);
      await todoDialog.getByRole('combobox', { name: t('fields.responsible_users_id'), exact: true }).selectOption({ label: 'Aino Admin' });
      await todoDialog.getByLabel(t('fields.deadline_at'), { exact: true }).fill(yesterday());
      const description = lang === 'fi' ? 'Passikopio asiakkaalta.' : 'A copy of the passport from the customer.';
      const notes = lang === 'fi' ? 'Soitettu 3.3.' : 'Called on 3 March.';
      await todoDialog.getByRole('textbox', { name: t('fields.description'), exact: true }).fill(description);
      await todoDialog.getByRole('textbox', { name: t('fields.notes'), exact: true }).fill(notes);
      const fileText = `passi ${lang} äöå`;
      await todoDialog.getByLabel(t('todos.files.label'), { exact: true }).setInputFiles({ name: `passi-${lang}.txt`, mimeType: 'text/plain', buffer: Buffer.from(fileText) });
      await todoDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(todoDialog).toHaveCount(0);
      const todos = section(page, t('sections.todos'));
      const row = todos.getByRole('row').filter({ hasText: todoName });
      await expect(row.getByText(t('todos.state.red'), { exact: true })).toBeVisible();
      // What it asks, the notes, who made it and when, and its file.
      await expect(row).toContainText(description);
      await expect(row).toContainText(notes);
      await expect(row.getByText(new RegExp(`^${t('todos.createdBy', { name: 'Aino Admin', at: '' })}\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$`))).toBeVisible();
      const files = row.getByRole('list', { name: t('todos.files.listNamed', { name: todoName }), exact: true });
      await expect(files.getByRole('listitem')).toHaveCount(1);
      const downloading = page.waitForEvent('download');
      await files.getByRole('button', { name: t('todos.files.download', { name: `passi-${lang}.txt` }), exact: true }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`passi-${lang}.txt`);
      expect(readFileSync((await download.path())!, 'utf8')).toBe(fileText);
      // A second file from the row, then the first one removed (confirmed, naming it).
      await row.getByLabel(new RegExp(`^${t('todos.files.attach')}`)).setInputFiles({ name: 'liite.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await expect(files.getByRole('listitem')).toHaveCount(2);
      await files.getByRole('button', { name: t('todos.files.removeNamed', { name: `passi-${lang}.txt` }), exact: true }).click();
      const removeFile = page.getByRole('dialog', { name: t('todos.files.removeTitle'), exact: true });
      await expect(removeFile).toContainText(`passi-${lang}.txt`);
      await removeFile.getByRole('button', { name: t('common.delete'), exact: true }).click();
      await expect(files.getByRole('listitem')).toHaveCount(1);
      await expect(files).toContainText('liite.pdf');
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

      // Done: the light turns green; undone again: overdue, red.
      await row.getByRole('checkbox', { name: t('todos.markDone', { name: todoName }), exact: true }).check();
      await expect(row.getByText(t('todos.state.green'), { exact: true })).toBeVisible();
      await row.getByRole('checkbox', { name: t('todos.markUndone', { name: todoName }), exact: true }).uncheck();
      await expect(row.getByText(t('todos.state.red'), { exact: true })).toBeVisible();
      await page.reload();
      await expect(row.getByRole('checkbox', { name: t('todos.markDone', { name: todoName }), exact: true })).not.toBeChecked();
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
