// The PDF standard fonts (Helvetica, Courier) encode only WinAnsi (Windows-1252): pdf-lib throws on any other
// character. Names and file names can hold anything, so text is brought into WinAnsi before it is drawn: letters with
// diacritics outside Latin-1 lose the diacritic (Ż → Z), a few letters have a spelled form (Ł → L), invisible marks
// are dropped and anything else becomes "?".

const extras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const winAnsi = new Set<number>([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa1 }, (_, i) => 0xa1 + i).filter((code) => code !== 0xad),
  ...[...extras].map((char) => char.codePointAt(0)!),
]);

const spelled: Record<string, string> = {
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', ĸ: 'k', Ŀ: 'L', ŀ: 'l', Ŋ: 'N', ŋ: 'n', Ŧ: 'T', ŧ: 't',
  ẞ: 'SS', Ǆ: 'DZ', ǅ: 'Dz', ǆ: 'dz', Ǉ: 'LJ', ǈ: 'Lj', ǉ: 'lj', Ǌ: 'NJ', ǋ: 'Nj', ǌ: 'nj', Ə: 'E', ə: 'e',
  '\u00a0': ' ', '\u2007': ' ', '\u202f': ' ', '\u2009': ' ', '\u2002': ' ', '\u2003': ' ',
  '‐': '-', '‑': '-', '‒': '–', '―': '—', '′': "'", '″': '"', '−': '-', '×': 'x', '≤': '<=', '≥': '>=', '→': '->',
};

/** Characters that carry no glyph of their own (combining marks, joiners, variation selectors, skin tones). */
const invisible = /^[\p{M}\p{Cf}\p{Emoji_Modifier}\uFE00-\uFE0F]$/u;

export const isWinAnsi = (text: string): boolean => [...text].every((char) => winAnsi.has(char.codePointAt(0)!));

/** `text` with every character drawable by a standard font; line breaks and tabs become spaces. */
export const toWinAnsi = (text: string): string => {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (winAnsi.has(code)) out += char;
    else if (spelled[char] !== undefined) out += spelled[char];
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /\s/u.test(char)) out += ' ';
    else if (invisible.test(char)) continue;
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && isWinAnsi(base) ? base : '?';
    }
  }
  return out;
};
