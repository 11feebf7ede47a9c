import { PageSizes, rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { FinalPdfInput } from './types.ts';
import { certificateTexts, fill, formatSigningTime, signingActText } from './texts.ts';
import { toWinAnsi } from './winansi.ts';

// The signing-certificate page(s) appended after the original pages: what was signed (file names, page counts,
// SHA-256), by whom, when and how. A4, one column of label/value rows; flows onto more pages when it must.

const [pageWidth, pageHeight] = PageSizes.A4;
const margin = { left: 56, right: 56, top: 64, bottom: 76 };
const labelWidth = 150;
const contentWidth = pageWidth - margin.left - margin.right;
const valueWidth = contentWidth - labelWidth;

const colour = {
  text: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.38, 0.42, 0.47),
  accent: rgb(0.05, 0.32, 0.42),
  rule: rgb(0.82, 0.85, 0.88),
  panel: rgb(0.95, 0.96, 0.97),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** Lines of at most `width` points; a word longer than a line is broken between characters. */
export const wrap = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const fits = (line: string): boolean => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
};

interface Row {
  label: string;
  value: string;
  mono?: boolean;
}

/** Places text from the top of a page downwards and starts a new certificate page when the next block does not fit. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
    private readonly heading: { title: string; continued: string; organisation: string },
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.document.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = pageHeight - margin.top;
    const first = this.pages.length === 1;
    this.text(this.heading.organisation, margin.left, this.y, this.fonts.regular, 9, colour.muted);
    this.y -= 28;
    const title = first ? this.heading.title : `${this.heading.title} (${this.heading.continued})`;
    this.text(title, margin.left, this.y, this.fonts.bold, first ? 22 : 16, colour.text);
    this.y -= 14;
    this.page.drawRectangle({ x: margin.left, y: this.y, width: 48, height: 3, color: colour.accent });
    this.y -= 26;
  }

  private text(value: string, x: number, y: number, font: PDFFont, size: number, color: RGB): void {
    this.page.drawText(value, { x, y, font, size, color });
  }

  /** Keeps a block of `height` points on one page when it fits on an empty one. */
  private room(height: number): void {
    const empty = pageHeight - margin.top - 68 - margin.bottom;
    if (this.y - height < margin.bottom && height <= empty) this.newPage();
  }

  paragraph(value: string, size = 10, color = colour.muted): void {
    const lines = wrap(value, this.fonts.regular, size, contentWidth);
    this.room(lines.length * size * 1.45);
    for (const line of lines) {
      if (this.y - size < margin.bottom) this.newPage();
      this.text(line, margin.left, this.y - size, this.fonts.regular, size, color);
      this.y -= size * 1.45;
    }
    this.y -= 10;
  }

  section(title: string): void {
    this.room(34 + 40);
    this.y -= 6;
    this.text(title.toUpperCase(), margin.left, this.y - 10, this.fonts.bold, 10, colour.accent);
    this.y -= 16;
    this.page.drawLine({ start: { x: margin.left, y: this.y }, end: { x: pageWidth - margin.right, y: this.y }, thickness: 0.75, color: colour.rule });
    this.y -= 12;
  }

  private rowLines(row: Row): { lines: string[]; font: PDFFont; size: number } {
    const font = row.mono ? this.fonts.mono : this.fonts.regular;
    const size = row.mono ? 9 : 10;
    return { lines: wrap(row.value, font, size, valueWidth), font, size };
  }

  /** A titled group of rows (a file, a signatory), kept together. */
  group(title: string | null, rows: Row[]): void {
    const laid = rows.map((row) => ({ row, ...this.rowLines(row) }));
    const height = (title ? 18 : 0) + laid.reduce((sum, { lines }) => sum + lines.length * 13 + 4, 0) + 10;
    this.room(height);
    if (title) {
      for (const line of wrap(title, this.fonts.bold, 11, contentWidth)) {
        this.text(line, margin.left, this.y - 11, this.fonts.bold, 11, colour.text);
        this.y -= 16;
      }
      this.y -= 2;
    }
    for (const { row, lines, font, size } of laid) {
      if (this.y - lines.length * 13 < margin.bottom) this.newPage();
      this.text(row.label, margin.left, this.y - 10, this.fonts.regular, 9, colour.muted);
      for (const line of lines) {
        this.text(line, margin.left + labelWidth, this.y - 10, font, size, colour.text);
        this.y -= 13;
      }
      this.y -= 4;
    }
    this.y -= 10;
  }

  /**
   * A titled grid of cells, label above value, `columns` to a row (a signatory), kept together; a `wide` cell takes a
   * row of its own.
   */
  grid(title: string, cells: (Row & { wide?: boolean })[], columns: number): void {
    const gap = 12;
    const width = (contentWidth - gap * (columns - 1)) / columns;
    const rows: { cell: Row; lines: string[]; width: number }[][] = [];
    let open = 0; // cells in the last row that more may join
    for (const cell of cells) {
      if (cell.wide) {
        rows.push([{ cell, lines: wrap(cell.value, this.fonts.regular, 9.5, contentWidth), width: contentWidth }]);
        open = 0;
        continue;
      }
      if (open === 0 || open === columns) {
        rows.push([]);
        open = 0;
      }
      rows[rows.length - 1]!.push({ cell, lines: wrap(cell.value, this.fonts.regular, 9.5, width), width });
      open += 1;
    }
    const rowHeight = (row: { lines: string[] }[]): number => 11 + Math.max(...row.map(({ lines }) => lines.length)) * 12 + 6;
    const titleLines = wrap(title, this.fonts.bold, 11, contentWidth);
    this.room(titleLines.length * 16 + rows.reduce((sum, row) => sum + rowHeight(row), 0) + 12);
    for (const line of titleLines) {
      this.text(line, margin.left, this.y - 11, this.fonts.bold, 11, colour.text);
      this.y -= 16;
    }
    this.y -= 2;
    for (const row of rows) {
      const height = rowHeight(row);
      if (this.y - height < margin.bottom) this.newPage();
      row.forEach(({ cell, lines }, column) => {
        const x = margin.left + column * (width + gap);
        this.text(cell.label, x, this.y - 8, this.fonts.regular, 8, colour.muted);
        lines.forEach((line, index) => this.text(line, x, this.y - 11 - 9.5 - index * 12, this.fonts.regular, 9.5, colour.text));
      });
      this.y -= height;
    }
    this.y -= 12;
  }

  /** The closing note on a tinted panel. */
  panel(value: string): void {
    const size = 9.5;
    const lines = wrap(value, this.fonts.regular, size, contentWidth - 24);
    const height = lines.length * size * 1.45 + 20;
    this.room(height + 8);
    this.y -= 8;
    this.page.drawRectangle({ x: margin.left, y: this.y - height, width: contentWidth, height, color: colour.panel });
    this.page.drawRectangle({ x: margin.left, y: this.y - height, width: 3, height, color: colour.accent });
    let y = this.y - 10;
    for (const line of lines) {
      this.text(line, margin.left + 14, y - size, this.fonts.regular, size, colour.text);
      y -= size * 1.45;
    }
    this.y -= height + 10;
  }

  footers(left: string, pageText: (page: number, pages: number) => string): void {
    this.pages.forEach((page, index) => {
      const right = pageText(index + 1, this.pages.length);
      page.drawLine({ start: { x: margin.left, y: 52 }, end: { x: pageWidth - margin.right, y: 52 }, thickness: 0.5, color: colour.rule });
      page.drawText(left, { x: margin.left, y: 38, font: this.fonts.regular, size: 8, color: colour.muted });
      const width = this.fonts.regular.widthOfTextAtSize(right, 8);
      page.drawText(right, { x: pageWidth - margin.right - width, y: 38, font: this.fonts.regular, size: 8, color: colour.muted });
    });
  }
}

