/**
 * The error catalogue (spec §8). Every error a service returns carries one of these codes;
 * the HTTP status is decided here once, and the UI maps the code to a localised message.
 */
export const errorStatus = {
  // General
  DATABASE_ERROR: 500,
  INTERNAL_ERROR: 500,
  NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  NOT_LOGGED_IN: 401,
  TOKEN_CLAIMS_MISSING: 401,
  UNKNOWN_USER: 401,
  TOKEN_EXPIRED: 403,
  INVALID_PASSWORD: 400,
  USER_NOT_ACTIVE: 403,
  ORGANISATION_NOT_ACTIVE: 403,
  ORGANISATION_MISMATCH: 404,
  FORBIDDEN: 403,
  RESTRICTED_ACCESS: 404,
  RATE_LIMITED: 429,
  // Input
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_ID: 400,
  INVALID_ORGANISATION_ID: 400,
  MISSING_EMAIL: 400,
  INVALID_EMAIL: 400,
  MISSING_NAME: 400,
  MISSING_TEL: 400,
  MISSING_LANGUAGE: 400,
  INVALID_LANGUAGE: 400,
  // Sending
  EMAIL_SEND_FAILED: 502,
  // Login
  LOGIN_FAILED: 400,
  PASSWORD_MISSING: 400,
  INVALID_ACCESS_CODE: 400,
  ACCESS_CODE_SMS_FAILED: 502,
  UI_LOGIN_DISABLED: 403,
  // Password and user
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_WEAK: 400,
  PASSWORD_SAME_AS_BEFORE: 400,
  RESET_TOKEN_INVALID: 400,
  EMAIL_RESERVED: 409,
  USER_NOT_FOUND: 404,
  // Customers and related records
  DUPLICATE_CUSTOMER: 409,
  IDENTIFIER_CHANGE_UNCONFIRMED: 409,
  INVALID_BUSINESSID: 400,
  INVALID_SSN: 400,
  MISSING_BUSINESSID_OR_SSN: 400,
  MONITORING_ON: 409,
  NOT_ARCHIVED: 409,
  RESTORE_EXPIRED: 409,
  OWNER_ID_MISSING: 400,
  OWNER_HAS_SUBOWNERS: 409,
  PEP_DETAILS_MISSING: 400,
  RESPONSIBLE_USER_INVALID: 400,
  INVALID_IBAN: 400,
  INVALID_BIC: 400,
  INVALID_ROLE: 400,
  INVALID_VALID_AT: 400,
  INVALID_REMOVES_AT: 400,
  TAG_NAME_RESERVED: 409,
  // Leads
  LEAD_ALREADY_CONVERTED: 409,
  // Customer import (a file is refused as a whole, or a row has a problem)
  IMPORT_FILE_EMPTY: 400,
  IMPORT_FILE_UNREADABLE: 400,
  IMPORT_TOO_MANY_ROWS: 400,
  IMPORT_MAPPING_INVALID: 400,
  IMPORT_UNKNOWN_TYPE: 400,
  IMPORT_UNKNOWN_COUNTRY: 400,
  // Screening and alerts
  MISSING_TEXT: 400,
  ALERT_NOT_SILENCED: 409,
  LISTS_NOT_LOADED: 503,
  LIST_FORMAT_INVALID: 400,
  INVALID_TEAM: 400,
  // Risk: questions, answers, assessments, settings
  RISKQUESTION_TYPE_CHANGE_UNCONFIRMED: 409,
  RISKQUESTION_CONDITION_INVALID: 400,
  RISKQUESTION_OPTIONS_MISSING: 400,
  RISKQUESTION_HAS_DEPENDANTS: 409,
  RISKQUESTION_ORDER_MISMATCH: 400,
  RISK_ANSWER_UNKNOWN_QUESTION: 400,
  RISK_ANSWER_INVALID: 400,
  RISK_ANSWER_MANDATORY: 400,
  RISK_DESCRIPTION_MANDATORY: 400,
  RISK_LIMITS_INVALID: 400,
  COUNTRY_LIST_INVALID: 400,
  CODE_LIST_INVALID: 400,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export interface ApiError {
  code: ErrorCode | string;
  message: string;
  /** JSON pointer of the offending field, for validation errors. */
  field?: string;
}

/** The response envelope of every call (spec §7). */
export interface Envelope<T> {
  status: boolean;
  data: T | null;
  errors: ApiError[];
}

export const isErrorCode = (value: string): value is ErrorCode => value in errorStatus;
