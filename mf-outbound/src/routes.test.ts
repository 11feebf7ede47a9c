import { describe, expect, it } from 'vitest';
import { routeFor } from './routes.ts';
import descriptor from './remote.json';

describe('routeFor', () => {
  it('maps the remote routes', () => {
    expect(routeFor('/pending')).toEqual({ page: 'pending' });
    expect(routeFor('/pending/x')).toBeNull();
    expect(routeFor('/customers')).toBeNull();
    expect(routeFor('/identifications/new')).toEqual({ page: 'newIdentification' });
    expect(routeFor('/identifications')).toBeNull();
  });

  it('owns every route remote.json lists', () => {
    for (const route of descriptor.routes) expect(routeFor(route), route).not.toBeNull();
  });

  it('offers Add › identification on its own page', () => {
    expect(descriptor.add).toEqual([{ key: 'identification', path: '/identifications/new' }]);
    expect(routeFor(descriptor.add[0]!.path)).toEqual({ page: 'newIdentification' });
  });
});
