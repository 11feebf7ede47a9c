import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // app-kit's texts in every language before the first test (a page fetches its language's before its first render).
    setupFiles: ['../app-kit/src/i18n-test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
