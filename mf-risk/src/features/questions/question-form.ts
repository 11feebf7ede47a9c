import type { RiskCondition, RiskQuestion, RiskQuestionBody, RiskQuestionType } from '@tunne/contracts';

/** The question dialog's fields as the inputs hold them (numbers and options as text). */
export interface QuestionFormValues {
  type: RiskQuestionType;
  question: string;
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

export type QuestionFormErrors = Partial<Record<keyof QuestionFormValues, 'required' | 'options' | 'points' | 'condition'>>;

export const questionFormValues = (q: RiskQuestion | null): QuestionFormValues => ({
  type: q?.type ?? 'YESNO',
  question: q?.question ?? '',
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
const points = (text: string): number | null => (/^-?\d{1,4}$/.test(text.trim()) && Math.abs(Number(text)) <= 1000 ? Number(text) : null);

/** The same rules as the service, checked before sending (labels above fields, errors after blur). */
export const validateQuestion = (v: QuestionFormValues): QuestionFormErrors => {
  const errors: QuestionFormErrors = {};
  if (!v.question.trim()) errors.question = 'required';
  if ((v.type === 'SELECT' || v.type === 'MULTI') && optionList(v.options).length === 0) errors.options = 'options';
  if (v.type === 'YESNO') {
    if (points(v.points_yes) === null) errors.points_yes = 'points';
    if (points(v.points_no) === null) errors.points_no = 'points';
  }
  if (v.type === 'CHECKBOX' && points(v.points_check) === null) errors.points_check = 'points';
  if (Boolean(v.conditional_riskquestions_id) !== Boolean(v.conditional_value)) errors.conditional_value = 'condition';
  return errors;
};

const blank = (text: string): string | null => text.trim() || null;

/** Only a yes/no question or a checkbox can be a PEP question (the service answers RISKQUESTION_PEP_TYPE otherwise). */
export const pepAllowed = (type: RiskQuestionType): boolean => type === 'YESNO' || type === 'CHECKBOX';

export const questionBody = (v: QuestionFormValues): RiskQuestionBody => ({
  type: v.type,
  question: v.question.trim(),
  headline: blank(v.headline),
  description: blank(v.description),
  help: blank(v.help),
  placeholder: blank(v.placeholder),
  options: v.type === 'SELECT' || v.type === 'MULTI' ? optionList(v.options) : [],
  points_yes: v.type === 'YESNO' ? points(v.points_yes) ?? 0 : 0,
  points_no: v.type === 'YESNO' ? points(v.points_no) ?? 0 : 0,
  points_check: v.type === 'CHECKBOX' ? points(v.points_check) ?? 0 : 0,
  allow_description: v.allow_description,
  mandatory_description_yes: v.type === 'YESNO' && v.mandatory_description_yes,
  mandatory_description_no: v.type === 'YESNO' && v.mandatory_description_no,
  mandatory: v.mandatory,
  is_pep: pepAllowed(v.type) && v.is_pep,
  conditional_riskquestions_id: v.conditional_riskquestions_id || null,
  conditional_value: v.conditional_value || null,
});

/** Moves one id to another's place (drag and drop, or the move buttons). */
export const moveId = (ids: readonly string[], id: string, toIndex: number): string[] => {
  const rest = ids.filter((x) => x !== id);
  const index = Math.max(0, Math.min(rest.length, toIndex));
  return [...rest.slice(0, index), id, ...rest.slice(index)];
};
