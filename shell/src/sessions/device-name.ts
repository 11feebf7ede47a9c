import type { UserSession } from '@tunne/contracts';

type Translate = (key: string, values?: Record<string, string>) => string;

/** 'Chrome, Linux' from the names the server recognised; the joining and the unknown case are localised. */
export const deviceName = (t: Translate, session: Pick<UserSession, 'browser' | 'os'>): string => {
  if (session.browser && session.os) return t('sessions.deviceName', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('sessions.unknownDevice');
};
