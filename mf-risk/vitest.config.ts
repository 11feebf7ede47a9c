import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-risk',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Every test starts with an empty page-wide read cache (app-kit shared-query).
    setupFiles: ['../app-kit/src/i18n-test-setup.ts', '../app-kit/src/shared-query-reset.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
