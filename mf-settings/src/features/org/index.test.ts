import { describe, expect, it } from 'vitest';
import { orgSections } from './index.ts';

describe('the organisation sections', () => {
  it('draw every section the brief gives them, each loading a component', async () => {
    expect(Object.keys(orgSections).sort()).toEqual(
      ['archiving', 'changes', 'dataproducts', 'email', 'features', 'host', 'kycclock', 'logo', 'methods', 'organisation', 'prices', 'privacy', 'public', 'reminders'],
    );
    for (const load of Object.values(orgSections)) expect(typeof (await load()), String(load)).toBe('function');
  });
});
