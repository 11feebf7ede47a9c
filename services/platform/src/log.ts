/**
 * Minimal structured logger. Callers pass only non-personal fields: never query strings, names,
 * e-mail addresses, ssns or tokens (STYLE.md: "Logging query parameters").
 */
type Fields = Record<string, string | number | boolean | null | undefined>;

const write = (level: 'info' | 'warn' | 'error', message: string, fields?: Fields): void => {
  if (process.env.LOG_LEVEL === 'silent') return;
  if (level === 'info' && process.env.LOG_LEVEL === 'warn') return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
};

export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
