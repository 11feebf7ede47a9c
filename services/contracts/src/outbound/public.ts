import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import type { Language } from '../languages.ts';
import type { EidMethod } from './eid.ts';
import type { EsignatureFile, EsignatureStatus } from './esignatures.ts';
import { EidMethodSchema, PepAnswer } from './identifications.ts';
import type { RiskQuestion } from '../risk/questions.ts';
import type { OutboundFile } from './files.ts';
import type { AnsweredBasic, AnsweredPerson, RequestAnswerBody, RequestBody } from './requests.ts';

// The recipient's side (spec §2 Public pages; issue 13): pages of mf-public, answered by services/public.
//
// A public link is `{host}/p/{kind}/{organizations_id}/{customers_id}/{id}#{token}` (signatories:
// `{host}/p/signatories/{organizations_id}/{customers_id}/{esignatures_id}/{id}#{token}`). The token (256 random bits,
// base64url) is in the fragment, so it never reaches a server log or a Referer header; mf-public sends it in the
// `X-Link-Token` header. A preview (`…?preview`, staff only) renders the same page read-only from the staff API.

export const publicLinkKinds = ['requests', 'letters', 'identifications', 'signatures', 'signatories'] as const;
export type PublicLinkKind = (typeof publicLinkKinds)[number];

/** The path of a public page under the host, without the token. */
export const publicPath = (kind: PublicLinkKind, organizationsId: string, customersId: string, id: string, esignaturesId?: string): string =>
  kind === 'signatories'
    ? `/p/signatories/${organizationsId}/${customersId}/${esignaturesId ?? ''}/${id}`
    : `/p/${kind}/${organizationsId}/${customersId}/${id}`;

/** Header names of the public API. */
export const linkTokenHeader = 'X-Link-Token';
export const linkCodeHeader = 'X-Link-Code';

/** The languages a public page can be shown in (spec §9: no and dk on public pages). */
export const publicLanguages = ['fi', 'en', 'se', 'no', 'dk'] as const satisfies readonly Language[];

/** The organisation as the recipient sees it. */
export interface PublicOrganisation {
  name: string;
  /** #rrggbb accent colour; null: the product's own. */
  color: string | null;
  /** URL of the logo (GET /api/v2.5/public/logo?key=…, no session); null when none. */
  logo_url: string | null;
}

/** Why a link cannot be used: every case answers a page, never data. */
export const linkProblems = ['LINK_INVALID', 'LINK_EXPIRED', 'LINK_ALREADY_ANSWERED'] as const;
export type LinkProblem = (typeof linkProblems)[number];

/** GET /api/v2.5/public/requests/{organizations_id}/{customers_id}/{id} */
export interface PublicRequestView {
  id: string;
  organisation: PublicOrganisation;
  /** The customer's name, to say whom the request is about. */
  customer_name: string;
  /** The customer's country: its role list is offered for responsible persons (the register's rule, INVALID_ROLE). */
  customer_country: string | null;
  language: Language;
  /** The staff's cover text (description) shown at the top. */
  description: string | null;
  /** What is asked, with the organisation's descriptions (RequestBody's ask_*, riskquestions_type, prefill_changes). */
  asks: Pick<Required<RequestBody>, Extract<keyof RequestBody, `ask_${string}` | 'riskquestions_type' | 'prefill_changes'>>;
  /** What the customer has now, when prefill_* was chosen (read-only unless prefill_changes). */
  prefill: { basic?: AnsweredBasic } & Partial<Record<'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons', AnsweredPerson[]>>;
  /** Background questions of riskquestions_type, when ask_riskquestions. */
  riskquestions: Pick<RiskQuestion, 'id' | 'type' | 'question' | 'recipient_question' | 'description' | 'help' | 'headline' | 'placeholder' | 'options' | 'mandatory' | 'allow_description' | 'mandatory_description_yes' | 'mandatory_description_no' | 'conditional_riskquestions_id' | 'conditional_value'>[];
  /** The recipient's saved draft (save and continue later). */
  draft: RequestAnswerBody | null;
  /** Files the recipient has uploaded so far. */
  files: OutboundFile[];
  /** Set once submitted: the page shows the receipt. */
  answered_at: string | null;
  expires_at: string;
}

/** POST …/submit answers the receipt. */
export interface PublicReceipt {
  answered_at: string;
  /** True when the organisation reviews answers before they are accepted (use_requests_accept). */
  awaits_acceptance: boolean;
}

/** GET /api/v2.5/public/letters/{organizations_id}/{customers_id}/{id}: the code step first when the letter has a tel. */
export type PublicLetterView =
  | {
      needs_code: true;
      organisation: PublicOrganisation;
      language: Language;
      /** The phone's last digits, e.g. "•••• 4567". */
      tel_hint: string;
    }
  | {
      needs_code: false;
      id: string;
      organisation: PublicOrganisation;
      language: Language;
      text: string;
      files: OutboundFile[];
      allow_answer: boolean;
      answered_at: string | null;
      answer_text: string | null;
      answer_files: OutboundFile[];
      sent_at: string;
      expires_at: string;
    };

// Identifications and signatories (issue 14).

/** An eID method as the public page offers it: available false when no provider is configured (shown, not offered). */
export interface PublicEidMethod {
  method: EidMethod;
  available: boolean;
}

