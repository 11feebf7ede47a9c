// The A4 layout of the services' PDF summaries (sanction query, DSA, retained customer record): one writer, imported as
// '@tunne/platform/pdf' so that only the services that draw PDFs load pdf-lib.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const pageSize: [number, number] = [595.28, 841.89]; // A4 portrait
const margin = 48;
const width = pageSize[0] - 2 * margin;

/** Whether the font can write a character (asked of pdf-lib once per character). */
export const fontEncodes = (font: PDFFont): ((ch: string) => boolean) => {
  const cache = new Map<string, boolean>();
  return (ch) => {
    let known = cache.get(ch);
    if (known === undefined) {
      try {
        font.encodeText(ch);
        known = true;
      } catch {
        known = false;
      }
      cache.set(ch, known);
    }
    return known;
  };
};

/** Helvetica is WinAnsi: Nordic and most Latin letters are in; others lose their accents or become '?'. */
const encodable = (font: PDFFont) => {
  const ok = fontEncodes(font);
  return (text: string): string =>
    [...text.replace(/\s+/g, ' ')]
      .map((ch) => {
        if (ok(ch)) return ch;
        const plain = ch.normalize('NFD').replace(/\p{M}/gu, '');
        return plain && [...plain].every(ok) ? plain : '?';
      })
      .join('');
};

/** A small top-to-bottom text layout: headings, label/value lines, wrapped paragraphs, new pages as needed. */
export interface PdfWriter {
  title: (text: string) => void;
  subtitle: (text: string) => void;
  heading: (text: string) => void;
  field: (label: string, value: string | null | undefined) => void;
  paragraph: (text: string, options?: { size?: number; muted?: boolean; indent?: number }) => void;
  rule: () => void;
  gap: (points?: number) => void;
  /** A PNG or JPEG drawn at most `maxWidth` × `maxHeight` points (aspect kept); false when the bytes are no such image. */
  image: (bytes: Uint8Array, mime: string, options?: { maxWidth?: number; maxHeight?: number }) => Promise<boolean>;
  /** The file embedded in the document as an attachment (a reader lists it; the bytes are the original ones). */
  attach: (bytes: Uint8Array, name: string, options: { mime: string; description?: string; createdAt?: Date }) => Promise<void>;
  save: () => Promise<Uint8Array>;
}

export const createPdfWriter = async (documentTitle: string): Promise<PdfWriter> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(font);
  pdf.setTitle(clean(documentTitle));
  pdf.setProducer('Tunne');
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const room = (needed: number) => {
    if (y - needed >= margin) return;
    page = pdf.addPage(pageSize);
    y = pageSize[1] - margin;
  };

  const wrap = (text: string, size: number, face: PDFFont, maxWidth: number): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of clean(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (face.widthOfTextAtSize(next, size) <= maxWidth || !line) {
        line = next;
      } else {
        lines.push(line);
        line = word;
      }
      // A single word wider than the line is cut.
      while (face.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && face.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line) lines.push(line);
    return lines;
  };

  const write = (text: string, size: number, face: PDFFont, indent = 0, muted = false) => {
    for (const line of wrap(text, size, face, width - indent)) {
      room(size + 4);
      page.drawText(line, { x: margin + indent, y: y - size, size, font: face, color: muted ? rgb(0.35, 0.35, 0.4) : rgb(0.1, 0.1, 0.15) });
      y -= size + 4;
    }
  };

  return {
    title: (text) => write(text, 18, bold),
    subtitle: (text) => {
      write(text, 10, font, 0, true);
      y -= 6;
    },
    heading: (text) => {
      y -= 8;
      room(40);
      write(text, 12, bold);
      y -= 2;
    },
    field: (label, value) => {
      if (value === null || value === undefined || value === '') return;
      const labelWidth = 150;
      const lines = wrap(value, 10, font, width - labelWidth);
      room(14);
      page.drawText(clean(label), { x: margin, y: y - 10, size: 10, font: bold, color: rgb(0.25, 0.25, 0.3) });
      for (const line of lines) {
        room(14);
        page.drawText(line, { x: margin + labelWidth, y: y - 10, size: 10, font, color: rgb(0.1, 0.1, 0.15) });
        y -= 14;
      }
    },
    paragraph: (text, options = {}) => write(text, options.size ?? 10, font, options.indent ?? 0, options.muted ?? false),
    rule: () => {
      room(10);
      y -= 4;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: rgb(0.8, 0.8, 0.85) });
      y -= 6;
    },
    gap: (points = 8) => {
      y -= points;
    },
    image: async (bytes, mime, options = {}) => {
      let embedded;
      try {
        embedded = mime === 'image/png' ? await pdf.embedPng(bytes) : mime === 'image/jpeg' ? await pdf.embedJpg(bytes) : null;
      } catch {
        embedded = null;
      }
      if (!embedded) return false;
      const scale = Math.min(1, (options.maxWidth ?? width) / embedded.width, (options.maxHeight ?? 240) / embedded.height);
      const w = embedded.width * scale;
      const h = embedded.height * scale;
      room(h + 8);
      page.drawImage(embedded, { x: margin, y: y - h, width: w, height: h });
      y -= h + 8;
      return true;
    },
    attach: async (bytes, name, options) => {
      await pdf.attach(bytes, clean(name), {
        mimeType: options.mime, description: options.description ? clean(options.description) : undefined,
        creationDate: options.createdAt, modificationDate: options.createdAt,
      });
    },
    save: () => pdf.save(),
  };
};
