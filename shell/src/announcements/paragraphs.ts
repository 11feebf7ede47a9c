/** An announcement's plain-text body as paragraphs: blank lines part them; single line breaks stay inside one. */
export const paragraphs = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
