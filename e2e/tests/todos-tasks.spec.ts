import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, authHeaders, findUser, updateMe, users } from './support/api.ts';
import { tr, type Lang } from './support/locales.ts';
import { screen } from './support/screens.ts';
import { login, menuLink } from './support/ui.ts';
import { createCustomer, deleteCustomersNamed } from './customers-support.ts';

// Spec §2 'own todos' (/todos) and 'task follow-up' (/tasks): a todo made on the card for the demo user shows on
// their own list, overdue in red, and is acknowledged and marked done there; a customer's task is ticked on the
// follow-up and stays ticked. The journey's customer is made and deleted through the API.

const prefix = 'Seurantapolku';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

const yesterday = (): string => {
  const date = new Date(Date.now() - 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

interface Task {
  id: string;
  name: string;
}

const demoTasks = async (request: APIRequestContext, jwt: string): Promise<Task[]> => {
  const response = await request.get('/api/v2.5/user/tasks', { headers: authHeaders(jwt) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Task[] }).data;
};

const markTask = async (request: APIRequestContext, jwt: string, customerId: string, taskId: string): Promise<void> => {
  const response = await request.patch(`/api/v2.5/user/customers/${customerId}/task/${taskId}`, { headers: authHeaders(jwt), data: { mode: 'add' } });
  expect(response.ok(), await response.text()).toBe(true);
};

/** Texts of another language that must not show in this one (those that differ between the two). */
const foreignTexts = (lang: Lang, other: Lang, keys: string[]): string[] =>
  keys.map((key) => tr(other, `customers:${key}`)).filter((text, i) => text !== tr(lang, `customers:${keys[i]!}`));

const pageKeys = [
  'todos.page.title', 'todos.page.filter.open', 'todos.page.filter.done', 'todos.page.columns.name', 'todos.page.columns.customer',
  'tasks.page.title', 'tasks.page.allTasks', 'tasks.page.state.pending', 'tasks.page.columns.progress', 'fields.deadline_at', 'fields.status',
];

test.describe('own todos and task follow-up', () => {
  test.afterEach(async ({ request }) => {
    const jwt = await apiLogin(request, users.admin.email);
    await deleteCustomersNamed(request, jwt, prefix);
    await updateMe(request, jwt, { language: 'fi' });
  });

  test('a todo on my list, acknowledged and done; a task ticked on the follow-up (fi)', async ({ page, request }, testInfo) => {
    const t = (key: string, vars?: Record<string, string | number>) => tr('fi', `customers:${key}`, vars);
    const jwt = await apiLogin(request, users.admin.email);
    const customer = await createCustomer(request, jwt, { type: 'business', name: `${prefix} fi Äyräs Oy`, country: 'FI' });

    // A todo for the demo user, due yesterday, made on the customer card.
    await login(page, users.admin.email, { path: `/app/customers/${customer.id}` });
    await expect(heading(page, customer.name)).toBeVisible();
    const todoName = 'Tarkista edunsaajien henkilöllisyys';
    await page.getByRole('group', { name: t('card.quickActions'), exact: true }).getByRole('button', { name: `+ ${t('quick.todos')}`, exact: true }).click();
    const todoDialog = page.getByRole('dialog', { name: t('add.todos'), exact: true });
    await todoDialog.getByRole('textbox', { name: t('fields.name'), exact: true }).fill(todoName);
    await todoDialog.getByRole('combobox', { name: t('fields.responsible_users_id'), exact: true }).selectOption({ label: 'Aino Admin' });
    await todoDialog.getByLabel(t('fields.deadline_at'), { exact: true }).fill(yesterday());
    await todoDialog.getByRole('button', { name: t('common.save'), exact: true }).click();
    await expect(todoDialog).toHaveCount(0);

    // My todos, from the menu: open ones, overdue in red, with the customer linked.
    await menuLink(page, 'todos').click();
    await expect(heading(page, t('todos.page.title'))).toBeVisible();
    await expect(page).toHaveURL(/\/app\/todos$/);
    const filters = page.getByRole('group', { name: t('todos.page.show'), exact: true });
    await expect(filters.getByRole('button', { name: t('todos.page.filter.open'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table', { name: t('todos.page.tableLabel'), exact: true });
    const row = table.getByRole('row').filter({ hasText: todoName });
    await expect(row.getByRole('link', { name: customer.name, exact: true })).toBeVisible();
    await expect(row.getByText(t('todos.state.red'), { exact: true })).toBeVisible();
    await expect(row.getByText(t('todos.notSent'), { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(4)).toHaveCSS('color', 'rgb(164, 38, 31)');
    await expect(table.getByRole('columnheader', { name: t('fields.deadline_at') })).toHaveAttribute('aria-sort', 'none');
    await table.getByRole('button', { name: t('fields.deadline_at'), exact: true }).click();
    await expect(page).toHaveURL(/sort=deadline_at/);
    await expect(table.getByRole('columnheader', { name: t('fields.deadline_at') })).toHaveAttribute('aria-sort', 'ascending');

    // The responsible user acknowledges it back to the creator, then marks it done.
    await row.getByRole('button', { name: t('todos.answerNamed', { name: todoName }), exact: true }).click();
    const answerDialog = page.getByRole('dialog', { name: t('todos.answerTitle'), exact: true });
    const answer = 'Henkilöllisyydet tarkistettu passeista.';
    await answerDialog.getByRole('textbox', { name: t('todos.answerLabel'), exact: true }).fill(answer);
    await answerDialog.getByRole('button', { name: t('todos.answer'), exact: true }).click();
    await expect(answerDialog).toHaveCount(0);
    await expect(row.getByText(answer)).toBeVisible();
    await screen(page, 'todos-fi', testInfo);
    const main = page.getByRole('main');
    for (const text of foreignTexts('fi', 'en', pageKeys)) expect(await main.innerText(), text).not.toContain(text);

    await row.getByRole('checkbox', { name: t('todos.markDone', { name: todoName }), exact: true }).check();
    await expect(row.getByText(t('todos.state.green'), { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t('todos.page.markedDone', { name: todoName }) })).toBeVisible();
    await filters.getByRole('button', { name: t('todos.page.filter.done'), exact: true }).click();
    await expect(row.getByRole('checkbox', { name: t('todos.markUndone', { name: todoName }), exact: true })).toBeChecked();
    await filters.getByRole('button', { name: t('todos.page.filter.open'), exact: true }).click();
    await expect(table.getByRole('row').filter({ hasText: todoName })).toHaveCount(0);

    // Task follow-up: the customer has one task done; tick another here and it stays ticked.
    const tasks = await demoTasks(request, jwt);
    const [first, second] = tasks;
    expect(second, 'the demo organisation has tasks').toBeTruthy();
    await markTask(request, jwt, customer.id, first!.id);
    await menuLink(page, 'tasks').click();
    await expect(heading(page, t('tasks.page.title'))).toBeVisible();
    const follow = page.getByRole('table', { name: t('tasks.page.tableLabel'), exact: true });
    const customerRow = follow.getByRole('row').filter({ has: page.getByRole('link', { name: customer.name, exact: true }) });
    await expect(customerRow.getByText(t('tasks.progress', { done: 1, count: tasks.length }), { exact: true })).toBeVisible();
    const box = customerRow.getByRole('checkbox', { name: t('tasks.page.toggle', { task: second!.name, customer: customer.name }), exact: true });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByRole('status').filter({ hasText: t('tasks.page.markedDone', { task: second!.name, customer: customer.name }) })).toBeVisible();
    await expect(customerRow.getByText(t('tasks.progress', { done: 2, count: tasks.length }), { exact: true })).toBeVisible();
    await page.reload();
    await expect(box).toBeChecked();
    await screen(page, 'tasks-all-fi', testInfo);

    // Filtered by that task, done: the customer is there; pending: it is not.
    await page.getByRole('combobox', { name: t('tasks.page.task'), exact: true }).selectOption({ label: second!.name });
    const states = page.getByRole('group', { name: t('tasks.page.show'), exact: true });
    await states.getByRole('button', { name: t('tasks.page.state.done'), exact: true }).click();
    await expect(customerRow).toBeVisible();
    await expect(follow.getByRole('columnheader')).toHaveCount(4);
    await screen(page, 'tasks-fi', testInfo);
    for (const text of foreignTexts('fi', 'en', pageKeys)) expect(await main.innerText(), text).not.toContain(text);
    await states.getByRole('button', { name: t('tasks.page.state.pending'), exact: true }).click();
    await expect(customerRow).toHaveCount(0);
    await states.getByRole('button', { name: t('tasks.page.state.all'), exact: true }).click();

    // Untick it again (mode remove), then open the customer card from the row.
    await box.uncheck();
    await expect(customerRow.getByText(t('tasks.progress', { done: 1, count: tasks.length }), { exact: true })).toBeVisible();
    await customerRow.getByRole('link', { name: customer.name, exact: true }).click();
    await expect(heading(page, customer.name)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/app/customers/${customer.id}/tasks$`));
  });

  test('both pages in English', async ({ page, request }, testInfo) => {
    const t = (key: string, vars?: Record<string, string | number>) => tr('en', `customers:${key}`, vars);
    const jwt = await apiLogin(request, users.admin.email);
    await updateMe(request, jwt, { language: 'en' });
    const customer = await createCustomer(request, jwt, { type: 'business', name: `${prefix} en Åberg Ab`, country: 'FI' });
    const me = await findUser(request, jwt, users.admin.email);
    const todo = await request.post(`/api/v2.5/user/customers/${customer.id}/todos`, {
      headers: authHeaders(jwt), data: { name: 'Request the trade register extract', responsible_users_id: me.id },
    });
    expect(todo.status(), await todo.text()).toBe(201);
    // The home screen's report counts it among the caller's open todos (through the gateway).
    const report = await request.get('/api/v2.5/user/reports', { headers: authHeaders(jwt) });
    expect(report.ok(), await report.text()).toBe(true);
    const counts = ((await report.json()) as { data: { todos: { open: number }; customers: { total: number } } }).data;
    expect(counts.todos.open).toBeGreaterThan(0);
    expect(counts.customers.total).toBeGreaterThan(0);

    await login(page, users.admin.email, { path: '/app/todos', lang: 'fi' });
    await expect(heading(page, t('todos.page.title'))).toBeVisible();
    const row = page.getByRole('table', { name: t('todos.page.tableLabel'), exact: true }).getByRole('row').filter({ hasText: 'Request the trade register extract' });
    await expect(row.getByText(t('todos.state.yellow'), { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: t('todos.page.show'), exact: true }).getByRole('button', { name: t('todos.page.filter.all'), exact: true })).toBeVisible();
    await screen(page, 'todos-en', testInfo);

    await menuLink(page, 'tasks', 'en').click();
    await expect(heading(page, t('tasks.page.title'))).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('tasks.page.task'), exact: true })).toBeVisible();
    const main = page.getByRole('main');
    for (const text of foreignTexts('en', 'fi', pageKeys)) expect(await main.innerText(), text).not.toContain(text);
  });
});
