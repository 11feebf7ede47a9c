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
  RETENTION_REASON_MISSING: 400,
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
  SILENCE_PENDING: 409,
  NO_PENDING_SILENCE: 409,
  FOUR_EYES_SAME_USER: 409,
  // Issue 25 §3: only an admin of senior management approves a disposition; switching four-eyes off needs a second admin
  FOUR_EYES_NOT_SENIOR_MANAGEMENT: 403,
  FOUR_EYES_OFF_NOT_PENDING: 409,
  ALERT_CLOSED: 409,
  EVALUATION_TOO_LONG: 400,
  SANCTIONS_CHECK_PENDING: 409,
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
  // Review cycle (issue #11 §5): the KYC clock
  KYCCLOCK_OFF_ADMIN_ONLY: 403,
  KYCCLOCK_OFF_REASON_REQUIRED: 400,
  KYCCLOCK_ALARM_TOO_LATE: 400,
  // Issue 25 §7: a HIGH or EDD customer's review cycle cannot be stopped
  KYCCLOCK_OFF_HIGH_RISK: 409,
  // Issue 25 §8: a PEP's function comes from the organisation's PEP function list
  PEP_FUNCTION_UNKNOWN: 400,
  PEP_FUNCTION_NAME_TAKEN: 409,
  // Enhanced due diligence and freezing (issue #11 §2)
  EDD_CHANGED: 409,
  EDD_NOT_PENDING: 409,
  EDD_SAME_USER: 409,
  EDD_NOT_FROZEN: 409,
  EDD_TOO_MANY_FILES: 400,
  // Issue 25 §3: an approval needs the documents or a waiver; only senior management decides; nothing is sent while
  // EDD is required or refused; a trigger's removal waits for approval; an organisation's EU list may only add.
  EDD_DOCUMENTS_MISSING: 409,
  EDD_NOT_SENIOR_MANAGEMENT: 403,
  EDD_NOT_APPROVED: 409,
  EDD_REMOVAL_NOT_PENDING: 409,
  EU_LIST_WEAKENED: 409,
  EU_LIST_BACKDATED: 400,
  EU_LIST_NOT_PENDING: 409,
  EU_LIST_SAME_USER: 409,
  RISKQUESTION_PEP_TYPE: 400,
  CUSTOMER_FROZEN: 409,
  // Issue 25 §1: lifting a freeze needs a second admin
  FREEZE_LIFT_PENDING: 409,
  FREEZE_LIFT_NOT_PENDING: 409,
  FREEZE_LIFT_SAME_USER: 409,
  FREEZE_NOTIFIED_IN_FUTURE: 400,
  // Issue 25 §3/§5: lowering the organisation's minimum eID level needs a second admin
  EID_LEVEL_APPROVAL_REQUIRED: 409,
  EID_LEVEL_NOT_LOWER: 409,
  EID_LEVEL_CHANGE_PENDING: 409,
  EID_LEVEL_NOT_PENDING: 409,
  EID_LEVEL_SAME_USER: 409,
  // Security: forced password change, second factor, SMS availability, import bombs
  PASSWORD_CHANGE_REQUIRED: 403,
  SECOND_FACTOR_SETUP_REQUIRED: 403,
  INVALID_TOTP_CODE: 400,
  TOTP_ALREADY_ENABLED: 409,
  TOTP_NOT_ENABLED: 409,
  SMS_LOGIN_UNAVAILABLE: 503,
  IMPORT_FILE_TOO_LARGE: 413,
  // Outbound items (issue 13, outbound-core): staff requests and letters and the recipient's links
  LINK_INVALID: 404,
  LINK_EXPIRED: 410,
  LINK_ALREADY_ANSWERED: 410,
  LINK_CODE_REQUIRED: 403,
  LINK_CODE_INVALID: 400,
  REQUEST_ASKS_NOTHING: 400,
  REQUEST_NO_OWNERS: 400,
  REQUEST_ANSWER_INCOMPLETE: 400,
  ALREADY_SENT: 409,
  ALREADY_ANSWERED: 409,
  ALREADY_OPENED: 409,
  NOT_AWAITING_APPROVAL: 409,
  // Issue 25 §6: a completed identification's filled document metadata changes only as an amendment with a reason
  METADATA_AMENDMENT_REASON_REQUIRED: 409,
  TODO_HAS_FILES: 409,
  LEAD_HAS_ALERTS: 403,
  ANSWER_NOT_ALLOWED: 403,
  TOO_MANY_FILES: 400,
  INVALID_SEND_AT: 400,
  SMS_UNAVAILABLE: 503,
  // Identifications and e-signatures (issue 14; spec §8 Identification, Archive and signatures, State errors)
  ALREADY_IDENTIFIED: 409,
  ALREADY_SIGNED: 409,
  EID_INVALID: 400,
  EID_METHOD_UNAVAILABLE: 400,
  EID_PROCESSING: 502,
  IDENTIFICATION_DATA_MISSING: 400,
  NO_EID_METHODS: 400,
  ESIGNATURE_NO_SIGNATORIES: 400,
  ESIGNATURE_NO_FILES: 400,
  ESIGNATURE_INVALID_STATUS: 409,
  ESIGNATURE_PAUSED: 409,
  NOT_YOUR_TURN: 409,
  UNSUPPORTED_FILE: 415,
  IMAGE_UNSUPPORTED: 415,
  // Settings and administration (issue 15)
  LAST_ADMIN: 409,
  OWN_ADMIN_FLAG: 409,
  INVALID_COLOR: 400,
  TEAM_NOT_FOUND: 404,
  SSN_CONFLICT_NONE: 409,
  // Identification strength (issue 25 §5)
  MISMATCH_NONE: 409,
  MISMATCH_UNDECIDED: 409,
  DOCUMENT_NOT_VERIFIABLE: 409,
  DOCUMENT_VERIFY_SAME_USER: 403,
  COPY_SSN_MISMATCH: 409,
  IDENTITY_MISMATCH: 409,
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
