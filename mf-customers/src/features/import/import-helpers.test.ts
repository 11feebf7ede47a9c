import { describe, expect, it } from 'vitest';
import type { CustomerImportPreview } from '@tunne/contracts';
import { columnExamples, fileProblem, mappingIsValid, mappingProblems, withColumn } from './mapping.ts';
import { isProgressLine, overallPercent } from './progress.ts';
import { rowErrorKey } from './row-error-text.ts';

describe('import progress', () => {
  it('spans the three phases over one bar', () => {
    expect(overallPercent(null)).toBe(0);
    expect(overallPercent({ phase: 'validate', progress: 500, total: 1000 })).toBe(15);
    expect(overallPercent({ phase: 'duplicates', progress: 1000, total: 1000 })).toBe(60);
    expect(overallPercent({ phase: 'insert', progress: 0, total: 0 })).toBe(100);
    expect(overallPercent({ phase: 'insert', progress: 2500, total: 10_000 })).toBe(70);
    expect(isProgressLine({ phase: 'insert', progress: 1, total: 1 })).toBe(true);
    expect(isProgressLine({ status: true, data: null, errors: [] })).toBe(false);
  });
});

describe('import mapping', () => {
  const preview: CustomerImportPreview = {
    format: 'csv',
    columns: ['Nimi', 'Y-tunnus', 'Muu'],
    sample: [['Ä Oy', '', 'x'], ['Ö Oy', '1234567-8', ''], ['Å Ab', '', ''], ['D Oy', '', '']],
    rows: 4,
    suggested_mapping: { Nimi: 'name', 'Y-tunnus': 'businessid', Muu: null },
  };

  it('needs the name once and each field at most once', () => {
    expect(mappingIsValid(preview.suggested_mapping)).toBe(true);
    expect(mappingProblems(withColumn(preview.suggested_mapping, 'Nimi', null))).toEqual({ nameMissing: true, repeated: [] });
    expect(mappingProblems(withColumn(preview.suggested_mapping, 'Muu', 'businessid'))).toEqual({ nameMissing: false, repeated: ['businessid'] });
  });

  it('shows the first non-empty examples of a column', () => {
    expect(columnExamples(preview, 0)).toEqual(['Ä Oy', 'Ö Oy', 'Å Ab']);
    expect(columnExamples(preview, 1)).toEqual(['1234567-8']);
    expect(columnExamples(preview, 2, 5)).toEqual(['x']);
  });

  it('checks the file before uploading it', () => {
    expect(fileProblem({ name: 'asiakkaat.CSV', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'asiakkaat.xlsx', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'asiakkaat.xls', size: 10 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(fileProblem({ name: 'asiakkaat', size: 10 })).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(fileProblem({ name: 'tyhjä.csv', size: 0 })).toBe('IMPORT_FILE_EMPTY');
    expect(fileProblem({ name: 'iso.csv', size: 21 * 1024 * 1024 })).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('row error texts', () => {
  it('names the earlier row or the existing customers of a duplicate, and has own texts for the row codes', () => {
    expect(rowErrorKey({ row: 3, code: 'DUPLICATE_CUSTOMER', message: 'x', same_as_row: 1 })).toEqual({ key: 'import.rowError.DUPLICATE_ROW', values: { row: 1 } });
    expect(rowErrorKey({ row: 3, code: 'DUPLICATE_CUSTOMER', message: 'x', existing: ['A Oy', 'B Oy'] })).toEqual({
      key: 'import.rowError.DUPLICATE_EXISTING',
      values: { names: 'A Oy, B Oy' },
    });
    expect(rowErrorKey({ row: 1, code: 'IMPORT_UNKNOWN_COUNTRY', message: 'x', value: 'Atlantis' })?.key).toBe('import.rowError.IMPORT_UNKNOWN_COUNTRY');
    expect(rowErrorKey({ row: 1, code: 'SOMETHING_NEW' as never, message: 'x' })).toBeNull();
  });
});
