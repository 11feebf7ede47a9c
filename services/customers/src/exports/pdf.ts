import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { helsinkiDate, kycClockLight, riskLevelLight, type CustomerListItem, type TrafficLight } from '@tunne/contracts';

/** A summary, not an export: the CSV carries every row. */
export const pdfRowLimit = 2000;

const pageSize: [number, number] = [841.89, 595.28]; // A4 landscape
const margin = 36;
const lineHeight = 14;
const columns = [
  { title: 'Name', width: 230, value: (c: CustomerListItem) => c.name },
  { title: 'Business id / ssn', width: 110, value: (c: CustomerListItem) => c.businessid ?? c.ssn ?? '' },
  { title: 'Department', width: 100, value: (c: CustomerListItem) => c.department ?? '' },
  { title: 'City', width: 90, value: (c: CustomerListItem) => c.city ?? '' },
  { title: 'Country', width: 50, value: (c: CustomerListItem) => c.country ?? '' },
  { title: 'KYC clock', width: 80, value: (c: CustomerListItem) => c.kycclock_alarm_at ?? '' },
  { title: 'Risk', width: 60, value: (c: CustomerListItem) => c.riskscores_level ?? '' },
  { title: 'Created', width: 70, value: (c: CustomerListItem) => c.created_at.slice(0, 10) },
];
const lightColours: Record<TrafficLight, ReturnType<typeof rgb>> = {
  grey: rgb(0.6, 0.6, 0.6), green: rgb(0.13, 0.55, 0.13), yellow: rgb(0.85, 0.65, 0), red: rgb(0.8, 0.1, 0.1),
};

/** Helvetica is WinAnsi: Nordic letters are in, anything else becomes '?' rather than failing the document. */
const encodable = (font: PDFFont) => {
  const cache = new Map<string, boolean>();
  const ok = (ch: string): boolean => {
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
  return (text: string): string => [...text].map((ch) => (ok(ch) ? ch : '?')).join('');
};

const fit = (font: PDFFont, text: string, width: number, size: number): string => {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

export interface PdfSummaryInput {
  title: string;
  total: number;
  items: AsyncIterable<CustomerListItem[]>;
  now?: Date;
}

/** The customer list as a printable summary: count, then one line per customer with its KYC and risk lights. */
export const customerListPdf = async (input: PdfSummaryInput): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(font);
  const now = input.now ?? new Date();
  pdf.setTitle(clean(input.title));
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const header = () => {
    let x = margin + 12;
    for (const column of columns) {
      page.drawText(column.title, { x, y, size: 9, font: bold });
      x += column.width;
    }
    y -= lineHeight;
  };

  page.drawText(clean(input.title), { x: margin, y, size: 16, font: bold });
  y -= 22;
  const shown = Math.min(input.total, pdfRowLimit);
  const summary = `${now.toISOString().slice(0, 10)} — ${input.total} customers${input.total > shown ? ` (first ${shown} shown; the CSV has all)` : ''}`;
  page.drawText(clean(summary), { x: margin, y, size: 10, font });
  y -= 20;
  header();

  let count = 0;
  const today = helsinkiDate(now);
  for await (const batch of input.items) {
    for (const customer of batch) {
      if (count >= pdfRowLimit) break;
      if (y < margin) {
        page = pdf.addPage(pageSize);
        y = pageSize[1] - margin;
        header();
      }
      const kyc = kycClockLight(customer.kycclock_alarm_at, customer.is_kycclock, today);
      const risk = riskLevelLight(customer.riskscores_level);
      page.drawCircle({ x: margin + 3, y: y + 3, size: 3, color: lightColours[kyc] });
      page.drawCircle({ x: margin + 9, y: y + 3, size: 3, color: lightColours[risk] });
      let x = margin + 12;
      for (const column of columns) {
        page.drawText(fit(font, clean(column.value(customer)), column.width - 6, 9), { x, y, size: 9, font });
        x += column.width;
      }
      y -= lineHeight;
      count += 1;
    }
    if (count >= pdfRowLimit) break;
  }
  return pdf.save();
};
