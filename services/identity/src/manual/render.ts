import { Lexer, type Token, type Tokens } from 'marked';
import { PDFDocument } from 'pdf-lib';
import { colour, embedFonts, Layout, margin, pageHeight, pageWidth, type Run, type RunStyle } from './layout.ts';

// The user guide (docs/user-guide/*.md) as a PDF: a title page with the product name, the guide's title and the date,
// then the headings, paragraphs, lists, quotes and rules of the markdown, with page numbers in the footer.

export type ManualLanguage = 'fi' | 'en';

const labels: Record<ManualLanguage, { updated: string; page: (n: number, total: number) => string }> = {
  fi: { updated: 'Päivitetty', page: (n, total) => `Sivu ${n} / ${total}` },
  en: { updated: 'Updated', page: (n, total) => `Page ${n} / ${total}` },
};

const productName = 'Tunne';
const size = { body: 10.5, h2: 16, h3: 12.5, h4: 11, code: 9, footer: 8.5 } as const;
const listIndent = 16;

/** DD.MM.YYYY in Finnish time (spec §9). */
export const formatDate = (date: Date): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', day: '2-digit', month: '2-digit', year: 'numeric' })
      .formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}`;
};

const combine = (style: RunStyle, add: 'bold' | 'italic'): RunStyle => {
  if (style === 'code') return style;
  if (add === 'bold') return style === 'italic' || style === 'boldItalic' ? 'boldItalic' : 'bold';
  return style === 'bold' || style === 'boldItalic' ? 'boldItalic' : 'italic';
};

/** Inline markdown (bold, italic, code, links, line breaks) as styled runs. */
const inline = (tokens: readonly Token[] | undefined, style: RunStyle = 'regular'): Run[] =>
  (tokens ?? []).flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return inline((token as Tokens.Strong).tokens, combine(style, 'bold'));
      case 'em':
        return inline((token as Tokens.Em).tokens, combine(style, 'italic'));
      case 'codespan':
        return [{ text: (token as Tokens.Codespan).text, style: 'code' }];
      case 'br':
        return [{ text: ' ', style }];
      case 'html':
        return [];
      case 'link': {
        const link = token as Tokens.Link;
        const label = inline(link.tokens, style);
        // On paper the address is the link: shown after its text unless the text is the address.
        return link.text === link.href ? label : [...label, { text: ` (${link.href})`, style }];
      }
      default: {
        const text = token as Tokens.Text;
        return text.tokens ? inline(text.tokens, style) : [{ text: text.text ?? '', style }];
      }
    }
  });

const plain = (tokens: readonly Token[] | undefined): string => inline(tokens).map((run) => run.text).join('');

class ManualWriter {
  constructor(private readonly layout: Layout) {}

  blocks(tokens: readonly Token[], indent = 0, muted = false): void {
    for (const token of tokens) this.block(token, indent, muted);
  }

  private block(token: Token, indent: number, muted: boolean): void {
    const color = muted ? colour.muted : colour.text;
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const depth = Math.max(2, heading.depth);
        const headingSize = depth === 2 ? size.h2 : depth === 3 ? size.h3 : size.h4;
        this.layout.gap(depth === 2 ? 18 : 10);
        // A heading never ends a page alone: it and a few lines after it go together.
        this.layout.keep(headingSize * 1.3 + 4 * size.body * 1.45);
        this.layout.runs(inline(heading.tokens, 'bold'), { size: headingSize, leading: 1.3, color: depth === 2 ? colour.accent : colour.text });
        if (depth === 2) this.layout.accent();
        else this.layout.gap(2);
        return;
      }
      case 'paragraph':
        this.layout.runs(inline((token as Tokens.Paragraph).tokens), { size: size.body, indent, color });
        this.layout.gap(6);
        return;
      case 'text':
        this.layout.runs(inline([token]), { size: size.body, indent, color });
        return;
      case 'list':
        this.list(token as Tokens.List, indent, muted);
        this.layout.gap(6);
        return;
      case 'blockquote':
        this.blocks((token as Tokens.Blockquote).tokens, indent + 14, true);
        return;
      case 'code':
        for (const line of (token as Tokens.Code).text.split('\n')) {
          this.layout.runs([{ text: line || ' ', style: 'code' }], { size: size.code, indent: indent + 8, leading: 1.35, color });
        }
        this.layout.gap(6);
        return;
      case 'table': {
        const table = token as Tokens.Table;
        for (const row of [table.header, ...table.rows]) {
          this.layout.runs(row.flatMap((cell, at) => [...(at > 0 ? [{ text: ' | ', style: 'regular' as const }] : []), ...inline(cell.tokens)]), { size: size.body, indent, color });
        }
        this.layout.gap(6);
        return;
      }
      case 'hr':
        this.layout.rule();
        return;
      default:
        return;
    }
  }

  private list(list: Tokens.List, indent: number, muted: boolean): void {
    const start = typeof list.start === 'number' ? list.start : 1;
    const inner = indent + listIndent;
    list.items.forEach((item, index) => {
      const marker = list.ordered ? `${start + index}.` : '•';
      const [first, ...rest] = item.tokens;
      if (first && (first.type === 'text' || first.type === 'paragraph')) {
        this.layout.runs(inline((first as Tokens.Text).tokens ?? [first]), { size: size.body, indent: inner, marker, color: muted ? colour.muted : colour.text });
        this.blocks(rest, inner, muted);
      } else {
        this.blocks(item.tokens, inner, muted);
      }
      if (list.loose) this.layout.gap(4);
    });
  }
}

/** Renders the guide; the first level-1 heading is its title (on the title page and in the PDF's properties). */
export const renderManual = async (markdown: string, options: { language: ManualLanguage; date: Date }): Promise<Uint8Array> => {
  const tokens = Lexer.lex(markdown);
  const titleAt = tokens.findIndex((token) => token.type === 'heading' && (token as Tokens.Heading).depth === 1);
  const title = titleAt >= 0 ? plain((tokens[titleAt] as Tokens.Heading).tokens) : productName;
  const body = tokens.filter((_, index) => index !== titleAt);
  const text = labels[options.language];

  const document = await PDFDocument.create();
  document.setTitle(`${productName} – ${title}`);
  document.setAuthor(productName);
  document.setCreator(productName);
  document.setProducer(productName);
  document.setLanguage(options.language);
  document.setCreationDate(options.date);
  document.setModificationDate(options.date);
  const fonts = await embedFonts(document);
  const layout = new Layout(document, fonts);

  const cover = layout.pages[0]!;
  const top = pageHeight - 250;
  layout.text(cover, productName, margin.left, top, fonts.bold, 40, colour.accent);
  cover.drawRectangle({ x: margin.left, y: top - 22, width: 64, height: 4, color: colour.accent });
  layout.text(cover, title, margin.left, top - 64, fonts.bold, 24);
  layout.text(cover, `${text.updated} ${formatDate(options.date)}`, margin.left, top - 104, fonts.regular, 11, colour.muted);

  layout.newPage();
  new ManualWriter(layout).blocks(body);

  const total = layout.pages.length;
  layout.pages.forEach((page, index) => {
    if (index === 0) return;
    const y = margin.bottom - 36;
    page.drawLine({ start: { x: margin.left, y: y + 14 }, end: { x: pageWidth - margin.right, y: y + 14 }, thickness: 0.5, color: colour.rule });
    layout.text(page, `${productName} – ${title}`, margin.left, y, fonts.regular, size.footer, colour.muted);
    const number = text.page(index + 1, total);
    layout.text(page, number, pageWidth - margin.right - layout.width(number, fonts.regular, size.footer), y, fonts.regular, size.footer, colour.muted);
  });
  return document.save();
};
