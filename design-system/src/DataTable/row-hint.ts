// The design system has no translations of its own: when the app passes no hint, the page's language
// (<html lang>, which the app keeps in step with the user's choice) picks one of the product's three.
const hints: Record<string, string> = {
  fi: 'Siirry rivien välillä nuolinäppäimillä, avaa rivi Enterillä.',
  sv: 'Flytta mellan raderna med piltangenterna, öppna en rad med Enter.',
  en: 'Use the arrow keys to move between rows, Enter to open.',
};

/** The keyboard hint of rows that open, in the document's language (Finnish, the product's default, otherwise). */
export function defaultRowNavigationHint(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2).toLowerCase();
  return hints[lang === 'se' ? 'sv' : lang] ?? hints.fi!;
}
