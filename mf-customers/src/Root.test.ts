import { describe, expect, it } from 'vitest';
import { routeFor } from './routes.ts';

describe('routeFor', () => {
  it('maps the remote routes', () => {
    expect(routeFor('/customers')).toEqual({ page: 'list', archived: false });
    expect(routeFor('/removedcustomers')).toEqual({ page: 'list', archived: true });
    expect(routeFor('/customers/abc')).toEqual({ page: 'customer', id: 'abc' });
    expect(routeFor('/customers/abc/identifications')).toEqual({ page: 'customer', id: 'abc', section: 'identifications' });
    expect(routeFor('/customers/abc/owners/o1')).toEqual({ page: 'customer', id: 'abc', section: 'owners', rowId: 'o1' });
    expect(routeFor('/customers/import')).toEqual({ page: 'import' });
    expect(routeFor('/customers/retained')).toEqual({ page: 'retained' });
    expect(routeFor('/customers/leads')).toEqual({ page: 'leads' });
    expect(routeFor('/customers/leads/new')).toEqual({ page: 'lead' });
    expect(routeFor('/customers/leads/abc')).toEqual({ page: 'lead', id: 'abc' });
    expect(routeFor('/todos')).toEqual({ page: 'todos' });
    expect(routeFor('/tasks')).toEqual({ page: 'tasks' });
    expect(routeFor('/search')).toBeNull();
  });

  it('opens the add form for the asked type', () => {
    expect(routeFor('/customers/new', new URLSearchParams('type=person'))).toEqual({ page: 'new', type: 'person' });
    expect(routeFor('/customers/new')).toEqual({ page: 'new', type: 'business' });
  });
});
