import {
  ActualBeneficiaryCreateBody, answeredRecordBody, checkRiskAnswers, maskSsn, OwnerCreateBody, PepCreateBody, relatedPersonProblem,
  ResponsiblePersonCreateBody, validateIdentifier, type AnsweredPerson, type CustomerRecordsChange, type RequestAnswerBody, type RiskQuestion,
} from '@tunne/contracts';
import { AppError, check } from '@tunne/platform';
import type { RequestChoices } from '../repo/requests.ts';

// What a submitted answer must hold, given what the request asked (issue 13), and what of it goes into the customer.

type PeopleKind = 'owners' | 'actualbeneficiaries' | 'peps' | 'responsiblepersons';
const peopleKinds: readonly PeopleKind[] = ['owners', 'actualbeneficiaries', 'peps', 'responsiblepersons'];

const incomplete = (field: string, message: string) => new AppError('REQUEST_ANSWER_INCOMPLETE', message, field);

/** Only the parts the request asked: anything else the browser sent is dropped, never stored or applied. */
export const askedPart = (asks: RequestChoices, answer: RequestAnswerBody): RequestAnswerBody => {
  const out: RequestAnswerBody = {};
  if (asks.ask_basic && answer.basic) out.basic = answer.basic;
  for (const kind of peopleKinds) if (asks[`ask_${kind}`] && answer[kind]) out[kind] = answer[kind];
  if (asks.ask_actualbeneficiaries && answer.no_actualbeneficiaries !== undefined) out.no_actualbeneficiaries = answer.no_actualbeneficiaries;
  if (asks.ask_peps && answer.no_peps !== undefined) out.no_peps = answer.no_peps;
  if (asks.ask_responsiblepersons && answer.no_responsiblepersons !== undefined) out.no_responsiblepersons = answer.no_responsiblepersons;
  if (asks.ask_freetext && answer.freetext !== undefined) out.freetext = answer.freetext;
  if (asks.ask_riskquestions && answer.riskanswers) out.riskanswers = answer.riskanswers;
  if (asks.ask_sof) {
    if (answer.sof !== undefined) out.sof = answer.sof;
    if (answer.sof_skipped !== undefined) out.sof_skipped = answer.sof_skipped;
  }
  if (answer.step !== undefined) out.step = answer.step;
  return out;
};

/**
 * With *_validssn the request asks more than the register: an identity code must pass a validator, so a country
 * without one is refused too (the register keeps such a code as given).
 */
const checkStrictSsn = (person: AnsweredPerson, field: string): void => {
  const ssn = person.ssn?.trim();
  if (!ssn || person.type === 'business') return;
  const check = validateIdentifier((person.nationality ?? person.country ?? 'FI').toUpperCase(), 'person', ssn);
  if (!check.valid) throw new AppError('INVALID_SSN', 'The identity code is not valid', field);
};

const createBodies = {
  owners: OwnerCreateBody,
  actualbeneficiaries: ActualBeneficiaryCreateBody,
  peps: PepCreateBody,
  responsiblepersons: ResponsiblePersonCreateBody,
} as const;

/**
 * A row exactly as staff acceptance writes it into the register (customers' records port): the same create body, its
 * schema and contracts' relatedPersonProblem, the rules the card's prepare functions enforce. So an answer that is
 * submitted can always be accepted (issue 26). Throws with the row's pointer, e.g. /owners/0/ssn.
 */
export const checkAnswerRow = (kind: PeopleKind, person: AnsweredPerson, index: number, customerCountry: string | null): void => {
  const at = `/${kind}/${index}`;
  const body = answeredRecordBody(kind, person, 'REQUEST');
  try {
    check(createBodies[kind], body);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, { field: `${at}${error.field ?? ''}`, data: error.data });
    throw error;
  }
  const problem = relatedPersonProblem(kind, body, customerCountry);
  if (problem) throw new AppError(problem.code, problem.message, `${at}${problem.field}`);
};

export interface SubmitContext {
  /** How many files the recipient has uploaded for the answer. */
  answerFiles: number;
  /** The background questions shown (ask_riskquestions). */
  questions: readonly RiskQuestion[];
  /** The customer's country now (the register's role list and identity-code rules depend on it). */
  customerCountry: string | null;
}

