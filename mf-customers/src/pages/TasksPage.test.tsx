import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RemoteTestFrame, useSessionStore } from '@tunne/app-kit';
import type { Envelope, TasksOverview, User } from '@tunne/contracts';
import { setTestLanguage } from '../test/setup-i18n.ts';
import { TasksPage } from './TasksPage.tsx';

const serve = (overview: TasksOverview) =>
  vi.stubGlobal('fetch', async () =>
    new Response(JSON.stringify({ status: true, data: overview, errors: [] } satisfies Envelope<TasksOverview>), { headers: { 'content-type': 'application/json' } }));

const show = () =>
  render(
    <RemoteTestFrame namespace="customers">
      <TasksPage />
    </RemoteTestFrame>,
  );

beforeEach(() => useSessionStore.setState({ token: 't' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ token: null, user: null });
});

describe('/tasks without a task catalogue (issue 16 §6)', () => {
  it('shows an admin the way to the task settings', async () => {
    await setTestLanguage('fi');
    useSessionStore.setState({ user: { id: 'u1', is_admin: true } as User });
    serve({ tasks: [], customers: [], total: 0 });
    show();
    expect(await screen.findByRole('heading', { name: 'Tehtäviä ei ole määritelty' })).toBeTruthy();
    expect(screen.getByText(/Lisää organisaation tehtävät tehtäväasetuksissa/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Avaa tehtäväasetukset' }).getAttribute('href')).toBe('/app/settings/tasks');
  });

  it('tells anyone else who defines the tasks, with no link to settings they cannot open', async () => {
    await setTestLanguage('en');
    useSessionStore.setState({ user: { id: 'u2', is_admin: false } as User });
    serve({ tasks: [], customers: [], total: 0 });
    show();
    expect(await screen.findByRole('heading', { name: 'No tasks defined' })).toBeTruthy();
    expect(screen.getByText(/An admin defines the organisation's tasks/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open task settings' })).toBeNull();
  });
});
