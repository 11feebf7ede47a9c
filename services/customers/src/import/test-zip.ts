/** Test kit: ZIP archives and workbooks written by hand, including the ones no honest program writes. */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: string | Uint8Array;
  /** The uncompressed size the directory declares, when it should lie. */
  declaredSize?: number;
  /** Stored, not deflated. */
  store?: boolean;
}

export const zipBytes = (parts: readonly ZipPart[]): Uint8Array => {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = typeof part.data === 'string' ? Buffer.from(part.data, 'utf8') : Buffer.from(part.data);
    const data = part.store ? raw : deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? raw.byteLength;
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(part.store ? 0 : 8, at + 4);
      header.writeUInt32LE(crc32(raw), at + 10);
      header.writeUInt32LE(data.byteLength, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.byteLength, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    common(central, 6);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, data);
    directory.push(central, name);
    offset += local.byteLength + name.byteLength + data.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directoryBytes, end]));
};

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
