import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { formatDate, i18n, useSessionStore } from '@tunne/app-kit';
import type { Envelope, MyTodo, Organisation, Page } from '@tunne/contracts';
import descriptor from '../../../remote.json';
import { mountHomeSection } from '../../../remote.tsx';

const day = 86_400_000;
const todo = (id: string, values: Partial<MyTodo>): MyTodo => ({
  id, customers_id: 'c1', customers_name: 'Aaltonen Oy', users_id: 'u1', created_at: '2026-01-01T08:00:00Z', name: `Toimenpide ${id}`, description: null,
  notes: null, responsible_users_id: 'u1', deadline_at: null, is_done: false, done_at: null, sent_at: null, answer: null, answered_at: null, files: [],
  ...values,
});
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

const serve = (items: MyTodo[]) => {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://test');
    urls.push(url);
    const page: Page<MyTodo> = { items, total: items.length, page: 1, size: 500 };
    return new Response(JSON.stringify({ status: true, data: page, errors: [] } satisfies Envelope<Page<MyTodo>>), { headers: { 'content-type': 'application/json' } });
  });
  return urls;
};

const mounted: (() => void)[] = [];
const mount = () => {
  const element = document.createElement('div');
  document.body.append(element);
  act(() => {
    mounted.push(mountHomeSection('todosdue', element));
  });
  return element;
};

afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()));
  vi.unstubAllGlobals();
  useSessionStore.setState({ organisation: null, token: null });
  document.body.innerHTML = '';
});

describe('the home page\'s todos due (issue 16 §6)', () => {
  it('is offered to the home page', () => {
    expect(descriptor.homeSections).toEqual(['todosdue']);
  });

  it('counts the open todos due within a week or overdue and lists the soonest five, each linked to the todo', async () => {
    await i18n.changeLanguage('fi');
    useSessionStore.setState({ token: 't', organisation: { use_todos: true } as Organisation });
    const overdue = todo('late', { deadline_at: inDays(-2), customers_id: 'c9', customers_name: 'Bergström Ab' });
    const due = [1, 2, 3, 4, 5].map((n) => todo(`d${n}`, { deadline_at: inDays(n) }));
    const urls = serve([todo('nodeadline', {}), todo('later', { deadline_at: inDays(10) }), ...due, overdue]);
    const element = mount();
    await waitFor(() => expect(element.querySelectorAll('[data-summary-item]').length).toBe(5));
    expect(urls[0]!.pathname).toBe('/api/v2.5/user/todos');
    expect(urls[0]!.searchParams.get('is_done')).toBe('false');
    expect(element.querySelector('h2')?.textContent).toContain('Erääntyvät toimenpiteet');
    expect(element.querySelector('[data-count]')?.getAttribute('data-count')).toBe('6');
    expect([...element.querySelectorAll('[data-summary-item]')].map((row) => row.getAttribute('data-summary-item'))).toEqual(['late', 'd1', 'd2', 'd3', 'd4']);
    const first = element.querySelector('[data-summary-item="late"]')!;
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/app/customers/c9/todos/late');
    expect(first.textContent).toContain('Bergström Ab');
    expect(first.querySelector('[data-status]')?.getAttribute('data-status')).toBe('red');
    expect(first.textContent).toContain(`Myöhässä (${formatDate(overdue.deadline_at)})`);
    expect(element.textContent).toContain('Lisäksi 1 muu erääntyvä toimenpide.');
    expect([...element.querySelectorAll('a')].find((a) => a.textContent === 'Omat toimenpiteet')?.getAttribute('href')).toBe('/app/todos');
  });

  it('says in the user\'s language that nothing is due', async () => {
    await i18n.changeLanguage('se');
    useSessionStore.setState({ token: 't', organisation: { use_todos: true } as Organisation });
    serve([todo('later', { deadline_at: inDays(30) })]);
    const element = mount();
    await waitFor(() => expect(element.textContent).toContain('Inga åtgärder förfaller'));
    expect(element.querySelector('[data-count]')?.getAttribute('data-count')).toBe('0');
  });

  it('draws nothing and asks nothing when the organisation does not use todos', async () => {
    useSessionStore.setState({ token: 't', organisation: { use_todos: false } as Organisation });
    const urls = serve([]);
    const element = mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.textContent).toBe('');
    expect(urls).toEqual([]);
  });
});
