/** Test kit: ZIP archives and workbooks written by hand, including the ones no honest program writes. */
import { crc32, deflateRawSync } from 'node:zlib';
import { zipArchive } from '@tunne/platform/testing';

export interface ZipPart {
  name: string;
  data: string | Uint8Array;
  /** The uncompressed size the directory declares, when it should lie. */
  declaredSize?: number;
  /** Stored, not deflated. */
  store?: boolean;
}

export const zipBytes = (parts: readonly ZipPart[]): Uint8Array =>
  zipArchive(
    parts.map((part) => {
      const raw = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : Buffer.from(part.data);
      const data = part.store ? raw : deflateRawSync(raw, { level: 9 });
      return { name: part.name, data, size: raw.byteLength, crc: crc32(raw), declaredSize: part.declaredSize, stored: part.store };
    }),
  );

const relationship = (id: string, type: string, target: string) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;

export interface WorkbookParts {
  /** The first tab's sheet XML (the whole part, or just what goes inside <sheetData>). */
  sheet: string;
  sharedStrings?: string;
  styles?: string;
  /** Extra attributes of <workbookPr>, e.g. date1904="1". */
  workbookPr?: string;
  /** Lies about sizes, by part name. */
  declaredSizes?: Record<string, number>;
}

/** A minimal workbook around the first sheet's XML: the parts an XLSX reader needs, nothing more. */
export const workbookBytes = (parts: WorkbookParts): Uint8Array => {
  const sheet = parts.sheet.startsWith('<?xml') || parts.sheet.startsWith('<worksheet')
    ? parts.sheet
    : `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.sheet}</sheetData></worksheet>`;
  const files: ZipPart[] = [
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: '_rels/.rels', data: `<Relationships>${relationship('rId1', 'officeDocument', 'xl/workbook.xml')}</Relationships>` },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><workbookPr ${parts.workbookPr ?? ''}/>`
        + '<sheets><sheet name="Asiakkaat" sheetId="1" r:id="rId2"/><sheet name="Muut" sheetId="2" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships>${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}${relationship('rId2', 'worksheet', 'worksheets/sheet2.xml')}`
        + `${relationship('rId3', 'sharedStrings', 'sharedStrings.xml')}${relationship('rId4', 'styles', '/xl/styles.xml')}</Relationships>`,
    },
    // The first tab is sheet2.xml: the reader must follow the workbook's order, not the part names.
    { name: 'xl/worksheets/sheet1.xml', data: '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>not this tab</t></is></c></row></sheetData></worksheet>' },
    { name: 'xl/worksheets/sheet2.xml', data: sheet },
  ];
  if (parts.sharedStrings !== undefined) files.push({ name: 'xl/sharedStrings.xml', data: parts.sharedStrings });
  if (parts.styles !== undefined) files.push({ name: 'xl/styles.xml', data: parts.styles });
  return zipBytes(files.map((file) => ({ ...file, declaredSize: parts.declaredSizes?.[file.name] })));
};

/** Sheet XML of `rows` rows of `columns` cells each, all empty (self-closing `<c/>`), as bombs are made. */
export const emptyCells = (rows: number, columns: number): string => {
  const row = `<row>${'<c/>'.repeat(columns)}</row>`;
  return row.repeat(rows);
};
