// The organisation's colour themes the page (design tokens: one override of --tn-color-primary themes all).

const hex = /^#([0-9a-f]{6})$/i;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of #rrggbb. */
export const luminance = (color: string): number => {
  const value = Number.parseInt(color.slice(1), 16);
  return 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
};

/** Sets the primary colour, with dark text on it when white would not reach 4.5:1. */
export const applyOrganisationColor = (color: string | null, root: HTMLElement = document.documentElement): void => {
  if (!color || !hex.test(color)) {
    root.style.removeProperty('--tn-color-primary');
    root.style.removeProperty('--tn-color-primary-contrast');
    return;
  }
  root.style.setProperty('--tn-color-primary', color);
  const whiteContrast = 1.05 / (luminance(color) + 0.05);
  root.style.setProperty('--tn-color-primary-contrast', whiteContrast >= 4.5 ? '#ffffff' : '#1a1f2b');
};
