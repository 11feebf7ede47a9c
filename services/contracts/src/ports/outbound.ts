/**
 * What the outbound service offers the public service (issue 13): the recipient's side of requests and letters,
 * implemented once by the outbound service (`outboundPorts(db, …)` in @tunne/outbound), wired by the gateway. Every
 * call checks the link token itself (hash, purpose, expiry, revocation) and throws AppError LINK_INVALID /
 * LINK_EXPIRED / LINK_ALREADY_ANSWERED (all 404 or 410 with no data). Rate limits are the public service's job.
 */
import type { OutboundFile } from '../outbound/files.ts';
import type { LetterAnswerBody } from '../outbound/letters.ts';
import type {
  EidCompleteBody, EidStartResult, PassportBody, PublicIdentificationReceipt, PublicIdentificationView, PublicLetterView, PublicReceipt,
  PublicRequestView, PublicSignatoryView, PublicSignReceipt, PublicVerifyResult, ScreenSignatureBody, SignBody,
} from '../outbound/public.ts';
import type { EidMethod } from '../outbound/eid.ts';
import type { RequestAnswerBody } from '../outbound/requests.ts';

/** Which item a link names (from the public path) and the token from its fragment. */
export interface LinkAddress {
  organisationsId: string;
  customersId: string;
  id: string;
  token: string;
  /** Signatories only: the e-signature in the path (must be the signatory's own, else LINK_INVALID). */
  esignaturesId?: string;
}

/** A file the recipient uploads, already read and sniffed by the public service. */
export interface IncomingFile {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

export interface FileContent {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/** Request metadata the recipient's browser gives (kept with the answer as evidence). */
export interface RecipientMeta {
  ipaddress: string;
  userAgent: string | null;
}

export interface PublicRequestsPort {
  view: (link: LinkAddress) => Promise<PublicRequestView>;
  saveDraft: (link: LinkAddress, draft: RequestAnswerBody) => Promise<void>;
  addFile: (link: LinkAddress, file: IncomingFile) => Promise<OutboundFile>;
  removeFile: (link: LinkAddress, filesId: string) => Promise<void>;
  /** Checks the answer against what was asked (AppError with field), stores it, applies it or waits for acceptance. */
  submit: (link: LinkAddress, answer: RequestAnswerBody, meta: RecipientMeta) => Promise<PublicReceipt>;
}

export interface PublicLettersPort {
  /** The letter; opening it (first view with the code proven, when a tel is set) sets opened_at. */
  view: (link: LinkAddress, code: string | null, meta: RecipientMeta) => Promise<PublicLetterView>;
  /** Sends a one-time code by SMS to the letter's tel (the public service limits how often). */
  sendCode: (link: LinkAddress) => Promise<void>;
  file: (link: LinkAddress, code: string | null, filesId: string) => Promise<FileContent>;
  addAnswerFile: (link: LinkAddress, code: string | null, file: IncomingFile) => Promise<OutboundFile>;
  answer: (link: LinkAddress, code: string | null, body: LetterAnswerBody, meta: RecipientMeta) => Promise<void>;
}

/** The recipient's side of identifications (issue 14). Each identifying call answers the receipt; a second one ALREADY_IDENTIFIED. */
export interface PublicIdentificationsPort {
  view: (link: LinkAddress) => Promise<PublicIdentificationView>;
  /** Starts a strong identification with a method the identification allows and a provider serves (else EID_INVALID). */
  startEid: (link: LinkAddress, method: EidMethod) => Promise<EidStartResult>;
  completeEid: (link: LinkAddress, body: EidCompleteBody, meta: RecipientMeta) => Promise<PublicIdentificationReceipt>;
  screenSignature: (link: LinkAddress, body: ScreenSignatureBody, meta: RecipientMeta) => Promise<PublicIdentificationReceipt>;
  /** PASSPORTFILE: the document's photo or PDF (JPEG, PNG or PDF by content). */
  addFile: (link: LinkAddress, file: IncomingFile) => Promise<OutboundFile>;
  passport: (link: LinkAddress, body: PassportBody, meta: RecipientMeta) => Promise<PublicIdentificationReceipt>;
}

/** The signatory's side of e-signatures (issue 14). */
export interface PublicSignatoriesPort {
  view: (link: LinkAddress) => Promise<PublicSignatoryView>;
  /** One of the e-signature's original PDFs. */
  file: (link: LinkAddress, filesId: string) => Promise<FileContent>;
  startEid: (link: LinkAddress, method: EidMethod) => Promise<EidStartResult>;
  /** Identifies the signatory (not yet a signature): POST …/sign confirms within ten minutes. */
  completeEid: (link: LinkAddress, body: Pick<EidCompleteBody, 'callback'>, meta: RecipientMeta) => Promise<{ name: string; method: EidMethod }>;
  sign: (link: LinkAddress, body: SignBody, meta: RecipientMeta) => Promise<PublicSignReceipt>;
  /** The final signed PDF once the e-signature is SIGNED (in the signatory's language). */
  signedPdf: (link: LinkAddress) => Promise<FileContent>;
}

/** The verification page's check of an uploaded PDF (no link: anyone holding a PDF may ask). */
export interface SignedPdfVerifyPort {
  verify: (bytes: Uint8Array) => Promise<PublicVerifyResult>;
}

export interface OutboundPublicPorts {
  requests: PublicRequestsPort;
  letters: PublicLettersPort;
  identifications: PublicIdentificationsPort;
  signatories: PublicSignatoriesPort;
  verify: SignedPdfVerifyPort;
}

/**
 * A freeze started (issue 25 §1): the risk service tells the outbound service, which revokes every open link of the
 * customers (the token rows stay), pauses their e-signatures and stops their reminders. Idempotent.
 */
export interface OutboundFreezePort {
  customersFrozen: (organisationsId: string, customerIds: readonly string[]) => Promise<void>;
  /** A freeze was lifted: the customers' scheduled sends held by it are released (links stay revoked). Idempotent. */
  customersUnfrozen?: (organisationsId: string, customerIds: readonly string[]) => Promise<void>;
}
