import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

const svgNamespace = 'http://www.w3.org/2000/svg';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
const xmlNamespace = 'http://www.w3.org/XML/1998/namespace';

/** Elements that run code, embed other documents or pull in HTML, in whatever namespace or case they come. */
const forbiddenElements = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video']);
/** Attributes that name another resource: only a reference inside the same image ('#id') is kept. */
const referenceAttributes = new Set(['href', 'src', 'action', 'formaction']);
/** Script and inline-data URLs anywhere in a value (browsers skip blanks and control characters inside a scheme). */
const scriptOrDataUrl = /(?:javascript|vbscript|data):/;
/** CSS that fetches something: @import, or url() to anything but '#id'. */
const externalCss = /@import|url\(\s*(?!['"]?\s*#)/i;

/** Why an SVG was refused (for the log and the message; never the content itself). */
export class SvgRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SvgRefused';
  }
}

const squeezed = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\s\u0000-\u001f\u007f]/g, '').toLowerCase();

const checkAttribute = (attribute: SaxesAttributeNS): void => {
  const local = attribute.local.toLowerCase();
  if (local.startsWith('on')) throw new SvgRefused(`event handler attribute ${attribute.name}`);
  if (attribute.uri === xmlNamespace && local === 'base') throw new SvgRefused('xml:base');
  if (referenceAttributes.has(local) && !attribute.value.startsWith('#')) throw new SvgRefused(`external reference in ${attribute.name}`);
  if (scriptOrDataUrl.test(squeezed(attribute.value))) throw new SvgRefused(`script or data URL in ${attribute.name}`);
  if (local === 'style' && externalCss.test(attribute.value)) throw new SvgRefused('external reference in a style');
  // <set attributeName="href" to="…"> / <animate values="…">: an animation must not rewrite a reference.
  if (local === 'attributename' && /href|src/i.test(attribute.value)) throw new SvgRefused('animated reference');
};

const checkElement = (tag: SaxesTagNS, depth: number): void => {
  const local = tag.local.toLowerCase();
  if (depth === 0 && (tag.local !== 'svg' || tag.uri !== svgNamespace)) throw new SvgRefused('the root is not <svg>');
  if (tag.uri === xhtmlNamespace) throw new SvgRefused('an HTML element');
  if (forbiddenElements.has(local)) throw new SvgRefused(`<${tag.name}>`);
  for (const attribute of Object.values(tag.attributes)) checkAttribute(attribute);
};

/**
 * Refuses (SvgRefused) an SVG that is not well-formed XML with an <svg> root in the SVG namespace, or that holds a
 * script, an event handler, a javascript:/data: URL, a <foreignObject>, an HTML element, a reference outside itself
 * (href/src not '#…', xml:base, CSS @import/url()), a processing instruction (xml-stylesheet) or a DOCTYPE (entities).
 * The checked image is served as is; its CSP stops anything this list missed.
 */
export const checkSvg = (text: string): void => {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let depth = 0;
  let inStyle = 0;
  parser.on('doctype', () => {
    throw new SvgRefused('DOCTYPE');
  });
  parser.on('processinginstruction', () => {
    throw new SvgRefused('processing instruction');
  });
  parser.on('opentag', (tag) => {
    checkElement(tag, depth);
    if (tag.local.toLowerCase() === 'style') inStyle += 1;
    depth += 1;
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() === 'style') inStyle -= 1;
    depth -= 1;
  });
  const checkStyleText = (content: string) => {
    if (inStyle > 0 && (externalCss.test(content) || scriptOrDataUrl.test(squeezed(content)))) throw new SvgRefused('external reference in a style');
  };
  parser.on('text', checkStyleText);
  parser.on('cdata', checkStyleText);
  parser.on('error', (error) => {
    throw new SvgRefused(`not well-formed XML (${error.message.split('\n')[0]?.slice(0, 100) ?? ''})`);
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof SvgRefused) throw error;
    throw new SvgRefused('not well-formed XML');
  }
};
