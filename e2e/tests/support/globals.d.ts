// What app-kit's registerInstances stores on window (app-kit/src/instances.ts), read by the journeys.
export {};

declare global {
  interface Window {
    __TUNNE_INSTANCES__?: Record<string, { react: unknown; i18n: unknown; sessionStore: unknown }>;
  }
}
