import { logoLimits } from '@tunne/contracts';

export type LogoFileProblem = 'type' | 'size';

/**
 * What the browser can tell before uploading: the type the file claims and its size. The service checks the content
 * itself (real PNG/JPEG/SVG, no scripts in an SVG, pixel limits) and answers IMAGE_UNSUPPORTED otherwise.
 */
export const logoFileProblem = (file: Pick<File, 'type' | 'size'>): LogoFileProblem | null => {
  if (!(logoLimits.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > logoLimits.maxBytes) return 'size';
  return null;
};

export const logoMaxKilobytes = Math.round(logoLimits.maxBytes / 1024);
