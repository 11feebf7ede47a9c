import { reviewMonthsFor, unansweredMandatoryCount, visibleRiskQuestionIds, type RiskAnswerValue } from '@tunne/contracts';
import { answersOf, type StoredAnswer } from './repo/answers.ts';
import { listQuestions } from './repo/questions.ts';
import { writeScores, type CalculatedScore } from './repo/scores.ts';
import { currentEuList, euListRef } from './repo/eu-lists.ts';
import { getSettings } from './repo/settings.ts';
import type { ConfirmedHits, RiskDeps, RiskSubject } from './ports.ts';
import { eddMarks, syncEdd } from './repo/edd.ts';
import { retainedCandidates, syncRemovals } from './repo/edd-removals.ts';
import { calculateScore } from './score/calculate.ts';

/** A yes to a yes/no question, a tick in a checkbox. */
const isPepAnswer = (answer: RiskAnswerValue | undefined): boolean => answer === 'yes' || answer === true;

export interface RecalculationResult {
  calculated: number;
  /** Customers whose score (points, level or breakdown) changed. */
  changed: number;
  /** Customers gone from the register: their risk data was removed. */
  forgotten: number;
  levelsWritten: number;
  /** Customers whose review cycle or KYC clock alarm moved (issue #11 §5). */
  reviewsWritten: number;
}

/**
 * Recalculates the scores of some customers of one organisation, always as the organisation (the score must not
 * depend on who caused it): reads the inputs from the customers service (and alerts, when present), calculates,
 * stores the score with its history in the risk schema, and writes changed levels back to the customer register.
 * Three short transactions, none held across another service's call (the embedded database has one connection).
 */
