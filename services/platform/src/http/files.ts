import type { Context } from 'hono';
import { AppError } from './errors.ts';
import { readFileForm } from './multipart.ts';

const startsWith = (bytes: Uint8Array, ...prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte);

export const pdfType = 'application/pdf';
export const textType = 'text/plain; charset=utf-8';
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const odtType = 'application/vnd.oasis.opendocument.text';
const odsType = 'application/vnd.oasis.opendocument.spreadsheet';
const odpType = 'application/vnd.oasis.opendocument.presentation';

/**
 * Every type an attachment may have (issue 26): PDF, PNG, JPEG, GIF, Word/Excel/PowerPoint (OOXML, no macros),
 * OpenDocument text/spreadsheet/presentation and plain UTF-8 text; each with the extensions its name may end in (the
 * first is the one added when the name has none of them). Nothing else: no ZIP, no markup, no scripts.
 */
export const fileTypeExtensions: Readonly<Record<string, readonly string[]>> = {
  [pdfType]: ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  [docxType]: ['docx'],
  [xlsxType]: ['xlsx'],
  [pptxType]: ['pptx'],
  [odtType]: ['odt'],
  [odsType]: ['ods'],
  [odpType]: ['odp'],
  [textType]: ['txt'],
};

const latin1 = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The Office type a ZIP container proves: OpenDocument by its first entry `mimetype` (stored uncompressed, as the
 * standard requires), OOXML by its [Content_Types].xml and main part (the entry names are plain text in the local
 * headers and the central directory). A macro project (vbaProject.bin) or anything else is null: a plain ZIP is never
 * an attachment.
 */
const officeType = (bytes: Uint8Array): string | null => {
  const buffer = latin1(bytes);
  if (buffer.length > 38 && buffer.toString('latin1', 30, 38) === 'mimetype') {
    const nameLength = buffer.readUInt16LE(26);
    const extraLength = buffer.readUInt16LE(28);
    const size = buffer.readUInt32LE(18);
    const start = 30 + nameLength + extraLength;
    const declared = size <= 100 ? buffer.toString('latin1', start, start + size) : '';
    return [odtType, odsType, odpType].includes(declared) ? declared : null;
  }
  if (buffer.indexOf('[Content_Types].xml', 0, 'latin1') < 0 || buffer.indexOf('vbaProject.bin', 0, 'latin1') >= 0) return null;
  if (buffer.indexOf('word/document.xml', 0, 'latin1') >= 0) return docxType;
  if (buffer.indexOf('xl/workbook.xml', 0, 'latin1') >= 0) return xlsxType;
  if (buffer.indexOf('ppt/presentation.xml', 0, 'latin1') >= 0) return pptxType;
  return null;
};

/** Windows, ELF and Mach-O programs and Java classes: never stored, whatever the type says. */
const isProgram = (bytes: Uint8Array): boolean =>
  startsWith(bytes, 0x4d, 0x5a)
  || startsWith(bytes, 0x7f, 0x45, 0x4c, 0x46)
  || [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]]
    .some((magic) => startsWith(bytes, ...magic));

// What a browser sniffing the start of a file takes for HTML or XML (the WHATWG MIME sniffing patterns, and SVG), and
// markup that runs script wherever it stands in the first kilobyte.
const markupStart = /^(\ufeff)?[\t\n\f\r ]*<(!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg|object|embed)[\t\n\f\r >/]/i;
const markupStartOther = /^(\ufeff)?[\t\n\f\r ]*<(!--|\?xml)/i;
const activeMarkup = /<(script|iframe|svg|object|embed|html|body)[\t\n\f\r >/]/i;

/** Text a browser could take for HTML/XML, or a script with a #! line: never kept as a text file. */
const isMarkupOrScript = (text: string): boolean => {
  const head = text.slice(0, 1024);
  return head.startsWith('#!') || markupStart.test(head) || markupStartOther.test(head) || activeMarkup.test(head);
};

/**
 * The file's type from its content, never from what the browser declared: PDF, PNG, JPEG, GIF, an Office document
 * the ZIP's entries prove (OOXML without macros, OpenDocument), and plain UTF-8 text that is neither markup nor a
 * script. Anything else (a plain ZIP, a program, HTML, SVG) is null and refused. `_declared` is not trusted at all.
 */
