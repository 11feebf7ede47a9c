/**
 * Importing customers from a CSV or XLSX file (issue #3): a preview call, then the import itself.
 * Both take `multipart/form-data` with the file in `file`; the format is recognised from the content.
 *
 * A file refused as a whole: UNSUPPORTED_MEDIA_TYPE (415, not CSV or XLSX by its content), PAYLOAD_TOO_LARGE
 * (413, over customerImportMaxBytes), IMPORT_FILE_EMPTY, IMPORT_FILE_UNREADABLE (a broken CSV),
 * IMPORT_TOO_MANY_ROWS, IMPORT_MAPPING_INVALID (400). Row errors (CustomerImportRowError) carry MISSING_NAME,
 * INVALID_EMAIL, INVALID_BUSINESSID, INVALID_SSN, IMPORT_UNKNOWN_TYPE, IMPORT_UNKNOWN_COUNTRY,
 * VALIDATION_FAILED (a value the field does not take) or DUPLICATE_CUSTOMER.
 */
import { Type, type Static } from '@sinclair/typebox';
import type { ErrorCode } from './errors.ts';
import { customerBasicFields, customerTypes } from './customers.ts';

export const customerImportFormats = ['csv', 'xlsx'] as const;
export type CustomerImportFormat = (typeof customerImportFormats)[number];

/** Largest accepted upload, in bytes (the route's own body limit). */
export const customerImportMaxBytes = 20 * 1024 * 1024;
/** Data rows (the header row not counted) one import may hold. */
export const customerImportMaxRows = 100_000;
/** Data rows the preview returns. */
export const customerImportSampleRows = 20;

/** Customer fields a file column can be mapped to: the card's basic data, the type and the domain. */
export const customerImportFields = ['type', ...customerBasicFields, 'domain'] as const;
export type CustomerImportField = (typeof customerImportFields)[number];

/** File column (header text) -> field; null or absent = the column is not imported. */
export type CustomerImportMapping = Record<string, CustomerImportField | null>;

/** Answer of POST /api/v2.5/user/customers/import/preview. */
export interface CustomerImportPreview {
  format: CustomerImportFormat;
  /**
   * The header row. An empty header becomes `Column N` and a repeated one `Name (2)`, so every column has a
   * unique name to map.
   */
  columns: string[];
  /** The first data rows, as text, one cell per column. */
  sample: string[][];
  /** Number of data rows (empty rows are not counted). */
  rows: number;
  /** Guessed from the header names (fi, en, sv); null where nothing fits. */
  suggested_mapping: CustomerImportMapping;
}

/**
 * The form fields of POST /api/v2.5/user/customers/import besides `file` (multipart sends them as text):
 * `mapping` is JSON; without it the suggested mapping is used.
 */
export const CustomerImportOptions = Type.Object(
  {
    mapping: Type.Optional(Type.Record(Type.String(), Type.Union([...customerImportFields.map((f) => Type.Literal(f)), Type.Null()]))),
    /** The type of rows without a type column or with an empty type cell. */
    type_default: Type.Optional(Type.Union(customerTypes.map((t) => Type.Literal(t)))),
    /** Skip rows that duplicate an existing customer or an earlier row instead of failing on them. */
    skip_duplicates: Type.Optional(Type.Boolean()),
    /** Validate only; nothing is written. */
    dry_run: Type.Optional(Type.Boolean()),
  },
  { $id: 'CustomerImportOptions', additionalProperties: false },
);
export type CustomerImportOptions = Static<typeof CustomerImportOptions>;

/** A problem on one data row. */
export interface CustomerImportRowError {
  /** 1-based data row (the first row after the header is 1; empty rows are not counted). */
  row: number;
  /** The file column the problem is in, when it is in one. */
  column?: string;
  code: ErrorCode;
  message: string;
  /** The cell text that was refused (type, country, invalid values), for the UI's localised message. */
  value?: string;
  /** A duplicate within the file: the earlier row it repeats. */
  same_as_row?: number;
  /** A duplicate of existing customers: their names (at most three). */
  existing?: string[];
}

/**
 * Result of an import. When any row has an error (and it is not a dry run) nothing is written: status false,
 * 400 VALIDATION_FAILED, this object as data with `imported: 0`.
 */
export interface CustomerImportResult {
  /** Rows written; on a dry run the rows that passed every check (what would be written without the errors). */
  imported: number;
  /** Duplicates left out because of skip_duplicates. */
  skipped: number;
  /** Sorted by row; at most the first 1,000. */
  errors: CustomerImportRowError[];
  /** All errors found, also those beyond the listed ones. */
  error_count: number;
  dry_run: boolean;
}

/**
 * With `Accept: application/x-ndjson` the import answers with lines of JSON: progress lines while it validates
 * and writes, then one line holding the usual envelope.
 */
export interface CustomerImportProgress {
  /** Each phase counts from 0 to its own total: rows checked, rows compared with the register, rows written. */
  phase: 'validate' | 'duplicates' | 'insert';
  progress: number;
  total: number;
}
