import { describe, expect, it } from 'vitest';
import { addTargets } from './remote-manifest.ts';

describe('addTargets', () => {
  it('lists each offered target once, in the spec order, ignoring malformed entries', () => {
    const remotes = [
      { name: 'a', entry: '/a', routes: ['/a'], add: [{ key: 'person' as const, path: '/p' }, { key: 'business' as const, path: '/b' }] },
      { name: 'b', entry: '/b', routes: ['/b'], add: [{ key: 'business' as const, path: '/other' }, { key: 'bogus', path: '/x' } as never] },
      { name: 'c', entry: '/c', routes: ['/c'] },
    ];
    expect(addTargets(remotes)).toEqual([
      { key: 'business', path: '/b' },
      { key: 'person', path: '/p' },
    ]);
  });
});
