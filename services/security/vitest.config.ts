import { defineConfig } from 'vitest/config';

/** The security suite: what an attacker would try against the whole gateway (issue 10). */
export default defineConfig({
  test: { name: 'security', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
