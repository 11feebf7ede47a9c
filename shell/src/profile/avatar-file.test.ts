import { describe, expect, it } from 'vitest';
import { avatarLimits } from '@tunne/contracts';
import { avatarFileProblem, avatarMaxMegabytes } from './avatar-file.ts';

describe('avatarFileProblem', () => {
  it('accepts a PNG or JPEG up to the limit', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: avatarLimits.maxBytes })).toBeNull();
  });

  it('refuses nothing chosen, another type, an empty or too large file', () => {
    expect(avatarFileProblem(null)).toBe('missing');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('size');
    expect(avatarFileProblem({ type: 'image/png', size: avatarLimits.maxBytes + 1 })).toBe('size');
    expect(avatarMaxMegabytes).toBe(2);
  });
});
