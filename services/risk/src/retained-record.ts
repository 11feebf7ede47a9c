import type { RetainedRecordEntry, RetainedRecordSection, RetainedRecordSource } from '@tunne/contracts';
import type { Database } from '@tunne/platform';

const printable = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

const toEntry = (row: Record<string, unknown>, title: string): RetainedRecordEntry => ({
  title,
  fields: Object.entries(row)
    .filter(([key, value]) => value !== null && value !== '' && key !== 'organisations_id' && key !== 'customers_id')
    .map(([label, value]) => ({ label, value: printable(value) })),
});

type Row = { row: Record<string, unknown>; title: string };

/**
 * What the risk service keeps of a retained customer record (issue 11 §1), for the record's PDF: the risk answers,
 * the assessments with every version, the score history, and the enhanced due diligence with its documents and history. Read as the organisation (restriction NONE); the
 * customers service has already checked that the caller is an admin who may read the record. Wired by the gateway.
 */
export const retainedRiskSections = (db: Database): RetainedRecordSource => async (subject) => {
  const id = subject.customersId;
  const { answers, assessments, scores, edd, eddHistory } = await db.tx({ organisationsId: subject.organisationsId }, async (tx) => {
    // The answers as they stand, then every version of them with who and when (issue 25 §6).
    const answers = await tx<Row[]>`select row, title from (
        select to_jsonb(a) as row, a.question as title, 0 as part, a.created_at as at, a.id::text as key
          from risk.answers a where a.customers_id = ${id}
        union all
        select to_jsonb(h) - 'id', h.question || ' (' || h.action || ')', 1, h.changed_at, lpad(h.id::text, 20, '0')
          from risk.answer_history h where h.customers_id = ${id}
      ) v order by part, at, key`;
    const assessments = await tx<Row[]>`select h.assessment || jsonb_build_object('action', h.action, 'changed_by', h.changed_by,
        'changed_at', h.changed_at) as row, coalesce(h.assessment ->> 'name', h.assessment ->> 'riskrating_name', '') as title
      from risk.assessment_history h where h.customers_id = ${id} order by h.changed_at, h.id`;
    const scores = await tx<Row[]>`select to_jsonb(s) - 'id' as row, s.level || ' (' || s.points || ')' as title
      from risk.score_history s where s.customers_id = ${id} order by s.calculated_at, s.id`;
    // Enhanced due diligence (issue #11 §2): the answers and decision, every document (removed ones too, marked), and
    // the history of submissions, decisions and freezes with what each was about.
    const edd = await tx<Row[]>`
      select to_jsonb(e) - 'approved_triggers' as row, e.state as title from risk.edd e where e.customers_id = ${id}
      union all
      select jsonb_build_object('name', f.name, 'mime', f.mime, 'size', f.size, 'uploaded_by', f.uploaded_by, 'uploaded_at', f.uploaded_at,
               'removed_by', f.removed_by, 'removed_at', f.removed_at), f.name
        from risk.edd_files f where f.customers_id = ${id}`;
    const eddHistory = await tx<Row[]>`select row, title from (
        select to_jsonb(v) - 'id' as row, v.action as title, v.created_at as at from risk.edd_events v where v.customers_id = ${id}
        union all
        select to_jsonb(f) - 'id', 'FREEZE', f.frozen_at from risk.freezes f where f.customers_id = ${id}
        union all
        -- Issue 25 §1: the notifications to the authority and the two admins' lift requests and decisions.
        select to_jsonb(n) - 'id', 'FREEZE_NOTIFICATION', n.recorded_at from risk.freeze_notifications n where n.customers_id = ${id}
        union all
        select to_jsonb(r), 'FREEZE_LIFT_REQUEST', r.requested_at from risk.freeze_lift_requests r where r.customers_id = ${id}
        union all
        select to_jsonb(d), 'FREEZE_LIFT_DECISION', d.decided_at from risk.freeze_lift_decisions d where d.customers_id = ${id}
      ) h order by at`;
    return { answers, assessments, scores, edd, eddHistory };
  });
  const sections: RetainedRecordSection[] = [
    { key: 'riskanswers', entries: answers.map((r) => toEntry(r.row, r.title)) },
    { key: 'riskassessments', entries: assessments.map((r) => toEntry(r.row, r.title)) },
    { key: 'riskscores', entries: scores.map((r) => toEntry(r.row, r.title)) },
    { key: 'edd', entries: edd.map((r) => toEntry(r.row, r.title)) },
    { key: 'eddhistory', entries: eddHistory.map((r) => toEntry(r.row, r.title)) },
  ];
  return sections;
};
