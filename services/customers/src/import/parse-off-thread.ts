import { Worker } from 'node:worker_threads';
import { AppError, log } from '@tunne/platform';
import { FileProblem } from './file-problem.ts';
import type { ParseAnswer, ParseJob } from './parse-job.ts';

/** How long one file may take to read, and the heap its reader may use, before it is stopped. */
export const parseTimeLimitMs = 10_000;
export const parseHeapLimitMb = 256;
/** Files read at the same time; others wait their turn (each reader may use parseHeapLimitMb). */
const maxReaders = 2;

/** A refusal from a reader, as the route answers it. */
export const fileProblemError = (problem: Pick<FileProblem, 'code' | 'message'>): AppError =>
  new AppError(problem.code, problem.message, problem.code === 'UNSUPPORTED_MEDIA_TYPE' ? undefined : '/file');

let running = 0;
const waiting: (() => void)[] = [];
const acquire = async (): Promise<void> => {
  if (running < maxReaders) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
};
const release = (): void => {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
};

/** The started worker kept for the next file (see takeWorker). */
let idle: Worker | null = null;

/**
 * The worker runs the TypeScript source as the app does (tsx): a worker's entry module does not pass through
 * loader hooks given with --import (Node 20), so a one-line bootstrap registers tsx in the worker first.
 */
const startWorker = (): Worker => {
  const options = { resourceLimits: { maxOldGenerationSizeMb: parseHeapLimitMb } };
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(
      `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); `
        + `return import(${JSON.stringify(new URL('./parse-worker.ts', import.meta.url).href)}); });`,
      { ...options, eval: true },
    )
    : new Worker(new URL('./parse-worker.js', import.meta.url), options);
  // Errors are answered by the job that is running; one while idle just ends the worker.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    if (idle === worker) idle = null;
  });
  return worker;
};

/**
 * One started worker is kept for the next file (starting one costs a few hundred milliseconds); it holds nothing
 * of the file it read. A worker that was stopped or failed is not kept. An idle worker does not keep the process
 * alive.
 */
const takeWorker = (): Worker => {
  const worker = idle ?? startWorker();
  idle = null;
  worker.ref();
  return worker;
};
const keepWorker = (worker: Worker): void => {
  if (idle) {
    void worker.terminate();
    return;
  }
  worker.unref();
  idle = worker;
};

const runWorker = (job: ParseJob, timeLimitMs: number): Promise<ParseAnswer> =>
  new Promise((resolve, reject) => {
    const worker = takeWorker();
    const finish = (outcome: () => void, keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) keepWorker(worker);
      else void worker.terminate();
      outcome();
    };
    const onMessage = (answer: ParseAnswer) => finish(() => resolve(answer), answer.kind !== 'failed');
    const onError = (error: Error & { code?: string }) => finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? new FileProblem('IMPORT_FILE_TOO_LARGE', 'The file needs too much memory to read')
      : error), false);
    const onExit = (code: number) => finish(() => reject(new Error(`The file reader stopped (exit code ${code})`)), false);
    const timer = setTimeout(() => {
      finish(() => reject(new FileProblem('IMPORT_FILE_TOO_LARGE', `The file took longer than ${timeLimitMs / 1000} s to read`)), false);
    }, timeLimitMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job);
  });

/**
 * Reads a file in a worker thread, so a large or hostile file costs that thread, never the event loop every
 * other request is served on; the worker is stopped after parseTimeLimitMs or at parseHeapLimitMb.
 */
export const parseOffThread = async (job: ParseJob, timeLimitMs = parseTimeLimitMs): Promise<string[][]> => {
  await acquire();
  let answer: ParseAnswer;
  try {
    answer = await runWorker(job, timeLimitMs);
  } catch (error) {
    if (error instanceof FileProblem) throw fileProblemError(error);
    throw error;
  } finally {
    release();
  }
  if (answer.kind === 'rows') return answer.rows;
  if (answer.kind === 'problem') throw fileProblemError(answer);
  // A reader that fails on a file it should have refused: the file is what is wrong for the user, the reader for us.
  log.warn('import file reader failed', { format: job.format, error: answer.message });
  throw new AppError('IMPORT_FILE_UNREADABLE', 'The file could not be read', '/file');
};
