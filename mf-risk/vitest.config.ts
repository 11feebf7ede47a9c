import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-risk',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
