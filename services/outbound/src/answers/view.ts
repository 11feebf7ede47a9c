import {
  maskSsn, type AnsweredPerson, type OrganisationProfile, type OutboundFile, type OutboundSettings, type PublicOrganisationWithCountdown,
  type PublicLetterView, type PublicRequestView, type RiskQuestion,
} from '@tunne/contracts';
import type { OutboundPortsDeps } from '../deps.ts';
import type { LetterRecord } from '../repo/letters.ts';
import type { RequestRecord } from '../repo/requests.ts';

/**
 * The organisation as its public pages show it: name, colour and logo. `countdown_seconds` is still answered for older
 * clients, but the public pages no longer count down and close (issue 26): unused.
 */
export const publicOrganisation = (profile: OrganisationProfile | null, settings: OutboundSettings): PublicOrganisationWithCountdown => ({
  name: profile?.name ?? '',
  color: settings.public_color,
  logo_url: profile?.logo_url ?? null,
  countdown_seconds: settings.public_countdown_seconds,
});

/** A letter as the recipient reads it past the code step (and staff in its preview): `sent_at` is now until it is sent. */
export const buildLetterView = (
  letter: LetterRecord,
  o: { profile: OrganisationProfile | null; settings: OutboundSettings; files: OutboundFile[]; now: Date; expiresAt: Date },
): PublicLetterView => ({
  needs_code: false,
  id: letter.id,
  organisation: publicOrganisation(o.profile, o.settings),
  language: letter.language,
  text: letter.text,
  files: o.files.filter((f) => f.role === 'attachment'),
  allow_answer: letter.allow_answer,
  answered_at: letter.answered_at?.toISOString() ?? null,
  answer_text: letter.answer_text,
  answer_files: o.files.filter((f) => f.role === 'answer'),
  sent_at: (letter.sent_at ?? o.now).toISOString(),
  expires_at: o.expiresAt.toISOString(),
});

type Asks = PublicRequestView['asks'];

const asksOf = (request: RequestRecord): Asks =>
  Object.fromEntries(
    Object.entries(request).filter(([key]) => key.startsWith('ask_') || key === 'riskquestions_type' || key === 'prefill_changes'),
  ) as Asks;

const questionView = (q: RiskQuestion): PublicRequestView['riskquestions'][number] => ({
  id: q.id, type: q.type, question: q.question, recipient_question: q.recipient_question, description: q.description, help: q.help, headline: q.headline,
  placeholder: q.placeholder, options: q.options, mandatory: q.mandatory, allow_description: q.allow_description,
  mandatory_description_yes: q.mandatory_description_yes, mandatory_description_no: q.mandatory_description_no,
  conditional_riskquestions_id: q.conditional_riskquestions_id, conditional_value: q.conditional_value,
});

/**
 * A register row as the link holder may see it (tipping-off, AMLR art. 73): the identity code masked as in every list
 * (the birth-date part stays), and no description (the staff's own text, e.g. a PEP's). reconcilePrefill puts the
 * stored values back when the row comes back unchanged.
 */
export const recipientRow = (row: AnsweredPerson): AnsweredPerson => {
  const { description: _internal, ...shown } = row;
  return { ...shown, ...(row.ssn ? { ssn: maskSsn(row.ssn) } : {}) };
};

/** The background questions a request shows (none unless it asks them). */
export const requestQuestions = (deps: Pick<OutboundPortsDeps, 'risk'>, request: RequestRecord): Promise<RiskQuestion[]> =>
  request.ask_riskquestions ? deps.risk.questions(request.organisations_id, request.riskquestions_type ?? 'ALL') : Promise.resolve([]);

/**
 * The request as the recipient's page shows it (and staff's preview): what is asked, the customer's current data
 * where prefill was chosen, the background questions, their draft and files. Reads the ports outside any transaction.
 */
export const buildRequestView = async (
  deps: Pick<OutboundPortsDeps, 'customers' | 'risk'>,
  request: RequestRecord,
  context: { profile: OrganisationProfile | null; settings: OutboundSettings; files: OutboundFile[] },
): Promise<PublicRequestView> => {
  const prefill: PublicRequestView['prefill'] = {};
  let customerCountry: string | null = null;
  const kinds = (['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons'] as const).filter((k) => request[`prefill_${k}`] && request[`ask_${k}`]);
  // The register's rules for the people asked depend on the customer's country (roles, identity codes).
  if (request.ask_basic || kinds.length > 0 || request.ask_owners || request.ask_actualbeneficiaries || request.ask_responsiblepersons) {
    const scope = { organisationsId: request.organisations_id, restrictiontype: 'NONE' as const, ...(request.users_id ? { usersId: request.users_id } : {}) };
    const snapshot = await deps.customers.records.snapshot(scope, request.customers_id);
    if (snapshot) {
      customerCountry = snapshot.basic.country ?? null;
      if (request.ask_basic) prefill.basic = snapshot.basic;
      for (const kind of kinds) prefill[kind] = snapshot[kind].map(recipientRow);
    }
  }
  const questions = await requestQuestions(deps, request);
  return {
    id: request.id,
    organisation: publicOrganisation(context.profile, context.settings),
    customer_name: request.customer_name,
    customer_country: customerCountry,
    language: request.language,
    description: request.description,
    asks: asksOf(request),
    prefill,
    riskquestions: questions.map(questionView),
    draft: request.draft,
    files: context.files,
    answered_at: request.answered_at?.toISOString() ?? null,
    expires_at: (request.expires_at ?? new Date(0)).toISOString(),
  };
};
