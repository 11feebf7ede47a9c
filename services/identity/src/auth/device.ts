/**
 * The browser and operating system a session was started from, by name ('Firefox', 'Windows'), for the user's session
 * list. The full user agent is never stored: it adds fingerprinting detail and nothing a user needs to recognise a
 * session.
 */
export interface Device {
  browser: string | null;
  os: string | null;
}

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Headless)?(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string): string | null => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export const describeDevice = (userAgent: string | undefined): Device => {
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: first(browsers, text), os: first(systems, text) };
};
