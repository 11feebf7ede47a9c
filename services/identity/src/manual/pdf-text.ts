import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The text a PDF's pages draw with the standard fonts, page by page (`<hex> Tj` operators in the decompressed content
 * streams, read as Latin-1: enough for Finnish, Swedish and English letters): what the tests read to check the manual says what the guide says.
 */
export const pdfPageTexts = async (bytes: Uint8Array): Promise<string[]> => {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .flatMap((operators) => [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
      .map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))
      .join('\n');
  });
};