/** GET /api/v2.5/public/identifications/{organizations_id}/{customers_id}/{id} */
export interface PublicIdentificationView {
  id: string;
  organisation: PublicOrganisation;
  language: Language;
  /** Whom staff expect to identify. */
  name: string;
  description: string | null;
  instructions: string | null;
  methods: PublicEidMethod[];
  ask_pep: boolean;
  /** Set once identified: the page shows the receipt. */
  identified_at: string | null;
  eidmethod: EidMethod | null;
  expires_at: string;
}

/** POST …/eid/start: the provider's address to go to. */
export const EidStartBody = Type.Object({ method: EidMethodSchema }, { $id: 'EidStartBody', additionalProperties: false });
export type EidStartBody = Static<typeof EidStartBody>;
export interface EidStartResult {
  url: string;
}

/**
 * POST …/eid/complete: the provider's answer as it reached the callback page (`callback` is its query string, with
 * code and state or error), and the PEP answer given before leaving (identifications with ask_pep).
 */
export const EidCompleteBody = Type.Object(
  {
    callback: Type.String({ minLength: 1, maxLength: 4000 }),
    pep: Type.Optional(PepAnswer),
  },
  { $id: 'EidCompleteBody', additionalProperties: false },
);
export type EidCompleteBody = Static<typeof EidCompleteBody>;

/** A drawn signature: a PNG data URL (data:image/png;base64,…) of at most screenSignatureLimits.maxBytes decoded. */
export const screenSignatureLimits = { maxBytes: 512 * 1024, maxWidth: 2000, maxHeight: 1000 } as const;
const PngDataUrl = Type.String({ pattern: '^data:image/png;base64,[A-Za-z0-9+/=]+$', maxLength: 700_000 });

/** POST …/screensignature (identification with SCREENSIGNATURE). */
export const ScreenSignatureBody = Type.Object(
  { image: PngDataUrl, pep: Type.Optional(PepAnswer) },
  { $id: 'ScreenSignatureBody', additionalProperties: false },
);
export type ScreenSignatureBody = Static<typeof ScreenSignatureBody>;

/** POST …/passport (identification with PASSPORTFILE): the document uploaded first through …/files. */
export const PassportBody = Type.Object(
  { files_id: Type.Array(Uuid, { minItems: 1, maxItems: 4 }), pep: Type.Optional(PepAnswer) },
  { $id: 'PassportBody', additionalProperties: false },
);
export type PassportBody = Static<typeof PassportBody>;

export interface PublicIdentificationReceipt {
  identified_at: string;
  eidmethod: EidMethod;
  /** The name the identification gave (eID), else the one staff expect. */
  name: string;
  /** True when the organisation reviews identifications before accepting them (use_identifications_accept). */
  awaits_acceptance: boolean;
}

/**
 * Where the signatory stands: waiting for an earlier signing order, open to sign, signed, or the e-signature is paused
 * (or was signed by everyone: esignature_status SIGNED).
 */
export type PublicSignatoryStage = 'waiting_turn' | 'open' | 'signed' | 'paused';

/** GET /api/v2.5/public/signatories/{organizations_id}/{customers_id}/{esignatures_id}/{id} */
export interface PublicSignatoryView {
  id: string;
  esignatures_id: string;
  organisation: PublicOrganisation;
  language: Language;
  signature_name: string;
  description: string | null;
  /** The statement to confirm: the signatory's own, else the e-signature's, else the product's default. */
  signtext: string | null;
  name: string;
  companyname: string | null;
  role: string | null;
  /** The PDFs to read (GET …/files/{files_id}) with their SHA-256. */
  files: EsignatureFile[];
  methods: PublicEidMethod[];
  force_passportreader: boolean;
  stage: PublicSignatoryStage;
  esignature_status: EsignatureStatus;
  /** After a strong identification, before the signature is confirmed: who was identified. */
  identified: { name: string; method: EidMethod } | null;
  signed_at: string | null;
  /** GET …/pdf answers the final signed PDF once the e-signature is SIGNED. */
  final_pdf_available: boolean;
  expires_at: string;
}

/**
 * POST …/sign: confirms the signature. With an eID method the identification completed through …/eid/complete (within
 * ten minutes) is used; with SCREENSIGNATURE the drawn image comes along.
 */
export const SignBody = Type.Object(
  {
    method: EidMethodSchema,
    accept: Type.Literal(true),
    image: Type.Optional(PngDataUrl),
  },
  { $id: 'SignBody', additionalProperties: false },
);
export type SignBody = Static<typeof SignBody>;

export interface PublicSignReceipt {
  signed_at: string;
  /** True when this was the last signature: the final PDF is ready and mailed to everyone. */
  esignature_signed: boolean;
}

/** POST /api/v2.5/public/verify (multipart `file`): is this PDF one we signed, unchanged? */
export interface PublicVerifyResult {
  /** The exact file is a final PDF this service produced (its SHA-256 is on record). */
  match: boolean;
  /** The file carries a PDF signature, and whether its signed bytes are intact and by our signing certificate. */
  pdf_signature: 'valid' | 'invalid' | 'none';
  sha256: string;
  /**
   * The seal's trusted timestamp (RFC 3161, PAdES B-T) when the PDF carries one: the time the timestamp authority
   * vouches for, the authority's name (its certificate's common name or organisation), and whether the token is intact.
   */
  timestamp: { time: string; authority: string | null; intact: boolean } | null;
  document: {
    signature_name: string;
    organisation_name: string;
    signed_at: string;
    esignatures_id: string;
    signatories: { name: string; method: EidMethod | null; signed_at: string | null }[];
  } | null;
}
