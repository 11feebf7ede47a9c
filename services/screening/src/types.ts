/** The public contract of @tunne/screening: list entities, parsed lists, queries and hits. */

/** EU is the EU Financial Sanctions File as XML; EU_EXTENDED the same file in its CSV layout with the legal-basis history. */
export type ListSource = 'OFAC' | 'OFAC_NONSDN' | 'UN' | 'EU' | 'EU_EXTENDED' | 'UK' | 'UKCONS' | 'BIS' | 'KRP' | 'PEP';
export type EntityType = 'PERSON' | 'ORGANIZATION';
export type EntityKind = EntityType | 'VESSEL' | 'AIRCRAFT' | 'UNKNOWN';

export interface ListEntity {
  source: ListSource;
  /** Stable id within the list (OFAC ent_num, UN DATAID, EU logicalId / Entity_logical_id, UK Group ID, ...). */
  sourceId: string;
  kind: EntityKind;
  /** Primary name as published. */
  name: string;
  aliases: { name: string; weak?: boolean }[];
  /** 'YYYY' | 'YYYY-MM' | 'YYYY-MM-DD' */
  birthDates: string[];
  /** ISO 3166-1 alpha-2 upper-case when resolvable, else as published. */
  nationalities: string[];
  /** Passport, national id, IMO, registration number, ... */
  identifiers: { type: string; value: string; country?: string }[];
  addresses: string[];
  programs: string[];
  remarks?: string;
}

export interface ParsedList {
  source: ListSource;
  /** ISO date(time) from the file when it has one. */
  publishedAt: string | null;
  /** sha256 hex over the input file bytes (all files of the set, in a fixed order). */
  fileHash: string;
  /** File names used. */
  files: string[];
  entities: ListEntity[];
  /**
   * Which publication of the source this is (e.g. 'sdn', 'consolidated', 'us_congress'); two lists of the same
   * source and dataset are versions of each other, see selectLatestLists.
   */
  dataset?: string;
}

/** A list file that cannot be read completely; importers never return a partial result. */
export class ListFormatError extends Error {
  override readonly name = 'ListFormatError';
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

export interface ScreeningQuery {
  name: string;
  /** PERSON or ORGANIZATION; undefined = both. */
  type?: EntityType;
  /** ISO, partial allowed. */
  birthDate?: string;
  /** ISO 3166-1 alpha-2 (a country name is resolved too). */
  nationality?: string;
  /** E.g. passport number or business id; an exact normalised match is strong evidence. */
  identifiers?: string[];
  /** 0..1, default DEFAULT_THRESHOLD. */
  threshold?: number;
  /** Restrict to these lists. */
  sources?: ListSource[];
  /** Default 20. */
  limit?: number;
}

export type EvidenceCode =
  | 'NAME'
  | 'ALIAS'
  | 'WEAK_ALIAS'
  | 'TOKEN_ORDER'
  | 'MISSING_TOKENS'
  | 'BIRTHDATE_MATCH'
  | 'BIRTHDATE_MISMATCH'
  | 'NATIONALITY_MATCH'
  | 'NATIONALITY_MISMATCH'
  | 'IDENTIFIER_MATCH'
  | 'TYPE_MISMATCH'
  | 'LEGAL_FORM';

/** effect: +/- on the score; detail: short English/technical text (the UI localises by code). */
export interface Evidence {
  code: EvidenceCode;
  effect: number;
  detail: string;
}

export interface ScreeningHit {
  entity: ListEntity;
  /** 0..1 final: nameScore + the sum of the evidence effects, clamped. */
  score: number;
  /** Similarity of the best name pair before evidence. */
  nameScore: number;
  /** The list name or alias that matched. */
  matchedName: string;
  matchedAlias: boolean;
  evidence: Evidence[];
}

export interface ScreeningIndex {
  readonly size: number;
  readonly sources: ListSource[];
}
