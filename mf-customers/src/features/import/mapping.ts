import {
  customerImportFields, customerImportMaxBytes, type CustomerImportField, type CustomerImportMapping, type CustomerImportPreview,
} from '@tunne/contracts';

export const importFields = customerImportFields;

/** What keeps a mapping from being sent: the service refuses the same things (IMPORT_MAPPING_INVALID). */
export interface MappingProblems {
  nameMissing: boolean;
  /** Fields chosen for more than one column. */
  repeated: CustomerImportField[];
}

export const mappingProblems = (mapping: CustomerImportMapping): MappingProblems => {
  const counts = new Map<CustomerImportField, number>();
  for (const field of Object.values(mapping)) if (field) counts.set(field, (counts.get(field) ?? 0) + 1);
  return {
    nameMissing: !counts.has('name'),
    repeated: [...counts].filter(([, count]) => count > 1).map(([field]) => field),
  };
};

export const mappingIsValid = (mapping: CustomerImportMapping): boolean => {
  const problems = mappingProblems(mapping);
  return !problems.nameMissing && problems.repeated.length === 0;
};

/** Sets one column's field; null leaves the column out. */
export const withColumn = (mapping: CustomerImportMapping, column: string, field: CustomerImportField | null): CustomerImportMapping => ({
  ...mapping,
  [column]: field,
});

/** The first few non-empty values of a column in the preview's sample rows. */
export const columnExamples = (preview: CustomerImportPreview, column: number, count = 3): string[] =>
  preview.sample.map((row) => (row[column] ?? '').trim()).filter(Boolean).slice(0, count);

const acceptedExtensions = ['csv', 'txt', 'xlsx'];

/** The file input's accept list: CSV (also as .txt) and XLSX. */
export const acceptedFiles = '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Checks the browser can make before uploading; the service checks the content itself and has the last word.
 * Returns the catalogue code the service would answer with, or null.
 */
export const fileProblem = (file: { name: string; size: number }): 'IMPORT_FILE_EMPTY' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | null => {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!acceptedExtensions.includes(extension)) return 'UNSUPPORTED_MEDIA_TYPE';
  if (file.size === 0) return 'IMPORT_FILE_EMPTY';
  if (file.size > customerImportMaxBytes) return 'PAYLOAD_TOO_LARGE';
  return null;
};

export const maxMegabytes = customerImportMaxBytes / 1024 / 1024;
