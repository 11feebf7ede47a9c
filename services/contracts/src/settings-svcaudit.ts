import type { PublicOrganisation } from './outbound/public.ts';

// Additions of issue 15 beside the fixed contracts (settings.ts, outbound/public.ts).

/**
 * The organisation on a public page with the settings' countdown (outbound settings public_countdown_seconds).
 * Unused: the public pages no longer count down and close (issue 26); still answered for older clients.
 */
export type PublicOrganisationWithCountdown = PublicOrganisation & { countdown_seconds: number };

/** The page's countdown in whole seconds; null when the view carries none (0, absent or not a number). */
export const countdownSecondsOf = (organisation: PublicOrganisation): number | null => {
  const seconds = (organisation as Partial<PublicOrganisationWithCountdown>).countdown_seconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
};
