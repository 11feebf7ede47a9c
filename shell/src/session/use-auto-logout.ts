import { useEffect } from 'react';
import { api } from '@tunne/app-kit';
import { logoutSession } from './session-api.ts';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
/** Renew the token proactively this often while the user is active. */
export const renewIntervalMs = 5 * 60 * 1000;
const checkIntervalMs = 5000;

/**
 * Logs out after `timeoutMs` without pointer, key or scroll activity (spec §4, §9), and renews the
 * session token every few minutes while the user is active so an idle-but-open tab does not keep
 * a session alive and an active one does not hit the token expiry.
 */
export const useAutoLogout = (timeoutMs: number): void => {
  useEffect(() => {
    let lastActivity = Date.now();
    let lastRenewal = Date.now();
    let loggingOut = false;

    const handleActivity = (): void => {
      lastActivity = Date.now();
    };
    for (const name of activityEvents) window.addEventListener(name, handleActivity, { capture: true, passive: true });

    const timer = window.setInterval(() => {
      const now = Date.now();
      if (!loggingOut && now - lastActivity >= timeoutMs) {
        loggingOut = true;
        void logoutSession('inactivity');
        return;
      }
      // The server ends a session not renewed within its idle limit: renew well inside even a short one.
      if (now - lastRenewal >= Math.min(renewIntervalMs, timeoutMs / 2) && lastActivity > lastRenewal) {
        lastRenewal = now;
        void api.renewToken();
      }
    }, Math.min(checkIntervalMs, timeoutMs));

    return () => {
      window.clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, handleActivity, { capture: true });
    };
  }, [timeoutMs]);
};
