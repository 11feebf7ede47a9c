/**
 * The HTML part of a mail (issue 26): the plain text as it is, laid out in the sender's look (logo, accent colour) and
 * marked with the recipient's language. Built from the plain text so both parts always say the same thing and a new
 * line in a text (a link, a note) reaches the HTML part without a second template. Everything interpolated is
 * escaped; a line that is only an http(s) address becomes a button.
 */
export interface MailLook {
  /** #rrggbb; anything else falls back to the product's own. */
  color?: string | null;
  /** An absolute http(s) address of the logo; null or absent: the sender's name as the header. */
  logoUrl?: string | null;
  /** The sender's name (the header's text and the logo's alternative text). */
  sender: string;
  /** The language code of the text (BCP 47: fi, en, sv, nb, da). */
  lang: string;
}

export const defaultMailColor = '#1f4e79';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and quoted attributes. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => escapes[c]!);

const isLinkLine = (line: string): boolean => /^https?:\/\/[^\s<>"']+$/.test(line.trim());

const colorOf = (color: string | null | undefined): string => (color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : defaultMailColor);

/** The signature separator mail clients fold ("-- " on its own line): what follows is shown muted. */
const signatureSeparator = /\n-- \n/;

const paragraphs = (text: string, color: string): string =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.length === 1 && isLinkLine(lines[0]!)) {
        const href = escapeHtml(lines[0]!.trim());
        return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${color};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${href}</a></p>`;
      }
      return `<p style="margin:0 0 16px 0">${lines.map(escapeHtml).join('<br>')}</p>`;
    })
    .join('\n');

/** The HTML part for a mail's plain text. */
export const htmlFromText = (text: string, look: MailLook): string => {
  const color = colorOf(look.color);
  const [body = '', signature] = text.split(signatureSeparator);
  const header = look.logoUrl && /^https?:\/\//.test(look.logoUrl)
    ? `<img src="${escapeHtml(look.logoUrl)}" alt="${escapeHtml(look.sender)}" style="max-height:48px;max-width:240px;border:0">`
    : `<span style="font-size:18px;font-weight:bold;color:${color}">${escapeHtml(look.sender)}</span>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(look.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">',
    `<div style="border-top:4px solid ${color};background:#ffffff;padding:24px">`,
    `<div style="margin-bottom:24px">${header}</div>`,
    paragraphs(body, color),
    ...(signature?.trim() ? [`<div style="margin-top:24px;padding-top:16px;border-top:1px solid #dddddd;color:#555555;font-size:14px">${paragraphs(signature, color)}</div>`] : []),
    '</div></div></body></html>',
  ].join('\n');
};
