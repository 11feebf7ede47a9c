import { schemaResolver } from '@tunne/app-kit';
import { RiskQuestionBody, type RiskCondition, type RiskQuestion, type RiskQuestionType } from '@tunne/contracts';

/** The question dialog's fields as the inputs hold them (numbers and options as text). */
export interface QuestionFormValues {
  type: RiskQuestionType;
  question: string;
  /** The wording for the recipient of a request (issue 26); empty: the question. */
  recipient_question: string;
  headline: string;
  description: string;
  help: string;
  placeholder: string;
  /** One option per line. */
  options: string;
  points_yes: string;
  points_no: string;
  points_check: string;
  allow_description: boolean;
  mandatory_description_yes: boolean;
  mandatory_description_no: boolean;
  mandatory: boolean;
  /** A yes (YESNO) or a tick (CHECKBOX) makes enhanced due diligence mandatory (issue #11 §2). */
  is_pep: boolean;
  conditional_riskquestions_id: string;
  conditional_value: RiskCondition | '';
}

/** What the dialog says is wrong with a field (`questions.errors.<problem>`). */
export type QuestionProblem = 'required' | 'options' | 'points' | 'condition';

export const questionFormValues = (q: RiskQuestion | null): QuestionFormValues => ({
  type: q?.type ?? 'YESNO',
  question: q?.question ?? '',
  recipient_question: q?.recipient_question ?? '',
  headline: q?.headline ?? '',
  description: q?.description ?? '',
  help: q?.help ?? '',
  placeholder: q?.placeholder ?? '',
  options: q?.options.join('\n') ?? '',
  points_yes: String(q?.points_yes ?? 0),
  points_no: String(q?.points_no ?? 0),
  points_check: String(q?.points_check ?? 0),
  allow_description: q?.allow_description ?? false,
  mandatory_description_yes: q?.mandatory_description_yes ?? false,
  mandatory_description_no: q?.mandatory_description_no ?? false,
  mandatory: q?.mandatory ?? false,
  is_pep: q?.is_pep ?? false,
  conditional_riskquestions_id: q?.conditional_riskquestions_id ?? '',
  conditional_value: q?.conditional_value ?? '',
});

const optionList = (text: string): string[] => [...new Set(text.split(/\r?\n/).map((o) => o.trim()).filter(Boolean))];
/** Points as the service reads them; text that is no number stays NaN, which the schema's integer refuses. */
const points = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const choices = (type: RiskQuestionType): boolean => type === 'SELECT' || type === 'MULTI';

const blank = (text: string): string | null => text.trim() || null;

/** Only a yes/no question or a checkbox can be a PEP question (the service answers RISKQUESTION_PEP_TYPE otherwise). */
export const pepAllowed = (type: RiskQuestionType): boolean => type === 'YESNO' || type === 'CHECKBOX';

export const questionBody = (v: QuestionFormValues): RiskQuestionBody => ({
  type: v.type,
  question: v.question.trim(),
  recipient_question: blank(v.recipient_question),
  headline: blank(v.headline),
  description: blank(v.description),
  help: blank(v.help),
  placeholder: blank(v.placeholder),
  options: choices(v.type) ? optionList(v.options) : [],
  points_yes: v.type === 'YESNO' ? points(v.points_yes) : 0,
  points_no: v.type === 'YESNO' ? points(v.points_no) : 0,
  points_check: v.type === 'CHECKBOX' ? points(v.points_check) : 0,
  allow_description: v.allow_description,
  mandatory_description_yes: v.type === 'YESNO' && v.mandatory_description_yes,
  mandatory_description_no: v.type === 'YESNO' && v.mandatory_description_no,
  mandatory: v.mandatory,
  is_pep: pepAllowed(v.type) && v.is_pep,
  conditional_riskquestions_id: v.conditional_riskquestions_id || null,
  conditional_value: v.conditional_value || null,
});

/** Any problem with points has one text (an integer from -1000 to 1000); the rest say what they are. */
const problemOfField = (field: string, problem: string): string => (field.startsWith('points_') ? 'points' : problem);

/**
 * The contracts' RiskQuestionBody applied to what the dialog would send, plus the service's rules a schema cannot
 * state: a choice question needs an option (RISKQUESTION_OPTIONS_MISSING), a condition both a question and an answer.
 */
export const questionResolver = () => {
  const resolve = schemaResolver<QuestionFormValues, RiskQuestionBody>(RiskQuestionBody, {
    toBody: questionBody,
    refine: (body, values) => ({
      ...(choices(values.type) && (body.options ?? []).length === 0 ? { options: 'options' } : {}),
      ...(Boolean(values.conditional_riskquestions_id) !== Boolean(values.conditional_value) ? { conditional_value: 'condition' } : {}),
    }),
  });
  return async (...args: Parameters<typeof resolve>) => {
    const result = await resolve(...args);
    for (const [field, error] of Object.entries(result.errors)) {
      if (error?.message) Object.assign(error, { message: problemOfField(field, String(error.message)) });
    }
    return result;
  };
};

/** Moves one id to another's place (drag and drop, or the move buttons). */
export const moveId = (ids: readonly string[], id: string, toIndex: number): string[] => {
  const rest = ids.filter((x) => x !== id);
  const index = Math.max(0, Math.min(rest.length, toIndex));
  return [...rest.slice(0, index), id, ...rest.slice(index)];
};
