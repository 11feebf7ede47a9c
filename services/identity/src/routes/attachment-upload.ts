import type { Context } from 'hono';
import { Type } from '@sinclair/typebox';
import { attachmentLimits } from '@tunne/contracts';
import { AppError, check, checkFile, readFileForm } from '@tunne/platform';
import type { NewAttachment } from '../repo/attachments.ts';

/** The text fields beside the file: a missing name is the file's own name, a blank one MISSING_NAME. */
const UploadFields = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 200 })), description: Type.Optional(Type.String({ maxLength: 2000 })) },
  { $id: 'AttachmentUploadFields', additionalProperties: false },
);

/**
 * An attachment upload (multipart: file, name, description; spec §7): refused when empty or over attachmentLimits, an
 * executable or HTML/SVG/XML markup whatever its name or declared type, or of a type its content does not prove (the
 * platform's checkFile: PDF, images, Office documents, plain text; the file's name gets the type's extension). The
 * stored type is the one the content proves, never the one the browser declared.
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
  const { name: filename, mime } = checkFile(file.name, content);
  return {
    name: name ?? [...filename].slice(0, 200).join(''),
    description: values.description?.trim() || null,
    file: { name: filename, mime, content },
  };
};
