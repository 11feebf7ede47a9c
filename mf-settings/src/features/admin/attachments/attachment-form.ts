import { schemaResolver } from '@tunne/app-kit';
import { AttachmentEditBody, attachmentLimits, type Attachment } from '@tunne/contracts';

export interface AttachmentValues {
  name: string;
  description: string;
}

export const attachmentValues = (row: Attachment | null): AttachmentValues => ({ name: row?.name ?? '', description: row?.description ?? '' });

export const attachmentBody = (values: AttachmentValues): AttachmentEditBody => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
});

export const attachmentResolver = () => schemaResolver<AttachmentValues, AttachmentEditBody>(AttachmentEditBody, { toBody: attachmentBody });

/** A file the service would refuse for its size, before it is sent (the service checks the content itself). */
export const fileTooLarge = (file: File): boolean => file.size > attachmentLimits.maxBytes;

/** The file's name without its extension, as a first name for the attachment. */
export const nameFromFile = (filename: string): string => filename.replace(/\.[^.]+$/, '').slice(0, 200);
