import type { Database, PrincipalResolver, TokenService } from '@tunne/platform';
import type { ImportReport } from './lists/import.ts';
import type { ScreeningRuntime } from './screening/runtime.ts';

export interface AlertsDeps {
  db: Database;
  tokens: TokenService;
  resolvePrincipal: PrincipalResolver;
  /** This process's screening index. */
  runtime: ScreeningRuntime;
  /** Reads the lists again now (admin): the configured download, else the list folders. Absent: not offered. */
  refreshLists?: () => Promise<ImportReport>;
  /** Asks the screening consumer to run now (after settings or list changes); it also runs on its schedule. */
  kickScreening?: () => void;
}