/** Throws the first problem with its field (JSON pointer, e.g. /owners/0/ssn). */
export const checkAnswer = (asks: RequestChoices, answer: RequestAnswerBody, context: SubmitContext): void => {
  if (asks.ask_basic && !answer.basic) throw incomplete('/basic', 'The basic information is missing');
  if (asks.ask_owners && !answer.owners?.length && !(asks.ask_owners_allowfile && context.answerFiles > 0)) {
    throw new AppError('REQUEST_NO_OWNERS', 'Give the owners or attach them as a file', '/owners');
  }
  if (asks.ask_actualbeneficiaries && !answer.actualbeneficiaries?.length && !answer.no_actualbeneficiaries) {
    throw incomplete('/actualbeneficiaries', 'Give the beneficial owners or say there are none');
  }
  if (asks.ask_peps) {
    if (!answer.peps?.length && !answer.no_peps) throw incomplete('/peps', 'Give the politically exposed persons or say there are none');
  }
  if (asks.ask_responsiblepersons) {
    const none = asks.ask_responsiblepersons_ifnecessary && answer.no_responsiblepersons;
    if (!answer.responsiblepersons?.length && !none) throw incomplete('/responsiblepersons', 'Give the responsible persons');
    if (asks.ask_responsiblepersons_ssn) {
      answer.responsiblepersons?.forEach((person, i) => {
        if (person.type !== 'business' && !person.ssn?.trim()) throw incomplete(`/responsiblepersons/${i}/ssn`, 'The identity code is missing');
      });
    }
  }
  if (asks.ask_files && asks.ask_files_mandatory && context.answerFiles === 0) throw incomplete('/files', 'Attach the requested files');
  if (asks.ask_sof && !answer.sof?.trim() && !answer.sof_skipped) throw incomplete('/sof', 'Describe the source of funds');
  if (asks.ask_riskquestions) {
    // The card's own rules (mandatory, conditions, types, required descriptions) over the questions shown.
    const checked = checkRiskAnswers(context.questions, answer.riskanswers ?? []);
    if (!checked.ok) throw new AppError(checked.problem, 'The background answers are not complete', `/riskanswers/${checked.riskquestions_id}`);
  }
  // The register's own rules, as acceptance applies them (the basic data's new country first, as it is written first).
  const customerCountry = (asks.ask_basic && answer.basic?.country) || context.customerCountry;
  for (const kind of peopleKinds) answer[kind]?.forEach((person, i) => checkAnswerRow(kind, person, i, customerCountry));
  const strict: Record<PeopleKind, boolean> = {
    owners: false,
    actualbeneficiaries: asks.ask_actualbeneficiaries_validssn,
    peps: false,
    responsiblepersons: asks.ask_responsiblepersons_validssn,
  };
  for (const kind of peopleKinds) if (strict[kind]) answer[kind]?.forEach((person, i) => checkStrictSsn(person, `/${kind}/${i}/ssn`));
};

/** What the answer changes in the register: the basic data when asked, each kind of person when asked with autofill. */
export const recordsChange = (asks: RequestChoices, answer: RequestAnswerBody): CustomerRecordsChange => {
  const change: CustomerRecordsChange = {};
  if (asks.ask_basic && answer.basic) change.basic = answer.basic;
  for (const kind of peopleKinds) {
    const rows = answer[kind];
    if (asks[`ask_${kind}`] && asks[`autofill_${kind}`] && rows?.length) change[kind] = rows;
  }
  return change;
};

export const isEmptyChange = (change: CustomerRecordsChange): boolean => Object.keys(change).length === 0;

/**
 * Rows that came from prefill keep their record id only if the customer really has that record of that kind (anything
 * else is added as new, never an update of a record the form did not show). Without prefill_changes a prefilled row is
 * taken as the register has it: the recipient may add rows, not edit the shown ones.
 */
export const reconcilePrefill = (asks: RequestChoices, answer: RequestAnswerBody, current: Partial<Record<PeopleKind, AnsweredPerson[]>>): RequestAnswerBody => {
  const out: RequestAnswerBody = { ...answer };
  for (const kind of peopleKinds) {
    const rows = answer[kind];
    if (!rows) continue;
    const known = new Map((asks[`prefill_${kind}`] ? current[kind] ?? [] : []).filter((r) => r.id).map((r) => [r.id!, r]));
    out[kind] = rows.map((row) => {
      if (!row.id) return row;
      const shown = known.get(row.id);
      if (!shown) return { ...row, id: null };
      if (!asks.prefill_changes) return shown;
      // The form showed the code masked and no description (recipientRow): those come back as the register has them.
      const kept: AnsweredPerson = { ...row };
      if (row.ssn && shown.ssn && row.ssn === maskSsn(shown.ssn)) kept.ssn = shown.ssn;
      if (!row.description?.trim() && shown.description) kept.description = shown.description;
      return kept;
    });
  }
  return out;
};
