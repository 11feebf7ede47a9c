import { describe, expect, it } from 'vitest';
import { routeFor } from './Root.tsx';

describe('routeFor', () => {
  it('maps the remote routes', () => {
    expect(routeFor('/customers')).toEqual({ page: 'list', archived: false });
    expect(routeFor('/removedcustomers')).toEqual({ page: 'list', archived: true });
    expect(routeFor('/customers/abc')).toEqual({ page: 'customer', id: 'abc' });
    expect(routeFor('/customers/abc/identifications')).toEqual({ page: 'customer', id: 'abc' });
    expect(routeFor('/search')).toBeNull();
  });
});
