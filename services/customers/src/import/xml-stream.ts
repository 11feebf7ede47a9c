import { FileProblem } from './file-problem.ts';

/** What the tokenizer reports: element names and attribute names without their namespace prefix. */
export interface XmlHandler {
  open: (name: string, attributes: ReadonlyMap<string, string>, selfClosing: boolean) => void;
  close: (name: string) => void;
  /** Character data, entities decoded; one run of text may come in several pieces. */
  text: (text: string) => void;
}

/** Longest markup (a tag with its attributes, a comment) held while waiting for its end. */
const maxMarkup = 64 * 1024;

const named: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decodeEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return named[name] ?? whole;
    })
    : text;

const localName = (qualified: string): string => qualified.slice(qualified.indexOf(':') + 1);

const noAttributes: ReadonlyMap<string, string> = new Map();

/** The attributes of a start tag (the text after its name), read by hand: the regex way costs twice as long. */
const readAttributes = (source: string): Map<string, string> => {
  const attributes = new Map<string, string>();
  for (let at = 0; ;) {
    const equals = source.indexOf('=', at);
    if (equals === -1) return attributes;
    let open = equals + 1;
    while (open < source.length && source.charCodeAt(open) <= 0x20) open += 1;
    const quote = source[open];
    if (quote !== '"' && quote !== "'") return attributes;
    const close = source.indexOf(quote, open + 1);
    if (close === -1) return attributes;
    const name = source.slice(at, equals).trim();
    attributes.set(localName(name), decodeEntities(source.slice(open + 1, close)));
    at = close + 1;
  }
};

/**
 * A streaming XML tokenizer for the parts of a workbook: fed text in pieces, it reports tags and text as they
 * complete and holds only an unfinished tag. Document type declarations are refused, so no entity is ever
 * expanded beyond the five predefined ones and character references.
 */
export const createXmlStream = (handler: XmlHandler) => {
  let buffer = '';

  const emitText = (text: string) => {
    if (text) handler.text(decodeEntities(text));
  };

  // Where the next quote of each kind is in the buffer (-1: none), so finding a tag's end never rescans the buffer.
  const nextQuote = { '"': -1, "'": -1 };
  const quoteFrom = (quote: '"' | "'", from: number): number => {
    if (nextQuote[quote] !== -1 && nextQuote[quote] < from) nextQuote[quote] = buffer.indexOf(quote, from);
    return nextQuote[quote];
  };
  /** Index of the `>` that ends the tag starting before `from`, skipping quoted attribute values; -1 if not yet here. */
  const tagEnd = (from: number): number => {
    for (let at = from; ;) {
      const gt = buffer.indexOf('>', at);
      if (gt === -1) return -1;
      const double = quoteFrom('"', at);
      const single = quoteFrom("'", at);
      const quote = double !== -1 && double < gt && (single === -1 || double < single) ? double : single !== -1 && single < gt ? single : -1;
      if (quote === -1) return gt;
      const closing = buffer.indexOf(buffer[quote]!, quote + 1);
      if (closing === -1) return -1;
      at = closing + 1;
    }
  };

  const write = (piece: string) => {
    buffer = buffer ? buffer + piece : piece;
    nextQuote['"'] = buffer.indexOf('"');
    nextQuote["'"] = buffer.indexOf("'");
    let at = 0;
    for (;;) {
      const lt = buffer.indexOf('<', at);
      if (lt === -1) {
        // Text up to a possibly unfinished entity can go now; keep the rest for the next piece.
        const amp = buffer.lastIndexOf('&');
        const keep = amp >= at && !buffer.includes(';', amp) ? amp : buffer.length;
        if (buffer.length - keep > 16) throw new FileProblem('IMPORT_FILE_UNREADABLE', 'Broken XML in the workbook');
        emitText(buffer.slice(at, keep));
        at = keep;
        break;
      }
      if (lt > at) emitText(buffer.slice(at, lt));
      at = lt;
      const next = buffer[lt + 1];
      let end: number;
      if (next === '?') {
        end = buffer.indexOf('?>', lt + 2);
        if (end !== -1) end += 1;
      } else if (next === '!') {
        if (buffer.startsWith('<!--', lt)) {
          end = buffer.indexOf('-->', lt + 4);
          if (end !== -1) end += 2;
        } else if (buffer.startsWith('<![CDATA[', lt)) {
          end = buffer.indexOf(']]>', lt + 9);
          if (end !== -1) {
            handler.text(buffer.slice(lt + 9, end));
            end += 2;
          }
        } else if (buffer.length - lt >= 9) {
          throw new FileProblem('IMPORT_FILE_UNREADABLE', 'The workbook declares a document type, which a workbook never does');
        } else {
          end = -1;
        }
      } else if (next === '/') {
        end = buffer.indexOf('>', lt + 2);
        if (end !== -1) handler.close(localName(buffer.slice(lt + 2, end).trim()));
      } else {
        end = tagEnd(lt + 1);
        if (end !== -1) {
          const selfClosing = buffer.charCodeAt(end - 1) === 0x2f;
          const last = selfClosing ? end - 1 : end;
          let space = lt + 1;
          while (space < last && buffer.charCodeAt(space) > 0x20) space += 1;
          const name = localName(buffer.slice(lt + 1, space));
          handler.open(name, space < last ? readAttributes(buffer.slice(space, last)) : noAttributes, selfClosing);
          if (selfClosing) handler.close(name);
        }
      }
      if (end === -1) {
        if (buffer.length - lt > maxMarkup) throw new FileProblem('IMPORT_FILE_UNREADABLE', 'Broken XML in the workbook');
        break;
      }
      at = end + 1;
    }
    buffer = buffer.slice(at);
  };

  return { write };
};
