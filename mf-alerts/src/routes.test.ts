import { describe, expect, it } from 'vitest';
import { routeFor } from './routes.ts';

describe('routeFor', () => {
  it('maps the remote routes', () => {
    expect(routeFor('/alerts')).toEqual({ page: 'alerts' });
    expect(routeFor('/alerts/settings')).toEqual({ page: 'movedSettings' });
    expect(routeFor('/queries')).toEqual({ page: 'queries', focusNew: false });
    expect(routeFor('/queries', new URLSearchParams('new=1'))).toEqual({ page: 'queries', focusNew: true });
    expect(routeFor('/queries/abc')).toEqual({ page: 'query', id: 'abc' });
    expect(routeFor('/customers')).toBeNull();
  });
});
