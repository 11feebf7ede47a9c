import type { Context, Hono } from 'hono';
import {
  IdParams, RiskQuestionBody, RiskQuestionListQuery, RiskQuestionOrderBody, RiskQuestionUpdateBody, type RiskQuestion,
} from '@tunne/contracts';
import { AppError, ok, readBody, readParams, readQuery, tenancyOf, type AuthEnv, type SettingsChangeLog, type Tx } from '@tunne/platform';
import type { RiskDeps } from '../ports.ts';
import {
  deleteQuestion, dependantCount, discardAnswers, getQuestion, insertQuestion, listQuestions, questionColumns, reorderQuestions,
  repriceAnswers, updateQuestion, type QuestionValues,
} from '../repo/questions.ts';
import { queueRecalculation, startFullRecalculation } from '../repo/settings.ts';
import { recordRiskChange } from '../settings-changes.ts';

const notFound = () => new AppError('NOT_FOUND', 'Risk question not found');
const blank = (value: string | null | undefined): string | null => value?.trim() || null;

/** The stored form of a question: texts trimmed, options only for SELECT and MULTI, descriptions only for YESNO rules. */
const normalise = (q: QuestionValues): QuestionValues => {
  const choices = q.type === 'SELECT' || q.type === 'MULTI';
  return {
    ...q,
    question: q.question.trim(),
    recipient_question: blank(q.recipient_question),
    description: blank(q.description),
    help: blank(q.help),
    headline: blank(q.headline),
    placeholder: blank(q.placeholder),
    options: choices ? [...new Set(q.options.map((o) => o.trim()).filter(Boolean))] : [],
    points_yes: q.type === 'YESNO' ? q.points_yes : 0,
    points_no: q.type === 'YESNO' ? q.points_no : 0,
    points_check: q.type === 'CHECKBOX' ? q.points_check : 0,
    mandatory_description_yes: q.type === 'YESNO' && q.mandatory_description_yes,
    mandatory_description_no: q.type === 'YESNO' && q.mandatory_description_no,
    is_pep: isPepType(q.type) && q.is_pep,
  };
};

/** Only a yes/no or a tick can say that someone is a PEP (issue #11 §2). */
const isPepType = (type: RiskQuestion['type']): boolean => type === 'YESNO' || type === 'CHECKBOX';
const checkPepType = (isPep: boolean | undefined, type: RiskQuestion['type']): void => {
  if (isPep && !isPepType(type)) throw new AppError('RISKQUESTION_PEP_TYPE', 'Only a yes/no or a checkbox question can be a PEP question', '/is_pep');
};

/** A question's rules: choices for SELECT/MULTI; a condition on another YESNO question, without a loop. */
const checkQuestion = async (tx: Tx, q: QuestionValues, id: string | null): Promise<void> => {
  if (!q.question) throw new AppError('VALIDATION_FAILED', 'The question is required', '/question');
  if ((q.type === 'SELECT' || q.type === 'MULTI') && q.options.length === 0) {
    throw new AppError('RISKQUESTION_OPTIONS_MISSING', 'SELECT and MULTI questions need options', '/options');
  }
  if ((q.conditional_riskquestions_id === null) !== (q.conditional_value === null)) {
    throw new AppError('RISKQUESTION_CONDITION_INVALID', 'A condition needs both the question and the answer', '/conditional_value');
  }
  let parentId = q.conditional_riskquestions_id;
  const seen = new Set(id ? [id] : []);
  for (let first = true; parentId; first = false) {
    if (seen.has(parentId)) throw new AppError('RISKQUESTION_CONDITION_INVALID', 'Conditions may not form a loop', '/conditional_riskquestions_id');
    seen.add(parentId);
    const parent = await getQuestion(tx, parentId);
    if (!parent || (first && parent.type !== 'YESNO')) {
      throw new AppError('RISKQUESTION_CONDITION_INVALID', 'A condition must name a yes/no question of the organisation', '/conditional_riskquestions_id');
    }
    parentId = parent.conditional_riskquestions_id;
  }
  if (id && q.type !== 'YESNO' && (await dependantCount(tx, id)) > 0) {
    throw new AppError('RISKQUESTION_HAS_DEPENDANTS', 'Other questions depend on the yes/no answer of this one', '/type');
  }
};

const defaults: QuestionValues = {
  type: 'YESNO', question: '', recipient_question: null, description: null, help: null, headline: null, placeholder: null, conditional_riskquestions_id: null,
  conditional_value: null, points_yes: 0, points_no: 0, points_check: 0, allow_description: false, mandatory_description_yes: false,
  mandatory_description_no: false, options: [], mandatory: false, is_pep: false,
};

const valuesOf = (q: RiskQuestion): QuestionValues => Object.fromEntries(questionColumns.map((c) => [c, q[c]])) as QuestionValues;

