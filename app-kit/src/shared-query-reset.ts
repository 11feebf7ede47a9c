import { afterEach } from 'vitest';
import { clearPrimedReads } from './primed-reads.ts';
import { clearSharedQueries } from './shared-query.ts';

/**
 * Test setup (vitest `setupFiles`) of the packages whose screens read through shared-query: each test starts with an
 * empty page-wide cache and no reads answered ahead, as a page load does, so one test's stubbed answers never reach the next.
 */
afterEach(() => {
  clearSharedQueries();
  clearPrimedReads();
});
