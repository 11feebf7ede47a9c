import { schemaResolver } from '@tunne/app-kit';
import { EddBody, EddLiftBody, FreezeNotificationBody, eddFileMaxBytes, freezeDefaultAuthority, type CustomerEdd } from '@tunne/contracts';

export const eddFields = ['purpose', 'source_of_funds', 'source_of_wealth'] as const;
export type EddField = (typeof eddFields)[number];

/** The three answers as the textareas hold them. */
export type EddFormValues = Record<EddField, string>;

export const eddFormValues = (edd: CustomerEdd | null): EddFormValues => ({
  purpose: edd?.purpose ?? '',
  source_of_funds: edd?.source_of_funds ?? '',
  source_of_wealth: edd?.source_of_wealth ?? '',
});

/** What PUT …/edd gets: the trimmed answers and the revision the user started from (0 before any). */
export const eddBody = (values: EddFormValues, revision: number): EddBody => ({
  purpose: values.purpose.trim(),
  source_of_funds: values.source_of_funds.trim(),
  source_of_wealth: values.source_of_wealth.trim(),
  revision,
});

/** The service's EddBody applied to what the form would send (each answer needed, with its length limit). */
export const eddResolver = (revision: () => number) =>
  schemaResolver<EddFormValues, EddBody>(EddBody, { toBody: (values) => eddBody(values, revision()) });

/** A reason for a refusal or for lifting a freeze: the same text rules in EddRefuseBody and EddLiftBody. */
export interface ReasonValues {
  reason: string;
}
export const reasonResolver = () => schemaResolver<ReasonValues, EddLiftBody>(EddLiftBody, { toBody: ({ reason }) => ({ reason: reason.trim() }) });
export const reasonMaxLength = EddLiftBody.properties.reason.maxLength ?? 2000;

export const eddFileMaxMegabytes = eddFileMaxBytes / (1024 * 1024);

/** Files the service would refuse for their size (checked before upload, so the user hears which one). */
export const tooLargeFiles = (files: readonly File[]): File[] => files.filter((file) => file.size > eddFileMaxBytes);

/** What the file picker offers: the types the service keeps (PDF, images, Office/OpenDocument, plain text). */
export const eddFileAccept = [
  'application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain', '.pdf', '.png', '.jpg', '.jpeg', '.gif', '.txt',
  '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp',
].join(',');


/** The freeze's notification to the authority as the dialog holds it (issue 25 §1). */
export interface NotificationValues {
  authority: string;
  /** YYYY-MM-DD, as the date input gives it. */
  notified_on: string;
  reference: string;
}

export const notificationDefaults = (today: string): NotificationValues => ({ authority: freezeDefaultAuthority, notified_on: today, reference: '' });

export const notificationBody = (values: NotificationValues): FreezeNotificationBody => ({
  authority: values.authority.trim() || freezeDefaultAuthority,
  notified_on: values.notified_on,
  reference: values.reference.trim(),
});

/** FreezeNotificationBody applied to the form; a day after `today` is refused as the service would. */
export const notificationResolver = (today: () => string) =>
  schemaResolver<NotificationValues, FreezeNotificationBody>(FreezeNotificationBody, {
    toBody: notificationBody,
    refine: (body) => ({ notified_on: body.notified_on && body.notified_on > today() ? 'future' : undefined }),
  });
