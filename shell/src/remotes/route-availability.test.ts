import { describe, expect, it } from 'vitest';
import { isRouteOff, routeOffReason } from './route-availability.ts';

const none = {
  use_tasks: false, use_alerts: false, use_queries: false, use_requests: false, use_identifications: false, use_esignatures: false,
  use_letters: false, use_todos: false, whistleblower_channels: 0,
};
const deployed = ['/', '/search', '/customers', '/removedcustomers', '/todos', '/tasks', '/alerts', '/queries', '/pending', '/settings'];

describe('a route of a module not in use (issue 16 §6)', () => {
  it('follows the menu\'s flag rules, also below the route', () => {
    expect(isRouteOff('/alerts', none, deployed)).toBe(true);
    expect(isRouteOff('/alerts/a1', none, deployed)).toBe(true);
    expect(isRouteOff('/alerts', { ...none, use_alerts: true }, deployed)).toBe(false);
    expect(isRouteOff('/queries', { ...none, use_alerts: true }, deployed)).toBe(true);
    expect(isRouteOff('/todos', none, deployed)).toBe(true);
    expect(isRouteOff('/tasks', { ...none, use_tasks: true }, deployed)).toBe(false);
    expect(isRouteOff('/pending', { ...none, use_letters: true }, deployed)).toBe(false);
    expect(isRouteOff('/pending', none, deployed)).toBe(true);
  });

  it('is off when no deployed remote serves a route the menu knows', () => {
    expect(isRouteOff('/alerts', { ...none, use_alerts: true }, ['/', '/customers'])).toBe(true);
    expect(isRouteOff('/whistleblowers/w1', { ...none, whistleblower_channels: 2 }, deployed)).toBe(true);
  });

  it('tells a feature not built yet from one the organisation does not use (issue 26)', () => {
    // No remote serves /filters or /whistleblowers: not available yet, whatever the organisation's settings say.
    expect(routeOffReason('/filters', none, deployed)).toBe('unavailable');
    expect(routeOffReason('/whistleblowers', none, deployed)).toBe('unavailable');
    expect(routeOffReason('/whistleblowers/w1', { ...none, whistleblower_channels: 2 }, deployed)).toBe('unavailable');
    expect(routeOffReason('/alerts', { ...none, use_alerts: true }, ['/', '/customers'])).toBe('unavailable');
    // Built, but switched off for this organisation.
    expect(routeOffReason('/alerts', none, deployed)).toBe('unused');
    expect(routeOffReason('/todos/t1', none, deployed)).toBe('unused');
    expect(routeOffReason('/alerts', { ...none, use_alerts: true }, deployed)).toBeNull();
    expect(routeOffReason('/customers', none, deployed)).toBeNull();
  });

  it('leaves alone what is always there, admin-only pages and paths the menu does not know', () => {
    expect(isRouteOff('/customers/c1', none, deployed)).toBe(false);
    expect(isRouteOff('/settings/tasks', none, deployed)).toBe(false);
    expect(isRouteOff('/nothing/here', none, deployed)).toBe(false);
    expect(isRouteOff('/', none, deployed)).toBe(false);
  });
});
