/**
 * The worker thread that reads import files (parse-off-thread.ts starts it and may keep it for the next file):
 * one job a message, one answer a message. It loads only the readers, never the server kit.
 */
import { parentPort } from 'node:worker_threads';
import { FileProblem } from './file-problem.ts';
import { parseCsv } from './read-csv.ts';
import { parseXlsx } from './read-xlsx.ts';
import type { ParseAnswer, ParseJob } from './parse-job.ts';

const run = async (job: ParseJob): Promise<ParseAnswer> => {
  try {
    const rows = job.format === 'xlsx' ? await parseXlsx(job.bytes, job.limits) : parseCsv(job.bytes, job.limits.maxRecords);
    // Checked here too, so a file of millions of empty cells is not copied back to the event loop's thread.
    if (rows.reduce((cells, row) => cells + row.length, 0) > job.limits.maxCells) {
      throw new FileProblem('IMPORT_FILE_TOO_LARGE', `The file has more than ${job.limits.maxCells} cells`);
    }
    return { kind: 'rows', rows };
  } catch (error) {
    if (error instanceof FileProblem) return { kind: 'problem', code: error.code, message: error.message };
    return { kind: 'failed', message: error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error' };
  }
};

parentPort?.on('message', (job: ParseJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
