import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // app-kit's texts in every language before the first test (a page fetches its language's before its first render).
    setupFiles: ['./src/i18n-test-setup.ts'],
  },
});
