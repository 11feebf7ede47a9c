import { avatarLimits } from '@tunne/contracts';

export type AvatarFileProblem = 'missing' | 'type' | 'size';

/** The avatar size limit in whole megabytes, for the texts. */
export const avatarMaxMegabytes = Math.floor(avatarLimits.maxBytes / (1024 * 1024));

/**
 * What is wrong with a chosen avatar before it is sent (the service judges the content again): none chosen, not a PNG
 * or JPEG, or larger than the limit. null: it may be sent.
 */
export const avatarFileProblem = (file: Pick<File, 'type' | 'size'> | null | undefined): AvatarFileProblem | null => {
  if (!file) return 'missing';
  if (!(avatarLimits.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0 || file.size > avatarLimits.maxBytes) return 'size';
  return null;
};