export const recalculate = async (
  deps: RiskDeps, organisationsId: string, customerIds: readonly string[], cause: string, today = new Date(),
  /** Who caused the calculation, per customer (issue 25 §3): none of them may approve the removal of a ground it takes away. */
  causedBy: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<RecalculationResult> => {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return { calculated: 0, changed: 0, forgotten: 0, levelsWritten: 0, reviewsWritten: 0 };
  const subjects = await deps.customers.risk.subjects(organisationsId, ids);
  const subjectIds = subjects.map((s) => s.customersId);
  const byId = new Map(subjects.map((s) => [s.customersId, s]));
  const inputs = deps.alerts ? await deps.alerts.riskInputs(organisationsId, subjectIds) : null;
  const alerts: ReadonlyMap<string, number> = inputs?.open ?? new Map();
  const hits: ReadonlyMap<string, ConfirmedHits> = inputs?.confirmed ?? new Map();
  const sanctionsPending: ReadonlyMap<string, number> = inputs?.sanctionsPending ?? new Map();
  const found = new Set(subjects.map((s) => s.customersId));
  const missing = ids.filter((id) => !found.has(id));
  // A customer that left the register with its record retained keeps its answers, assessments and score history.
  const retained = missing.length > 0 ? await deps.customers.register.retainedIds(organisationsId, missing) : [];
  const gone = missing.filter((id) => !retained.includes(id));

  const { scores, changed, settings, marks } = await deps.db.tx({ organisationsId }, async (tx) => {
    const [settings, questions, answers, euList, candidates] = await Promise.all([
      getSettings(tx), listQuestions(tx), answersOf(tx, [...found]), currentEuList(tx, today), retainedCandidates(tx, [...found]),
    ]);
    const eu = euList ? { ref: euListRef(euList)!, countries: euList.countries } : null;
    const byCustomer = new Map<string, StoredAnswer[]>();
    for (const answer of answers) {
      const list = byCustomer.get(answer.customers_id);
      if (list) list.push(answer);
      else byCustomer.set(answer.customers_id, [answer]);
    }
    const scores: CalculatedScore[] = subjects.map((subject: RiskSubject) => {
      const own = byCustomer.get(subject.customersId) ?? [];
      const values = new Map<string, RiskAnswerValue>(own.map((a) => [a.riskquestions_id, a.answer]));
      const visible = visibleRiskQuestionIds(questions, values);
      const hit = hits.get(subject.customersId);
      const result = calculateScore({
        type: subject.type,
        country: subject.country,
        nationality: subject.nationality,
        companytypeCode: subject.companytypeCode,
        industryCode: subject.industryCode,
        foundedAt: subject.foundedAt,
        related: subject.related,
        peps: subject.peps,
        pepEndDates: subject.pepEndDates,
        alerts: alerts.get(subject.customersId) ?? 0,
        ownershipLevels: subject.ownershipLevels,
        answerPoints: own.filter((a) => visible.has(a.riskquestions_id)).map((a) => a.points),
        unansweredMandatory: unansweredMandatoryCount(questions, values),
        pepAnswers: questions.filter((q) => q.is_pep && visible.has(q.id) && isPepAnswer(values.get(q.id))).map((q) => q.question),
        pepAlerts: hit?.pepAlerts ?? 0,
        sanctionAlerts: hit?.sanctionAlerts.length ?? 0,
        sanctionsPending: sanctionsPending.get(subject.customersId) ?? 0,
      }, settings, today, eu, candidates.get(subject.customersId) ?? []);
      return { ...result, access: subject };
    });
    const changed = await writeScores(tx, scores, cause);
    // EDD (issue #11 §2) only for customers it concerns: a trigger, a confirmed hit, or an EDD mark in the register now.
    // A full run over customers without any stays as short per batch as before (the embedded database's one connection).
    const concerned = scores.filter((score) => {
      const subject = byId.get(score.access.customersId)!;
      return score.triggers.length > 0 || hits.has(subject.customersId) || subject.eddState !== null || subject.isFrozen;
    });
    // A trigger gone from the data stays until senior management approves its removal (issue 25 §3).
    await syncRemovals(tx, concerned.map((score) => ({
      customersId: score.access.customersId, found: score.found, retained: score.triggers.slice(score.found.length),
      causedBy: causedBy.get(score.access.customersId) ?? [],
    })));
    await syncEdd(tx, concerned.map((score) => ({
      customersId: score.access.customersId, triggers: score.triggers, sanctionAlerts: hits.get(score.access.customersId)?.sanctionAlerts ?? [],
    })));
    const marks = (await eddMarks(tx, concerned.map((score) => score.access.customersId))).filter((mark) => {
      const subject = byId.get(mark.customersId)!;
      return subject.eddState !== mark.eddState || subject.isFrozen !== mark.isFrozen;
    });
    for (const id of gone) await tx`select risk.forget_customer(${organisationsId}, ${id})`;
    return { scores, changed, settings, marks };
  });

  const current = new Map(subjects.map((s) => [s.customersId, s.riskscoresLevel]));
  const levels = scores.filter((s) => current.get(s.access.customersId) !== s.level).map((s) => ({ customersId: s.access.customersId, level: s.level }));
  const levelsWritten = await deps.customers.risk.writeLevels(organisationsId, levels);
  if (marks.length > 0) await deps.customers.risk.writeEddMarks(organisationsId, marks);
  // The next review follows the level (HIGH ≤ 1 year, REGULAR ≤ 3, LOW ≤ 5; NA as HIGH): a rise brings it forward.
  const reviewsWritten = await deps.customers.risk.writeReviewCycles(organisationsId,
    scores.map((s) => ({ customersId: s.access.customersId, months: reviewMonthsFor(settings, s.level) })), today);
  // A freeze that starts now stops everything already on its way to the customer (issue 25 §1): last, so that a
  // failure here leaves the score's write-backs done (the outbound service's freezeGuard still refuses every link).
  const frozenNow = marks.filter((m) => m.isFrozen && !byId.get(m.customersId)!.isFrozen).map((m) => m.customersId);
  if (frozenNow.length > 0 && deps.outbound) await deps.outbound.customersFrozen(organisationsId, frozenNow);
  return { calculated: scores.length, changed: changed.length, forgotten: gone.length, levelsWritten, reviewsWritten };
};
