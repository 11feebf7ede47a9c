import { idleWindowSeconds } from './session-tokens.ts';

/** What decides whether a session is still alive, as the principal check, renewal and the session lists read it. */
export interface SessionClock {
  /** Seconds since the session's token was last renewed (or since login). */
  idle_seconds: number;
  /** Seconds since login. */
  age_seconds: number;
  autologout_timeout: number | null;
  session_idle_minutes: number;
  session_absolute_hours: number;
}

/** The idle limit: the user's own auto-logout (spec §9) or the organisation's, whichever is shorter. */
export const idleLimitSeconds = (autologout_timeout: number | null, session_idle_minutes: number): number =>
  Math.min(idleWindowSeconds(autologout_timeout), session_idle_minutes * 60);

export type SessionEnd = 'idle' | 'absolute' | null;

/** Why the session is over, or null while it is alive. */
export const sessionEnd = (clock: SessionClock): SessionEnd => {
  if (clock.age_seconds > clock.session_absolute_hours * 3600) return 'absolute';
  if (clock.idle_seconds > idleLimitSeconds(clock.autologout_timeout, clock.session_idle_minutes)) return 'idle';
  return null;
};