const question = (q: RiskQuestion) => ({ section: 'riskquestions', entity: 'riskquestion', ref: { id: q.id, name: q.question } }) as const;

/** Risk (background) questions: everyone reads them (to answer), admins change them, audited (spec §6, §7). */
export const questionRoutes = (app: Hono<AuthEnv>, deps: RiskDeps, changes: SettingsChangeLog): void => {
  const list = async (c: Context<AuthEnv>) => {
    const { type } = readQuery(c, RiskQuestionListQuery);
    return ok(c, await deps.db.tx(tenancyOf(c.get('principal')), (tx) => listQuestions(tx, type)));
  };
  app.get('/api/v2.5/user/riskquestions', list);
  app.get('/api/v2.5/admin/riskquestions', list);

  app.post('/api/v2.5/admin/riskquestions', async (c) => {
    const body = await readBody(c, RiskQuestionBody);
    checkPepType(body.is_pep, body.type);
    const values = normalise({ ...defaults, ...body } as QuestionValues);
    const principal = c.get('principal');
    const created = await deps.db.tx(tenancyOf(principal), async (tx) => {
      await checkQuestion(tx, values, null);
      const inserted = await insertQuestion(tx, values);
      if (inserted.mandatory || inserted.is_pep) await startFullRecalculation(tx, 'QUESTIONS');
      return inserted;
    });
    await recordRiskChange(changes, principal, question(created), null, created);
    return ok(c, created, 201);
  });

  app.put('/api/v2.5/admin/riskquestions/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const { confirm_type_change: confirmed, ...body } = await readBody(c, RiskQuestionUpdateBody);
    const principal = c.get('principal');
    const { current, updated } = await deps.db.tx(tenancyOf(principal), async (tx) => {
      const current = await getQuestion(tx, id);
      if (!current) throw notFound();
      checkPepType(body.is_pep, body.type ?? current.type);
      const values = normalise({ ...valuesOf(current), ...body } as QuestionValues);
      await checkQuestion(tx, values, id);
      const typeChanged = values.type !== current.type;
      // Spec §4: a type change discards the answers given so far, after confirmation.
      if (typeChanged && !confirmed) {
        throw new AppError('RISKQUESTION_TYPE_CHANGE_UNCONFIRMED', 'Changing the type discards every answer to the question; confirm it', '/type');
      }
      const saved = (await updateQuestion(tx, id, values))!;
      const pointsChanged = ['points_yes', 'points_no', 'points_check'].some((k) => saved[k as 'points_yes'] !== current[k as 'points_yes']);
      if (typeChanged) await discardAnswers(tx, id);
      else if (pointsChanged) await queueRecalculation(tx, await repriceAnswers(tx, saved), 'QUESTIONS');
      // Visibility and mandatory rules reach every customer; points only those who answered.
      const rulesChanged = typeChanged || (['mandatory', 'conditional_riskquestions_id', 'conditional_value', 'is_pep'] as const).some((k) => saved[k] !== current[k]);
      if (rulesChanged) await startFullRecalculation(tx, 'QUESTIONS');
      return { current, updated: saved };
    });
    await recordRiskChange(changes, principal, question(updated), current, updated);
    return ok(c, updated);
  });

  app.delete('/api/v2.5/admin/riskquestions/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const removed = await deps.db.tx(tenancyOf(principal), async (tx) => {
      if ((await dependantCount(tx, id)) > 0) throw new AppError('RISKQUESTION_HAS_DEPENDANTS', 'Other questions depend on this one; change them first');
      const current = await getQuestion(tx, id);
      if (!current || !(await deleteQuestion(tx, id))) throw notFound();
      await startFullRecalculation(tx, 'QUESTIONS');
      return current;
    });
    await recordRiskChange(changes, principal, question(removed), removed, null);
    return ok(c, null);
  });

  app.patch('/api/v2.5/admin/riskquestions', async (c) => {
    const { data } = await readBody(c, RiskQuestionOrderBody);
    const principal = c.get('principal');
    const { before, reordered } = await deps.db.tx(tenancyOf(principal), async (tx) => {
      const current = await listQuestions(tx);
      const known = new Set(current.map((q) => q.id));
      if (data.length !== known.size || data.some((id) => !known.has(id))) {
        throw new AppError('RISKQUESTION_ORDER_MISMATCH', 'The order must list every question of the organisation once', '/data');
      }
      await reorderQuestions(tx, data);
      return { before: current, reordered: await listQuestions(tx) };
    });
    // The order as the questions read, so the change list shows what moved.
    const order = (questions: RiskQuestion[]) => ({ order: questions.map((q) => q.question) });
    await recordRiskChange(changes, principal, { section: 'riskquestions', entity: 'riskquestion_order' }, order(before), order(reordered));
    return ok(c, reordered);
  });
};
