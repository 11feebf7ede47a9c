import { describe, expect, it, vi } from 'vitest';
import { addTargets, readDescriptors } from './remote-manifest.ts';

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

describe('readDescriptors', () => {
  it('keeps card sections and leaves out entries whose card sections are malformed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = { name: 'mf_alerts', entry: '/a.json', routes: ['/alerts'], cardSections: ['alerts'] };
    const plain = { name: 'mf_customers', entry: '/c.json', routes: ['/customers'] };
    expect(
      readDescriptors([
        good,
        plain,
        { ...good, name: 'mf_bad1', cardSections: 'alerts' },
        { ...good, name: 'mf_bad2', cardSections: ['Alerts!'] },
        { ...good, name: 'mf_bad3', cardSections: [42] },
        { name: 'mf-dash', entry: '/x', routes: ['/x'] },
      ]),
    ).toEqual([good, plain]);
    expect(error).toHaveBeenCalledTimes(4);
    expect(readDescriptors({ remotes: [] })).toEqual([]);
    error.mockRestore();
  });

  it('keeps home sections and leaves out entries whose home sections are malformed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = { name: 'mf_risk', entry: '/r.json', routes: ['/settings'], homeSections: ['reviewsdue'] };
    expect(readDescriptors([good, { ...good, name: 'mf_bad', homeSections: ['Reviews due'] }, { ...good, name: 'mf_bad2', homeSections: 'reviewsdue' }])).toEqual([good]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
