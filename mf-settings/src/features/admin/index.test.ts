import { describe, expect, it } from 'vitest';
import { adminSections } from './index.ts';
import { adminSectionIds } from './shared/admin-sections.ts';

describe('the admin sections', () => {
  it('each load the component the frame draws', async () => {
    expect(Object.keys(adminSections).sort()).toEqual([...adminSectionIds].sort());
    for (const id of adminSectionIds) expect(typeof (await adminSections[id]!()), id).toBe('function');
  });
});
