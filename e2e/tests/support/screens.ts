import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

/** e2e/artifacts/screens: git-ignored, kept by CI as an artefact. */
export const screensDir = fileURLToPath(new URL('../../artifacts/screens/', import.meta.url));

/**
 * Saves a full-page screenshot of the current screen as artifacts/screens/<name>.png and attaches
 * it to the test report.
 */
export const screen = async (page: Page, name: string, testInfo?: TestInfo): Promise<void> => {
  mkdirSync(screensDir, { recursive: true });
  const path = `${screensDir}${name}.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
  if (testInfo) await testInfo.attach(name, { path, contentType: 'image/png' });
};
