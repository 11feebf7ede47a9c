import { describe, expect, it } from 'vitest';
import { activeMenuItem, manualDownloadPath, menuItems } from './menu-items.ts';

const organisation = {
  use_tasks: false,
  use_alerts: false,
  use_queries: false,
  use_requests: false,
  use_identifications: false,
  use_esignatures: false,
  use_letters: false,
  use_todos: false,
  whistleblower_channels: 0,
};
const regular = { is_admin: false };
const admin = { is_admin: true };
const shellRoutes = ['/', '/search', '/profile', '/add', '/announcements'];
const everyRoute = [
  ...shellRoutes,
  '/customers',
  '/removedcustomers',
  '/pending',
  '/todos',
  '/filters',
  '/settings',
  '/alerts',
  '/queries',
  '/whistleblowers',
  '/tasks',
];
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('menuItems', () => {
  it('shows only the shell pages when no remote is deployed', () => {
    expect(ids(menuItems(admin, { ...organisation, use_tasks: true }, shellRoutes))).toEqual(['home', 'search', 'announcements', 'manual']);
  });

  it('adds customers and archive when the customers remote lists their routes', () => {
    expect(ids(menuItems(regular, organisation, [...shellRoutes, '/customers', '/removedcustomers']))).toEqual([
      'home',
      'customers',
      'archive',
      'search',
      'announcements',
      'manual',
    ]);
  });

  it('hides flag-gated items while their flags are off, even if their routes exist', () => {
    expect(ids(menuItems(regular, organisation, everyRoute))).toEqual([
      'home',
      'customers',
      'archive',
      'filters',
      'search',
      'announcements',
      'manual',
    ]);
  });

  it('shows every item for an admin of an organisation with every feature', () => {
    const full = {
      ...organisation,
      use_tasks: true,
      use_alerts: true,
      use_queries: true,
      use_requests: true,
      use_todos: true,
      whistleblower_channels: 2,
    };
    expect(ids(menuItems(admin, full, everyRoute))).toEqual([
      'home',
      'pending',
      'todos',
      'customers',
      'archive',
      'filters',
      'settings',
      'alerts',
      'search',
      'announcements',
      'manual',
      'queries',
      'whistleblowers',
      'tasks',
    ]);
  });

  it.each(['use_requests', 'use_identifications', 'use_esignatures', 'use_letters'] as const)('shows pending with %s alone', (flag) => {
    expect(ids(menuItems(regular, { ...organisation, [flag]: true }, everyRoute))).toContain('pending');
  });

  it.each([
    ['tasks', 'use_tasks'],
    ['alerts', 'use_alerts'],
    ['queries', 'use_queries'],
    ['todos', 'use_todos'],
  ] as const)('shows %s only with %s', (id, flag) => {
    expect(ids(menuItems(regular, organisation, everyRoute))).not.toContain(id);
    expect(ids(menuItems(regular, { ...organisation, [flag]: true }, everyRoute))).toContain(id);
  });

  it('shows whistleblowers when at least one channel exists', () => {
    expect(ids(menuItems(regular, { ...organisation, whistleblower_channels: 1 }, everyRoute))).toContain('whistleblowers');
  });

  it('shows settings to admins only', () => {
    expect(ids(menuItems(regular, organisation, everyRoute))).not.toContain('settings');
    expect(ids(menuItems(admin, organisation, everyRoute))).toContain('settings');
  });

  it('offers the manual as a download for every user, after announcements as in the spec', () => {
    const items = menuItems(regular, organisation, shellRoutes);
    expect(items.find((item) => item.id === 'manual')).toEqual({ id: 'manual', download: manualDownloadPath });
    expect(manualDownloadPath).toBe('v2.5/user/manual');
  });
});

describe('activeMenuItem', () => {
  const items = menuItems(regular, organisation, [...shellRoutes, '/customers', '/removedcustomers']);

  it('matches home exactly and other items by prefix', () => {
    expect(activeMenuItem(items, '/')).toBe('home');
    expect(activeMenuItem(items, '/customers')).toBe('customers');
    expect(activeMenuItem(items, '/customers/abc')).toBe('customers');
    expect(activeMenuItem(items, '/removedcustomers')).toBe('archive');
    expect(activeMenuItem(items, '/profile')).toBeNull();
    expect(activeMenuItem(items, '/announcements/a1')).toBe('announcements');
  });
});
