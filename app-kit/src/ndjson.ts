/**
 * Reads a stream of JSON lines (application/x-ndjson), calling `onLine` with each parsed line as soon as it
 * is complete; a line split across chunks is joined first. Blank lines are skipped.
 */
export const readNdjson = async (body: ReadableStream<Uint8Array>, onLine: (value: unknown) => void): Promise<void> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const flush = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) onLine(JSON.parse(trimmed) as unknown);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      flush(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  }
  flush(buffer + decoder.decode());
};
