import { describe, expect, it } from 'vitest';
import { startTimestampAuthority } from './boot.ts';

// Issue 25 §5: the seal's timestamp authority is PDF_TSA_URL; development and tests get a local stand-in TSA the way
// they get the stand-in bank, and production never does (no URL there: seals without a trusted timestamp).

describe('the timestamp authority at start', () => {
  it('is the local stand-in in development, answering RFC 3161 queries on 127.0.0.1', async () => {
    const started = await startTimestampAuthority({ production: false }, {});
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tsa$/);
      expect(started.local?.certificatePem).toContain('BEGIN CERTIFICATE');
      const refused = await fetch(started.url!, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
      expect(refused.status).toBe(415);
    } finally {
      await started.local?.stop();
    }
  });

  it('is never started in production; the configured one is used as given; a malformed one stops the start', async () => {
    await expect(startTimestampAuthority({ production: true }, {})).resolves.toEqual({ url: null });
    await expect(startTimestampAuthority({ production: true }, { PDF_TSA_URL: 'https://tsa.example/tsr' })).resolves.toEqual({ url: 'https://tsa.example/tsr' });
    await expect(startTimestampAuthority({ production: false }, { PDF_TSA_URL: 'http://tsa.example/' })).resolves.toEqual({ url: 'http://tsa.example/' });
    await expect(startTimestampAuthority({ production: true }, { PDF_TSA_URL: 'not a url' })).rejects.toThrow(/PDF_TSA_URL is not a URL/);
    await expect(startTimestampAuthority({ production: true }, { PDF_TSA_URL: 'ftp://tsa.example/' })).rejects.toThrow(/http or https/);
  });
});
