import { defineConfig } from 'vitest/config';

/** One run over every package; each package's own vitest.config.ts says how its tests run. */
export default defineConfig({
  test: {
    projects: [
      'services/*/vitest.config.ts',
      'app-kit/vitest.config.ts',
      'design-system/vitest.config.ts',
      'shell/vitest.config.ts',
      'mf-customers/vitest.config.ts',
      'mf-risk/vitest.config.ts',
      'mf-alerts/vitest.config.ts',
      'mf-outbound/vitest.config.ts',
      'mf-public/vitest.config.ts',
      'mf-settings/vitest.config.ts',
    ],
  },
});