/** How the final PDF is sealed, for the closing note. */
export interface SealDescription {
  /** The sealing certificate's common name. */
  signerName: string;
  /** The certificate is a qualified one: a qualified electronic seal. */
  qualified: boolean;
  /** A trusted timestamp is added to the seal. */
  timestamped: boolean;
}

/** Appends the certificate page(s) to `document` (`pageCounts`: of each original); returns how many were added. */
export const addCertificatePages = async (document: PDFDocument, input: FinalPdfInput, pageCounts: number[], seal: SealDescription): Promise<number> => {
  const t = certificateTexts[input.language] ?? certificateTexts.fi;
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    mono: await document.embedFont(StandardFonts.Courier),
  };
  const safe = toWinAnsi;
  const layout = new Layout(document, fonts, { title: safe(t.title), continued: safe(t.continued), organisation: safe(input.organisationName) });

  layout.paragraph(safe(t.intro));
  layout.section(safe(t.documentSection));
  layout.group(null, [
    { label: safe(t.documentTitle), value: safe(input.signatureName) },
    { label: safe(t.organisation), value: safe(input.organisationName) },
    { label: safe(t.esignatureId), value: safe(input.esignaturesId) },
    { label: safe(t.completedAt), value: formatSigningTime(input.completedAt) },
  ]);

  layout.section(safe(t.filesSection));
  for (const [index, original] of input.originals.entries()) {
    const hash = original.sha256.toLowerCase();
    layout.group(safe(original.name), [
      { label: safe(t.pages), value: String(pageCounts[index] ?? 0) },
      { label: safe(t.sha256), value: `${hash.slice(0, 32)} ${hash.slice(32)}`, mono: true },
    ]);
  }

  layout.section(safe(t.signatoriesSection));
  for (const signatory of input.signatories) {
    const given = (value: string | null): string => safe(value?.trim() ? value : t.notGiven);
    const identityCode = signatory.ssn ? signatory.ssn : signatory.ssn_hidden ? t.hidden : t.noIdentityCode;
    const invited = signatory.invited_name?.trim();
    const cells = [
      { label: safe(t.signingAct), value: safe(signingActText(t, signatory.method, signatory.acr)), wide: true },
      { label: safe(t.signedAt), value: formatSigningTime(signatory.signed_at) },
      { label: safe(t.identityCode), value: safe(identityCode) },
      { label: safe(t.company), value: given(signatory.companyname) },
      { label: safe(t.role), value: given(signatory.role) },
      { label: safe(t.ipAddress), value: given(signatory.ipaddress) },
      ...(invited && invited !== signatory.name.trim() ? [{ label: safe(t.invitedAs), value: safe(invited) }] : []),
    ];
    layout.grid(safe(signatory.name), cells, 3);
  }

  const sealText = [
    t.signatureLevel,
    fill(seal.qualified ? t.sealQualified : t.sealAdvanced, { signer: seal.signerName }),
    ...(seal.timestamped ? [t.timestamped] : []),
    t.check,
  ].join(' ');
  layout.panel(safe(sealText));
  layout.footers(safe(`${t.esignatureId}: ${input.esignaturesId}`), (page, pages) => safe(fill(t.page, { page, pages })));
  return layout.pages.length;
};
