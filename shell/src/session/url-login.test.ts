import { describe, expect, it } from 'vitest';
import { urlWithoutLoginParams } from './url-login.ts';

describe('urlWithoutLoginParams', () => {
  it('removes jwt, keyword and identifications and keeps the rest', () => {
    expect(urlWithoutLoginParams('/app/?jwt=abc')).toBe('/app/');
    expect(urlWithoutLoginParams('/app/customers?jwt=abc&keyword=Oy&identifications=1&x=1#top')).toBe('/app/customers?x=1#top');
  });
});
