export interface RuntimeInstances {
  react: unknown;
  i18n: unknown;
  sessionStore: unknown;
}

declare global {
  interface Window {
    __TUNNE_INSTANCES__?: Record<string, RuntimeInstances>;
  }
}

/**
 * Records which React, i18next and session store an app runs with, so an end-to-end test can
 * prove the shell and every remote share one instance of each (Module Federation singletons).
 */
export const registerInstances = (appName: string, instances: RuntimeInstances): void => {
  if (typeof window === 'undefined') return;
  window.__TUNNE_INSTANCES__ = { ...window.__TUNNE_INSTANCES__, [appName]: instances };
};
