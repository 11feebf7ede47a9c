import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, authHeaders, updateMe, users } from './support/api.ts';
import { deleteCustomersNamed, yTunnukset } from './customers-support.ts';
import { fi, tr } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login } from './support/ui.ts';

// Leads (spec §2 Add menu "lead (contact)"): in Finnish, a lead from the add menu, found in the leads list and
// converted to a customer, landing on the card; in English, a lead discarded and deleted. Every lead and customer
// made here is removed through the API afterwards, so the other specs see the demo data as seeded.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Deletes every lead whose name contains `name` (the journeys pick their own names). */
const deleteLeadsNamed = async (request: APIRequestContext, jwt: string, name: string): Promise<void> => {
  const response = await request.get('/api/v2.5/user/leads', { headers: authHeaders(jwt), params: { search: name, size: '500' } });
  const body = (await response.json()) as { data: { items: { id: string }[] } };
  for (const lead of body.data.items) await request.delete(`/api/v2.5/user/leads/${lead.id}`, { headers: authHeaders(jwt) });
};

test.describe('leads in fi', () => {
  const name = 'E2E Liidi Suomi Oy';

  test.afterEach(async ({ request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    await deleteCustomersNamed(request, jwt, name);
    await deleteLeadsNamed(request, jwt, name);
  });

  test('add a lead from the add menu, find it in the list, convert it and land on the card', async ({ page }, testInfo) => {
    const t = (key: string, vars?: Record<string, string | number>) => fi(`customers:${key}`, vars);
    const [businessid] = yTunnukset(1, 3_400_000);

    await login(page, users.admin.email, { path: '/app/add' });
    const addMenu = page.getByRole('dialog', { name: fi('add.title'), exact: true });
    await addMenu.getByRole('link', { name: fi('add.targets.lead'), exact: true }).click();
    await expect(heading(page, t('leads.form.newTitle'))).toBeVisible();
    await expect(page).toHaveURL(/\/app\/customers\/leads\/new$/);

    // Inline validation after blur, in Finnish.
    const form = page.getByRole('form', { name: t('leads.form.newTitle') });
    const idField = form.getByRole('textbox', { name: t('fields.businessid'), exact: true });
    await idField.fill('0737546-3');
    await idField.blur();
    await expect(form.getByText(t('validation.businessidInvalid'))).toBeVisible();
    const phone = form.getByRole('textbox', { name: t('leads.form.phone'), exact: true });
    await phone.fill('soita');
    await phone.blur();
    await expect(form.getByText(t('leads.validation.phoneInvalid'))).toBeVisible();

    await form.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(name);
    await idField.fill(businessid!);
    await phone.fill('+358 40 123 4567');
    await form.getByRole('textbox', { name: t('fields.contact_name'), exact: true }).fill('Outi Ostaja');
    await form.getByRole('textbox', { name: t('fields.email'), exact: true }).fill('outi@liidi.example.com');
    await expect(form.getByText(t('validation.businessidInvalid'))).toHaveCount(0);
    await screen(page, 'leads-form-fi', testInfo);
    await form.getByRole('button', { name: t('leads.form.save'), exact: true }).click();

    // The list, with the notice, the new lead and its status.
    await expect(heading(page, t('leads.title'))).toBeVisible();
    await expect(page.getByText(t('leads.saved', { name }), { exact: true })).toBeVisible();
    const search = page.getByRole('searchbox', { name: t('leads.search'), exact: true });
    await search.fill('liidi suomi');
    await expect(page).toHaveURL(/search=liidi/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row).toContainText(t('leads.status.NEW'));
    await expect(row).toContainText('Outi Ostaja · outi@liidi.example.com · +358 40 123 4567');
    await screen(page, 'leads-list-fi', testInfo);

    // The lead opens in its form: contacted now.
    await row.getByRole('link', { name, exact: true }).click();
    await expect(heading(page, name)).toBeVisible();
    const editForm = page.getByRole('form', { name: t('leads.form.editTitle') });
    await expect(editForm.getByRole('textbox', { name: t('fields.contact_name'), exact: true })).toHaveValue('Outi Ostaja');
    await editForm.getByRole('combobox', { name: t('leads.columns.status'), exact: true }).selectOption('CONTACTED');
    await screen(page, 'leads-edit-fi', testInfo);
    await editForm.getByRole('button', { name: t('leads.form.save'), exact: true }).click();
    await expect(heading(page, t('leads.title'))).toBeVisible();
    await expect(row).toContainText(t('leads.status.CONTACTED'));

    // Convert (confirmed, naming the lead): the new customer's card opens.
    await row.getByRole('button', { name: t('leads.actions.convertNamed', { name }), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('leads.confirm.convertTitle') });
    await expect(confirm).toContainText(name);
    await screen(page, 'leads-convert-fi', testInfo);
    await confirm.getByRole('button', { name: t('leads.actions.convert'), exact: true }).click();
    await expect(heading(page, name)).toBeVisible();
    await expect(page).toHaveURL(/\/app\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByText(businessid!, { exact: true }).first()).toBeVisible();
    const customerUrl = page.url();

    // Back in the list the lead is converted and links to that customer.
    await page.goto('/app/customers/leads');
    const converted = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(converted).toContainText(t('leads.status.CONVERTED'));
    await converted.getByRole('link', { name: t('leads.actions.openCustomerNamed', { name }), exact: true }).click();
    await expect(page).toHaveURL(customerUrl);
  });
});

test.describe('leads in en', () => {
  const name = 'E2E Lead English Ltd';

  test.afterEach(async ({ request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    await deleteLeadsNamed(request, jwt, name);
    await updateMe(request, jwt, { language: 'fi' });
  });

  test('add a lead from the customer list, discard it and delete it', async ({ page, request }) => {
    const t = (key: string, vars?: Record<string, string | number>) => tr('en', `customers:${key}`, vars);
    await updateMe(request, await apiLogin(request, users.admin.email), { language: 'en' });

    await login(page, users.admin.email, { path: '/app/customers' });
    await expect(heading(page, t('list.title'))).toBeVisible();
    await page.getByRole('button', { name: t('leads.title'), exact: true }).click();
    await expect(heading(page, t('leads.title'))).toBeVisible();
    await page.getByRole('button', { name: t('leads.add'), exact: true }).first().click();

    const form = page.getByRole('form', { name: t('leads.form.newTitle') });
    await form.getByRole('combobox', { name: t('fields.type'), exact: true }).selectOption('person');
    await expect(form.getByRole('textbox', { name: t('fields.businessid'), exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: t('leads.form.save'), exact: true }).click();
    await expect(form.getByText(t('validation.nameRequired'))).toBeVisible();
    await form.getByRole('textbox', { name: t('fields.personName'), exact: true }).fill(name);
    await form.getByRole('button', { name: t('leads.form.save'), exact: true }).click();

    await expect(heading(page, t('leads.title'))).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row).toContainText(t('leads.status.NEW'));
    await expect(row).toContainText(t('type.person'));

    await row.getByRole('button', { name: t('leads.actions.discardNamed', { name }), exact: true }).click();
    await page.getByRole('dialog', { name: t('leads.confirm.discardTitle') }).getByRole('button', { name: t('leads.actions.discard'), exact: true }).click();
    await expect(page.getByText(t('leads.done.discard', { name }), { exact: true })).toBeVisible();
    await expect(row).toContainText(t('leads.status.DISCARDED'));

    await row.getByRole('button', { name: t('leads.actions.removeNamed', { name }), exact: true }).click();
    const remove = page.getByRole('dialog', { name: t('leads.confirm.removeTitle') });
    await expect(remove).toContainText(name);
    await remove.getByRole('button', { name: t('leads.actions.remove'), exact: true }).click();
    await expect(page.getByText(t('leads.done.remove', { name }), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });
});
