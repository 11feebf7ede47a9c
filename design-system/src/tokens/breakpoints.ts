/**
 * The viewport breakpoints of tokens.css (--tn-breakpoint-sm, --tn-breakpoint-md) for scripts.
 * Below `sm` (phones) the menu is an overlay drawer; below `md` (tablets) it is an icon rail by default.
 */
export const breakpoints = { sm: 640, md: 1024 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** The media query matching viewports narrower than a breakpoint. */
export const belowQuery = (breakpoint: Breakpoint): string => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`;
