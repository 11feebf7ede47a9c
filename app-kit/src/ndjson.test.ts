// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson.ts';

const streamOf = (chunks: string[]): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

describe('readNdjson', () => {
  it('parses lines split across chunks, multi-byte characters included, and a last line without newline', async () => {
    const lines: unknown[] = [];
    const text = '{"phase":"validate","progress":1,"total":2}\n\n{"status":true,"data":{"name":"Ääkkönen Åsa"}}';
    const bytes = new TextEncoder().encode(text);
    // Cut inside the two bytes of 'Ä' on purpose.
    const cut = new TextEncoder().encode(text.slice(0, text.indexOf('Ä'))).length + 1;
    await readNdjson(
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.slice(0, 10));
          controller.enqueue(bytes.slice(10, cut));
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      }),
      (line) => lines.push(line),
    );
    expect(lines).toEqual([{ phase: 'validate', progress: 1, total: 2 }, { status: true, data: { name: 'Ääkkönen Åsa' } }]);
  });

  it('fails on a cut line', async () => {
    await expect(readNdjson(streamOf(['{"phase":"val']), () => undefined)).rejects.toThrow();
  });
});
