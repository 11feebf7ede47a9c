import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, authHeaders, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';
import { createCustomer, deleteCustomersNamed } from './customers-support.ts';

// Issue 11 §7, in Finnish and Swedish: the owner form refuses the invalid identity code 131052-308A (and an invalid
// business id) with the localised field error and stores nothing; the valid code is saved and listed masked. The
// change history shows the code masked too; an admin (restriction NONE) shows it in full, and the security log
// records who did. The journey's customer is deleted at the end so the other specs see the demo data as seeded.

const invalidCode = '131052-308A';
const validCode = '131052-308T';
const masked = '131052-****';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const section = (page: Page, title: string): Locator => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

for (const lang of ['fi', 'se'] as const satisfies readonly Lang[]) {
  test.describe(`identity codes of related persons in ${lang}`, () => {
    const customerName = `E2E Tunnukset ${lang} Oy`;

    test.afterEach(async ({ request }) => {
      const jwt = await apiLogin(request, users.admin.email);
      await updateMe(request, jwt, { language: 'fi' });
      await deleteCustomersNamed(request, jwt, customerName);
    });

    test(`invalid codes refused in the owner form, masked change history, logged show (${lang})`, async ({ page, request }, testInfo) => {
      const t = (key: string, vars?: Record<string, string | number>) => tr(lang, `customers:${key}`, vars);
      const jwt = await apiLogin(request, users.admin.email);
      await updateMe(request, jwt, { language: lang });
      const customer = await createCustomer(request, jwt, { type: 'business', name: customerName, businessid: '2980005-2', country: 'FI' });
      const storedOwners = async () =>
        ((await (await request.get(`/api/v2.5/user/customers/${customer.id}/owners`, { headers: authHeaders(jwt) })).json()) as { data: { ssn: string | null }[] }).data;

      await login(page, users.admin.email, { path: `/app/customers/${customer.id}` });
      await expect(heading(page, customerName)).toBeVisible();
      const quick = page.getByRole('group', { name: t('card.quickActions'), exact: true });
      const owners = section(page, t('sections.owners'));

      // A person owner with the code: the field error in the user's language, after blur and on save.
      await quick.getByRole('button', { name: `+ ${t('quick.owners')}`, exact: true }).click();
      const ownerDialog = page.getByRole('dialog', { name: t('add.owners'), exact: true });
      await ownerDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill('Virtanen Åsa');
      await ownerDialog.getByRole('textbox', { name: t('fields.share'), exact: true }).fill('30');
      const ssn = ownerDialog.getByRole('textbox', { name: t('fields.ssn'), exact: true });
      await ssn.fill(invalidCode);
      await ssn.blur();
      await expect(ownerDialog.getByText(t('validation.ssnInvalid'))).toBeVisible();
      await ownerDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(ownerDialog.getByText(t('validation.ssnInvalid'))).toBeVisible();
      await screen(page, `identity-codes-owner-invalid-${lang}`, testInfo);
      expect(await storedOwners()).toEqual([]);

      // The corrected code is saved and listed masked.
      await ssn.fill(validCode);
      await ssn.blur();
      await expect(ownerDialog.getByText(t('validation.ssnInvalid'))).toHaveCount(0);
      await ownerDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
      await expect(ownerDialog).toHaveCount(0);
      await expect(owners.getByRole('row').filter({ hasText: 'Virtanen Åsa' })).toContainText(masked);

      // A business owner with a bad Y-tunnus check digit is refused the same way.
      await quick.getByRole('button', { name: `+ ${t('quick.owners')}`, exact: true }).click();
      await ownerDialog.getByRole('combobox', { name: t('fields.type'), exact: true }).selectOption('business');
      await ownerDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill('Äyräs Holding Oy');
      await ownerDialog.getByRole('textbox', { name: t('fields.share'), exact: true }).fill('70');
      const businessid = ownerDialog.getByRole('textbox', { name: t('fields.businessid'), exact: true });
      await businessid.fill('0737546-3');
      await businessid.blur();
      await expect(ownerDialog.getByText(t('validation.businessidInvalid'))).toBeVisible();
      await ownerDialog.getByRole('button', { name: t('common.cancel'), exact: true }).click();
      expect((await storedOwners()).map((row) => row.ssn)).toEqual([validCode]);

      // The change history: the code masked; "show" reveals it for this entry.
      const audit = section(page, t('sections.audit'));
      await audit.getByRole('button', { name: new RegExp(`^${t('sections.audit')}`) }).click();
      const auditTable = audit.getByRole('table', { name: t('sections.audit'), exact: true });
      await expect(auditTable).toBeVisible();
      const ownerRow = auditTable.getByRole('row').filter({ hasText: 'Virtanen Åsa' });
      await expect(ownerRow).toContainText(masked);
      expect(await auditTable.innerText()).not.toContain(validCode);
      await ownerRow.scrollIntoViewIfNeeded();
      await screen(page, `identity-codes-audit-masked-${lang}`, testInfo);
      await ownerRow.getByRole('button', { name: t('audit.showIdentityCode'), exact: true }).click();
      await expect(ownerRow).toContainText(validCode);
      await screen(page, `identity-codes-audit-shown-${lang}`, testInfo);
      await ownerRow.getByRole('button', { name: t('audit.hideIdentityCode'), exact: true }).click();
      await expect(ownerRow).toContainText(masked);
      await expect(ownerRow).not.toContainText(validCode);

      // The security log names who showed it and which entry, not the code.
      const log = (await (await request.get('/api/v2.5/admin/securitylog?type=audit.identity_code_shown', { headers: authHeaders(jwt) })).json()) as {
        data: { items: { users_name: string | null; details: Record<string, unknown> }[] };
      };
      const [event] = log.data.items;
      expect(event?.details).toMatchObject({ customers_id: customer.id, audit_table: 'owners' });
      expect(JSON.stringify(log.data.items)).not.toContain(validCode);
    });
  });
}
