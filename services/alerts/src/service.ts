import { log, scheduleEvery, type Database, type Mailer, type ScheduledJob } from '@tunne/platform';
import type { AlertTeamsPort } from './deps.ts';
import { reopenEvaluations } from './jobs/evaluations.ts';
import { sendAlertNotifications } from './jobs/notifications.ts';
import { fetchAndImportLists, parseListSources, type ListSourceFile } from './lists/fetcher.ts';
import { defaultListFolders, hasNoLists, importListFolders, type ImportReport } from './lists/import.ts';
import { oneRefreshAtATime } from './lists/refresh.ts';
import { runScreeningCycle } from './screening/consumer.ts';
import { createScreeningRuntime, type AlertsCustomerPorts, type ScreeningRuntime } from './screening/runtime.ts';

export interface AlertsServiceOptions {
  /** Folders imported at first start (no list stored yet); default ../shared/data/{sanctions,pep} when present. */
  listFolders?: string[];
  /** Official files to download on a schedule (LIST_SOURCES); none by default (offline folder import). */
  listSources?: ListSourceFile[];
  /** Hours between downloads (LIST_REFRESH_HOURS, default 6). */
  refreshHours?: number;
  /** Screening consumer interval (default 1.5 s). */
  screeningIntervalMs?: number;
  /** Minutes between alert notification rounds (ALERT_NOTIFY_MINUTES, default 5). */
  notifyMinutes?: number;
  /** Mail to the alert notification team; without it the outbox rows are left unsent. */
  notifications?: { mailer: Mailer; publicUrl: string; recipients: AlertTeamsPort['recipients'] };
}

export interface AlertsService {
  runtime: ScreeningRuntime;
  /** Reads the lists again: the configured download, else the list folders; null while another refresh runs. */
  refreshLists: () => Promise<ImportReport | null>;
  /** Runs the screening consumer now (it also runs on its schedule); resolves when the cycle is done. */
  runScreening: () => Promise<void>;
  /** Runs a notification round now (when notifications are configured). */
  runNotifications: () => Promise<void>;
  /** Opens again the evaluations whose time ran out now (it also runs hourly). */
  runEvaluations: () => Promise<void>;
  stop: () => void;
}

export const alertsOptionsFromEnv = (env: NodeJS.ProcessEnv = process.env): AlertsServiceOptions => {
  const hours = Number(env.LIST_REFRESH_HOURS ?? 6);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error('LIST_REFRESH_HOURS must be a positive number');
  const notifyMinutes = Number(env.ALERT_NOTIFY_MINUTES ?? 5);
  if (!Number.isFinite(notifyMinutes) || notifyMinutes <= 0) throw new Error('ALERT_NOTIFY_MINUTES must be a positive number');
  return { listSources: parseListSources(env.LIST_SOURCES), refreshHours: hours, notifyMinutes };
};

/**
 * Prepares screening for this process: imports the list folders at first start (each list atomically; a broken
 * file is reported and changes nothing), loads the index, and starts the screening consumer and, when
 * configured, the list download.
 */
export const startAlertsService = async (db: Database, customers: AlertsCustomerPorts, options: AlertsServiceOptions = {}): Promise<AlertsService> => {
  const folders = options.listFolders ?? defaultListFolders();
  if (folders.length > 0 && (await hasNoLists(db))) {
    const report = await importListFolders(db, folders);
    log.info('lists imported at first start', { lists: report.stored.length, skipped: report.skipped.length });
  }
  const runtime = createScreeningRuntime(db, customers);
  await runtime.refresh();
  const screening = scheduleEvery('alerts.screening', options.screeningIntervalMs ?? 1500, () => runScreeningCycle(db, runtime));
  const sources = options.listSources ?? [];
  // One refresh of the shared lists at a time, in every process together (issue 26).
  const refreshLists = () => oneRefreshAtATime(db, () => (sources.length > 0 ? fetchAndImportLists(db, sources) : importListFolders(db, folders)));
  const download: ScheduledJob | null = sources.length > 0
    ? scheduleEvery('alerts.lists', (options.refreshHours ?? 6) * 3_600_000, () => oneRefreshAtATime(db, () => fetchAndImportLists(db, sources)))
    : null;
  // New alerts are mailed to the organisation's notification team, one summary per member per round.
  const mail = options.notifications;
  const notify: ScheduledJob | null = mail
    ? scheduleEvery('alerts.notifications', (options.notifyMinutes ?? 5) * 60_000, () => sendAlertNotifications({ db, ...mail }))
    : null;
  // "Needs evaluation" is bounded: an evaluation whose time ran out opens its alert again (issue 25 §3).
  const evaluations = scheduleEvery('alerts.evaluations', 3_600_000, () => reopenEvaluations(db, runtime.changes));
  return {
    runtime,
    refreshLists,
    runScreening: () => screening.runNow(),
    runNotifications: () => notify?.runNow() ?? Promise.resolve(),
    runEvaluations: () => evaluations.runNow(),
    stop: () => {
      screening.stop();
      evaluations.stop();
      download?.stop();
      notify?.stop();
    },
  };
};
