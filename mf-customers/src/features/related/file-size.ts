import { todoFileMaxBytes } from '@tunne/contracts';

export const todoFileMaxMegabytes = todoFileMaxBytes / (1024 * 1024);

/** Files the service would refuse for their size (checked before upload, so the user hears which one). */
export const tooLarge = (files: readonly File[]): File[] => files.filter((file) => file.size > todoFileMaxBytes);
