import { AppError } from '@tunne/platform';

/**
 * Text that a browser would render as a page or an image (HTML, SVG, XML): refused even as text/plain, so that no file
 * of an outbound item can carry script, whatever headers it is later served with.
 */
const markup = /^\s*<(?:!doctype|html|svg|\?xml|head|body|script|iframe|object|embed)\b|<(?:script|svg|iframe|html)\b/i;

export const assertNotMarkup = (mime: string, content: Uint8Array): void => {
  if (!mime.startsWith('text/')) return;
  const start = new TextDecoder('utf-8').decode(content.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
  if (markup.test(start)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Web pages and images as markup cannot be attached', '/file');
};
