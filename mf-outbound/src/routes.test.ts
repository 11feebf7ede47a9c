import { describe, expect, it } from 'vitest';
import { routeFor } from './routes.ts';
import descriptor from './remote.json';

describe('routeFor', () => {
  it('maps the remote routes', () => {
    expect(routeFor('/pending')).toEqual({ page: 'pending' });
    expect(routeFor('/pending/x')).toBeNull();
    expect(routeFor('/customers')).toBeNull();
  });

  it('owns every route remote.json lists', () => {
    for (const route of descriptor.routes) expect(routeFor(route), route).not.toBeNull();
  });
});
