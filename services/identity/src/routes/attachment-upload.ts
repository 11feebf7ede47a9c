import type { Context } from 'hono';
import { Type } from '@sinclair/typebox';
import { attachmentLimits } from '@tunne/contracts';
import { AppError, check, cleanFileName, readFileForm, sniffFileType } from '@tunne/platform';
import type { NewAttachment } from '../repo/attachments.ts';

/** The text fields beside the file: a missing name is the file's own name, a blank one MISSING_NAME. */
const UploadFields = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 200 })), description: Type.Optional(Type.String({ maxLength: 2000 })) },
  { $id: 'AttachmentUploadFields', additionalProperties: false },
);

const startsWith = (bytes: Uint8Array, ...prefix: number[]): boolean => prefix.every((byte, i) => bytes[i] === byte);

/** Windows, ELF and Mach-O programs, Java classes and scripts with a #! line: never stored, whatever the type says. */
const isExecutable = (bytes: Uint8Array): boolean =>
  startsWith(bytes, 0x4d, 0x5a)
  || startsWith(bytes, 0x7f, 0x45, 0x4c, 0x46)
  || [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe], [0xca, 0xfe, 0xba, 0xbe]]
    .some((magic) => startsWith(bytes, ...magic))
  || startsWith(bytes, 0x23, 0x21);

// What a browser sniffing the start of a file takes for HTML or XML (the WHATWG MIME sniffing patterns, and SVG), and
// markup that runs script wherever it stands in the first kilobyte.
const markupStart = /^(\ufeff)?[\t\n\f\r ]*<(!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|svg|object|embed)[\t\n\f\r >/]/i;
const markupStartOther = /^(\ufeff)?[\t\n\f\r ]*<(!--|\?xml)/i;
const activeMarkup = /<(script|iframe|svg|object|embed|html|body)[\t\n\f\r >/]/i;

const isMarkup = (bytes: Uint8Array): boolean => {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 1024));
  return markupStart.test(head) || markupStartOther.test(head) || activeMarkup.test(head);
};

/**
 * An attachment upload (multipart: file, name, description; spec §7): refused when empty or over attachmentLimits, an
 * executable or HTML/SVG/XML markup whatever its name or declared type, or of a type its content does not prove (the
 * platform's sniffFileType: PDF, images, Office documents, plain text). The stored type is the one the content proves,
 * never the one the browser declared.
 */
export const readAttachmentUpload = async (c: Context): Promise<NewAttachment> => {
  const { file, fields } = await readFileForm(c);
  const values = check(UploadFields, fields);
  const name = values.name === undefined ? null : values.name.trim();
  if (name === '') throw new AppError('MISSING_NAME', 'name must not be blank', '/name');
  if (file.size === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty', '/file');
  if (file.size > attachmentLimits.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${attachmentLimits.maxBytes / 1024 / 1024} MB`);
  }
  const content = new Uint8Array(await file.arrayBuffer());
  const sniffed = isExecutable(content) ? null : sniffFileType(content, file.type);
  // Only text can be taken for markup: a PDF's or an image's bytes are served as what they are.
  const mime = sniffed?.startsWith('text/') && isMarkup(content) ? null : sniffed;
  if (!mime) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PDF, images, Office documents and plain text can be attached', '/file');
  const filename = cleanFileName(file.name);
  return {
    name: name ?? [...filename].slice(0, 200).join(''),
    description: values.description?.trim() || null,
    file: { name: filename, mime, content },
  };
};
