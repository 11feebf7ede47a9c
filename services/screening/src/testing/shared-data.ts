import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared test data folder (never copied into the project): TUNNE_SHARED_DATA, else ../shared/data next to
 * the repository root. Tests that need it are skipped when it is missing.
 */
export const sharedDataDir = process.env.TUNNE_SHARED_DATA ?? fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

export const hasSharedData = existsSync(join(sharedDataDir, 'sanctions'));

export const readShared = (path: string): Uint8Array => readFileSync(join(sharedDataDir, path));

/** A copy cut after `fraction` of its bytes: what an interrupted download leaves behind. */
export const truncated = (bytes: Uint8Array, fraction: number): Uint8Array => bytes.slice(0, Math.floor(bytes.length * fraction));
