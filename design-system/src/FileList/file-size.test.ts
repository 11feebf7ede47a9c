import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says kB or MB with the language decimal mark', () => {
    expect(formatFileSize(1536, 'fi')).toBe('1,5 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(3 * 1024 * 1024, 'se')).toBe('3 MB');
    expect(formatFileSize(10, 'fi')).toBe('0,1 kB');
  });
});
