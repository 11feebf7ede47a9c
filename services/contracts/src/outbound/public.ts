import type { Language } from '../languages.ts';
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
  /** URL of the logo (GET /api/v2.5/public/logo/{organizations_id}); null when none. */
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
  language: Language;
  /** The staff's cover text (description) shown at the top. */
  description: string | null;
  /** What is asked, with the organisation's descriptions (RequestBody's ask_*, riskquestions_type, prefill_changes). */
  asks: Pick<Required<RequestBody>, Extract<keyof RequestBody, `ask_${string}` | 'riskquestions_type' | 'prefill_changes'>>;
  /** What the customer has now, when prefill_* was chosen (read-only unless prefill_changes). */
  prefill: { basic?: AnsweredBasic } & Partial<Record<'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons', AnsweredPerson[]>>;
  /** Background questions of riskquestions_type, when ask_riskquestions. */
  riskquestions: Pick<RiskQuestion, 'id' | 'type' | 'question' | 'description' | 'help' | 'headline' | 'placeholder' | 'options' | 'mandatory' | 'allow_description' | 'mandatory_description_yes' | 'mandatory_description_no' | 'conditional_riskquestions_id' | 'conditional_value'>[];
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
