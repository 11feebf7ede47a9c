import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import { literals, optionalNullable } from '../schema-helpers.ts';

// Risk questions (spec §3 Risk question, §4, §7, §9): the admin's questionnaire. docs: services/risk/README.md.

export const riskQuestionTypes = ['YESNO', 'TEXT', 'TEXTAREA', 'CHECKBOX', 'SELECT', 'MULTI'] as const;
export type RiskQuestionType = (typeof riskQuestionTypes)[number];
export const riskConditions = ['yes', 'no'] as const;
export type RiskCondition = (typeof riskConditions)[number];

const Points = Type.Integer({ minimum: -1000, maximum: 1000 });
const questionFields = {
  type: literals(riskQuestionTypes),
  question: Type.String({ minLength: 1, maxLength: 2000 }),
  /** The question as the recipient of a request reads it (issue 26); null: the public form shows `question`. */
  recipient_question: optionalNullable(Type.String({ maxLength: 2000 })),
  description: optionalNullable(Type.String({ maxLength: 5000 })),
  help: optionalNullable(Type.String({ maxLength: 5000 })),
  headline: optionalNullable(Type.String({ maxLength: 300 })),
  placeholder: optionalNullable(Type.String({ maxLength: 300 })),
  /** Shown only when that (YESNO) question is answered `conditional_value`. */
  conditional_riskquestions_id: optionalNullable(Uuid),
  conditional_value: optionalNullable(literals(riskConditions)),
  points_yes: Type.Optional(Points),
  points_no: Type.Optional(Points),
  points_check: Type.Optional(Points),
  allow_description: Type.Optional(Type.Boolean()),
  mandatory_description_yes: Type.Optional(Type.Boolean()),
  mandatory_description_no: Type.Optional(Type.Boolean()),
  /** SELECT and MULTI choices. */
  options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 100 })),
  mandatory: Type.Optional(Type.Boolean()),
  /** A PEP question (issue #11 §2): a yes (YESNO) or a tick (CHECKBOX) makes enhanced due diligence mandatory. */
  is_pep: Type.Optional(Type.Boolean()),
};

export const RiskQuestionBody = Type.Object(questionFields, { $id: 'RiskQuestionBody', additionalProperties: false });
export type RiskQuestionBody = Static<typeof RiskQuestionBody>;

/** A stored question: every field of its body (null or the default where left out), with its place in the order. */
export type RiskQuestion = Required<RiskQuestionBody> & {
  id: string;
  sort: number;
  created_at: string;
  updated_at: string;
};

/** PUT /admin/riskquestions/{id}: any fields; a type change needs `confirm_type_change` (its answers are discarded, spec §4). */
export const RiskQuestionUpdateBody = Type.Object(
  { ...Type.Partial(Type.Object(questionFields)).properties, confirm_type_change: Type.Optional(Type.Boolean()) },
  { $id: 'RiskQuestionUpdateBody', additionalProperties: false, minProperties: 1 },
);
export type RiskQuestionUpdateBody = Static<typeof RiskQuestionUpdateBody>;

/** PATCH /admin/riskquestions: every question id of the organisation, in the new order (spec §7). */
export const RiskQuestionOrderBody = Type.Object(
  { data: Type.Array(Uuid, { maxItems: 1000, uniqueItems: true }) },
  { $id: 'RiskQuestionOrderBody', additionalProperties: false },
);
export type RiskQuestionOrderBody = Static<typeof RiskQuestionOrderBody>;

export const RiskQuestionListQuery = Type.Object(
  { type: Type.Optional(literals(riskQuestionTypes)) },
  { $id: 'RiskQuestionListQuery', additionalProperties: false },
);

/** Spec §9: questions by sort, then question. */
export const compareRiskQuestions = (a: Pick<RiskQuestion, 'sort' | 'question'>, b: Pick<RiskQuestion, 'sort' | 'question'>): number =>
  a.sort - b.sort || a.question.localeCompare(b.question);