export const sniffFileType = (bytes: Uint8Array, _declared?: string): string | null => {
  if (startsWith(bytes, 0x25, 0x50, 0x44, 0x46, 0x2d)) return pdfType;
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (startsWith(bytes, 0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return officeType(bytes);
  if (isProgram(bytes) || bytes.includes(0)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isMarkupOrScript(text) ? null : textType;
  } catch {
    return null;
  }
};

// Control characters (C0, DEL, C1), the bidirectional marks, embeddings, overrides and isolates that make
// "Lasku\u202Efdp.bat" show as "Laskutab.pdf", zero-width characters, line and paragraph separators, and a BOM.
// eslint-disable-next-line no-control-regex
const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** The file's own name without any path, control or bidirectional characters or surrounding blanks; at most 255 characters. */
export const cleanFileName = (name: string): string => {
  const base = (name.replace(hiddenCharacters, '').split(/[\\/]/).pop() ?? '').trim();
  return [...base].slice(0, 255).join('') || 'file';
};

/** The extension of a name, lower case ('' when it has none). */
const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Extensions a text file's name may not end in: programs, scripts and markup that a click would run or render. */
const activeExtensions = new Set([
  'bat', 'cmd', 'com', 'exe', 'msi', 'scr', 'pif', 'cpl', 'lnk', 'reg', 'url', 'inf', 'jar', 'js', 'mjs', 'cjs', 'jse', 'vb', 'vbs',
  'vbe', 'wsf', 'wsh', 'hta', 'ps1', 'psm1', 'sh', 'bash', 'py', 'pl', 'php', 'rb', 'html', 'htm', 'xhtml', 'shtml', 'svg', 'xml',
  'xsl', 'mht', 'mhtml', 'desktop', 'command', 'applescript',
]);

/**
 * The name the file is stored and downloaded under: cleaned (cleanFileName), and ending in an extension of the type
 * its content proved ("Lasku.pdf" stays, a PDF called "Lasku.exe" becomes "Lasku.exe.pdf", notes "muistio" become
 * "muistio.txt"), so no program opens it as something else.
 */
export const fileNameForType = (name: string, mime: string): string => {
  const clean = cleanFileName(name);
  const extensions = fileTypeExtensions[mime] ?? [];
  if (extensions.length === 0 || extensions.includes(extensionOf(clean))) return clean;
  const suffix = `.${extensions[0]!}`;
  return `${[...clean].slice(0, 255 - suffix.length).join('')}${suffix}`;
};

export interface CheckedFile {
  name: string;
  mime: string;
}

export const unsupportedFile = (): AppError =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF, images, Office documents and plain text can be attached', '/file');

/**
 * A file's type and stored name (issue 26): the type its content proves (sniffFileType), the name cleaned and given
 * that type's extension (fileNameForType). A text file named like a program, script or web page (.bat, .js, .html…)
 * is refused, whatever it holds: UNSUPPORTED_MEDIA_TYPE.
 */
export const checkFile = (name: string, bytes: Uint8Array): CheckedFile => {
  const mime = sniffFileType(bytes);
  if (!mime) throw unsupportedFile();
  if (mime === textType && activeExtensions.has(extensionOf(cleanFileName(name)))) throw unsupportedFile();
  return { name: fileNameForType(name, mime), mime };
};

export interface UploadedFile {
  name: string;
  mime: string;
  content: Uint8Array;
}

/**
 * A multipart form with one attachment in `file` and nothing else: refused when empty, larger than maxBytes, or of a
 * type its content does not prove (checkFile). The name is cleaned and its extension matches the type.
 */
export const readAttachment = async (c: Context, maxBytes: number): Promise<UploadedFile> => {
  const { file, fields } = await readFileForm(c);
  const extra = Object.keys(fields)[0];
  if (extra !== undefined) throw new AppError('VALIDATION_FAILED', `Unexpected field "${extra}"`, `/${extra}`);
  if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
  if (file.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxBytes / 1024 / 1024} MB`);
  const content = new Uint8Array(await file.arrayBuffer());
  return { ...checkFile(file.name, content), content };
};

/** Content-Disposition for a download: an ASCII fallback and the real name (RFC 6266 / 5987). */
export const attachmentHeader = (name: string): string => {
  const ascii = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};
