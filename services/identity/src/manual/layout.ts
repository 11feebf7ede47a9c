import { PageSizes, rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

// A4 pages filled from the top down with wrapped runs of styled text. The fonts are the PDF standard Helvetica family,
// as on the outbound service's certificate pages: nothing to ship or embed, and WinAnsi holds every letter of Finnish,
// Swedish and English (ä, ö, å, é, “quotes”, – dashes). Anything else is brought into it before it is measured.

export type RunStyle = 'regular' | 'bold' | 'italic' | 'boldItalic' | 'code';

/** A piece of text in one style; lines break at spaces between and inside runs. */
export interface Run {
  text: string;
  style: RunStyle;
}

export const [pageWidth, pageHeight] = PageSizes.A4;
export const margin = { left: 64, right: 64, top: 72, bottom: 72 };
const contentWidth = pageWidth - margin.left - margin.right;

export const colour = {
  text: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.38, 0.42, 0.47),
  accent: rgb(0.05, 0.32, 0.42),
  rule: rgb(0.82, 0.85, 0.88),
};

export type Fonts = Record<RunStyle, PDFFont>;

export const embedFonts = async (document: PDFDocument): Promise<Fonts> => ({
  regular: await document.embedFont(StandardFonts.Helvetica),
  bold: await document.embedFont(StandardFonts.HelveticaBold),
  italic: await document.embedFont(StandardFonts.HelveticaOblique),
  boldItalic: await document.embedFont(StandardFonts.HelveticaBoldOblique),
  code: await document.embedFont(StandardFonts.Courier),
});

/** Letters and signs without a decomposition that have a plain spelling. */
const spelled: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', '−': '-', '‐': '-', '‑': '-', '→': '->', '≤': '<=', '≥': '>=' };

/** `text` with only characters the font can draw: accents outside it dropped (ź → z, Ł → L), the rest '?'; blanks one space. */
export const drawable = (font: PDFFont) => {
  const known = new Set(font.getCharacterSet());
  const can = (char: string) => known.has(char.codePointAt(0)!);
  return (text: string): string =>
    [...text.normalize('NFC').replace(/\s+/g, ' ')]
      .map((char) => {
        if (can(char)) return char;
        if (spelled[char]) return spelled[char];
        const base = char.normalize('NFD').replace(/\p{M}/gu, '');
        return base && [...base].every(can) ? base : '?';
      })
      .join('');
};

interface Piece {
  text: string;
  font: PDFFont;
  /** A space separates it from the piece before (on the same line). */
  spaced: boolean;
}

/** A line's pieces drawn as few strings as possible: neighbours in one font become one, their spaces kept. */
const segments = (line: readonly Piece[]): { text: string; font: PDFFont }[] => {
  const merged: { text: string; font: PDFFont }[] = [];
  line.forEach((piece, at) => {
    const space = at > 0 && piece.spaced ? ' ' : '';
    const last = merged.at(-1);
    if (last && last.font === piece.font) last.text += `${space}${piece.text}`;
    else if (last && space) merged.push({ text: `${space}${piece.text}`, font: piece.font });
    else merged.push({ text: piece.text, font: piece.font });
  });
  return merged;
};

/** Places text from the top of the page down and starts a new page when the next line does not fit. */
export class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly clean: (text: string) => string;

  constructor(
    private readonly document: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.clean = drawable(fonts.regular);
    this.newPage();
  }

  newPage(): void {
    this.page = this.document.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = pageHeight - margin.top;
  }

  /** Moves down; a gap at the top of a page is dropped. */
  gap(points: number): void {
    if (this.y < pageHeight - margin.top) this.y -= points;
  }

  /** Starts a new page unless `points` still fit on this one. */
  keep(points: number): void {
    if (this.y - points < margin.bottom) this.newPage();
  }

  /** Draws one line of text at an absolute position (title page, footers). */
  text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number, color: RGB = colour.text): void {
    page.drawText(this.clean(value), { x, y, font, size, color });
  }

  width(value: string, font: PDFFont, size: number): number {
    return font.widthOfTextAtSize(this.clean(value), size);
  }

  /**
   * Wrapped runs at `indent`, each line `size * leading` high; `marker` (a bullet, "3.") hangs to the left of the first
   * line. Returns the number of lines drawn.
   */
  runs(runs: readonly Run[], options: { size: number; indent?: number; leading?: number; color?: RGB; marker?: string }): number {
    const { size, indent = 0, leading = 1.45, color = colour.text } = options;
    const lines = this.wrap(this.pieces(runs), size, contentWidth - indent);
    const height = size * leading;
    lines.forEach((line, index) => {
      this.keep(height);
      const baseline = this.y - size;
      if (index === 0 && options.marker) {
        const markerWidth = this.width(options.marker, this.fonts.regular, size);
        this.text(this.page, options.marker, margin.left + indent - markerWidth - 6, baseline, this.fonts.regular, size, color);
      }
      let x = margin.left + indent;
      for (const segment of segments(line)) {
        this.page.drawText(segment.text, { x, y: baseline, font: segment.font, size, color });
        x += segment.font.widthOfTextAtSize(segment.text, size);
      }
      this.y -= height;
    });
    return lines.length;
  }

  /** A thin line across the text column. */
  rule(): void {
    this.keep(12);
    this.y -= 6;
    this.page.drawLine({ start: { x: margin.left, y: this.y }, end: { x: pageWidth - margin.right, y: this.y }, thickness: 0.75, color: colour.rule });
    this.y -= 6;
  }

  /** A short accent bar under a heading. */
  accent(): void {
    this.page.drawRectangle({ x: margin.left, y: this.y - 2, width: 40, height: 2.5, color: colour.accent });
    this.y -= 10;
  }

  private pieces(runs: readonly Run[]): Piece[] {
    const pieces: Piece[] = [];
    // Text that continues a word in another style ("**Tunne**-palvelu") stays glued to it: no space, no break.
    let space = false;
    for (const run of runs) {
      const font = this.fonts[run.style];
      this.clean(run.text).split(' ').forEach((word, index) => {
        if (index > 0) space = true;
        if (!word) return;
        pieces.push({ text: word, font, spaced: pieces.length > 0 && space });
        space = false;
      });
    }
    return pieces;
  }

  private wrap(pieces: readonly Piece[], size: number, width: number): Piece[][] {
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let used = 0;
    const widthOf = (piece: Piece) => piece.font.widthOfTextAtSize(piece.text, size);
    for (const piece of pieces) {
      const space = line.length > 0 && piece.spaced ? piece.font.widthOfTextAtSize(' ', size) : 0;
      if (line.length > 0 && used + space + widthOf(piece) > width && piece.spaced) {
        lines.push(line);
        line = [];
        used = 0;
      }
      // A word longer than the whole line is cut between characters.
      let rest = piece;
      while (widthOf(rest) > width) {
        let cut = rest.text.length - 1;
        while (cut > 1 && rest.font.widthOfTextAtSize(rest.text.slice(0, cut), size) > width) cut -= 1;
        if (line.length > 0) lines.push(line);
        lines.push([{ ...rest, text: rest.text.slice(0, cut) }]);
        line = [];
        used = 0;
        rest = { ...rest, text: rest.text.slice(cut), spaced: false };
      }
      const gap = line.length > 0 && rest.spaced ? rest.font.widthOfTextAtSize(' ', size) : 0;
      line.push(rest);
      used += gap + widthOf(rest);
    }
    if (line.length > 0) lines.push(line);
    return lines;
  }
}
