import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontEncodes } from '@tunne/platform/pdf';
import { kycClockLight, riskLevelLight, type CustomerListItem, type TrafficLight } from '@tunne/contracts';
import { exportColumns, exportText, type ExportContext } from './columns.ts';
import { exportTimeText, type ExportColumnKey } from './labels.ts';

/** A summary, not an export: the CSV and XLSX carry every row. */
export const pdfRowLimit = 2000;

const pageSize: [number, number] = [841.89, 595.28]; // A4 landscape
const margin = 36;
const lineHeight = 14;

interface PdfColumn {
  title: string;
  width: number;
  value: (c: CustomerListItem) => string;
}

/** The list's columns (spec §2) in the user's language, values as the CSV and XLSX write them. */
const pdfColumns = (ctx: ExportContext): PdfColumn[] => {
  const all = new Map(exportColumns(ctx).map((column) => [column.key, column]));
  const of = (key: ExportColumnKey, width: number, title?: string): PdfColumn => {
    const column = all.get(key)!;
    return { title: title ?? column.header, width, value: (c) => exportText(column.value(c)) };
  };
  return [
    of('name', 165),
    { title: ctx.labels.identifier, width: 145, value: (c) => c.businessid ?? c.ssn ?? '' },
    of('department', 90),
    of('city', 80),
    of('country', 70),
    of('kycclock_alarm_at', 65, ctx.labels.kycShort),
    of('riskscores_level', 75),
    of('created_at', 70),
  ];
};
const lightColours: Record<TrafficLight, ReturnType<typeof rgb>> = {
  grey: rgb(0.6, 0.6, 0.6), green: rgb(0.13, 0.55, 0.13), yellow: rgb(0.85, 0.65, 0), red: rgb(0.8, 0.1, 0.1),
};

/** Helvetica is WinAnsi: Nordic letters are in, anything else becomes '?' rather than failing the document. */
const encodable = (font: PDFFont) => {
  const ok = fontEncodes(font);
  return (text: string): string => [...text].map((ch) => (ok(ch) ? ch : '?')).join('');
};

const fit = (font: PDFFont, text: string, width: number, size: number): string => {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

export interface PdfSummaryInput {
  ctx: ExportContext;
  /** The list's title in the user's language ("Asiakkaat", "Customers", "Kunder"). */
  title: string;
  /** The organisation's name, under the title; none when it is not known. */
  organisation?: string | null;
  total: number;
  items: AsyncIterable<CustomerListItem[]>;
}

/**
 * The customer list as a printable summary in the user's language: the title, the organisation, the export time and
 * the count, then one line per customer with its KYC and risk lights, DD.MM.YYYY dates and words for codes.
 */
export const customerListPdf = async (input: PdfSummaryInput): Promise<Uint8Array> => {
  const { ctx } = input;
  const columns = pdfColumns(ctx);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(font);
  pdf.setTitle(clean(input.organisation ? `${input.title} – ${input.organisation}` : input.title));
  pdf.setLanguage({ fi: 'fi-FI', en: 'en-GB', se: 'sv-FI' }[ctx.language]);
  pdf.setCreationDate(ctx.now);
  let page: PDFPage = pdf.addPage(pageSize);
  let y = pageSize[1] - margin;

  const header = () => {
    let x = margin + 12;
    for (const column of columns) {
      page.drawText(fit(bold, clean(column.title), column.width - 6, 9), { x, y, size: 9, font: bold });
      x += column.width;
    }
    y -= lineHeight;
  };

  page.drawText(clean(input.title), { x: margin, y, size: 16, font: bold });
  y -= 20;
  if (input.organisation) {
    page.drawText(clean(input.organisation), { x: margin, y, size: 11, font: bold });
    y -= 16;
  }
  const shown = Math.min(input.total, pdfRowLimit);
  const parts = [ctx.labels.exported(exportTimeText(ctx.now, ctx.language)), ctx.labels.count(input.total)];
  const summary = `${parts.join(' — ')}${input.total > shown ? ` (${ctx.labels.firstShown(shown)})` : ''}`;
  page.drawText(clean(summary), { x: margin, y, size: 10, font });
  y -= 20;
  header();

  let count = 0;
  for await (const batch of input.items) {
    for (const customer of batch) {
      if (count >= pdfRowLimit) break;
      if (y < margin) {
        page = pdf.addPage(pageSize);
        y = pageSize[1] - margin;
        header();
      }
      const kyc = kycClockLight(customer.kycclock_alarm_at, customer.is_kycclock, ctx.todayIso);
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
