import type { RiskAssessment, RiskAssessmentVersion, RiskRating } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

interface AssessmentRow {
  id: string;
  customers_id: string;
  name: string | null;
  description: string | null;
  riskratings_id: string | null;
  riskrating_name: string | null;
  riskrating_number: number | null;
  users_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  expires_at: string | null;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

const toAssessment = (row: AssessmentRow): RiskAssessment => ({
  id: row.id,
  customers_id: row.customers_id,
  name: row.name,
  description: row.description,
  riskratings_id: row.riskratings_id,
  riskrating: row.riskrating_name === null ? null : { id: row.riskratings_id, name: row.riskrating_name, number: row.riskrating_number ?? 0 },
  users_id: row.users_id,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  expires_at: row.expires_at,
});

const select = (tx: Tx) => tx`id, customers_id, name, description, riskratings_id, riskrating_name, riskrating_number, users_id,
  created_at, updated_at, to_char(expires_at, 'YYYY-MM-DD') as expires_at`;

/** Newest first. */
export const listAssessments = async (tx: Tx, customersId: string): Promise<RiskAssessment[]> =>
  (await tx<AssessmentRow[]>`select ${select(tx)} from risk.assessments where customers_id = ${customersId}
    order by created_at desc, id`).map(toAssessment);

export const getAssessment = async (tx: Tx, customersId: string, id: string): Promise<RiskAssessment | null> => {
  const [row] = await tx<AssessmentRow[]>`select ${select(tx)} from risk.assessments where customers_id = ${customersId} and id = ${id}`;
  return row ? toAssessment(row) : null;
};

export interface AssessmentValues {
  name?: string | null;
  description?: string | null;
  expires_at?: string | null;
  rating?: RiskRating | null;
}

const columnsOf = (values: AssessmentValues): Record<string, string | number | null> => {
  const columns: Record<string, string | number | null> = {};
  if (values.name !== undefined) columns.name = values.name?.trim() || null;
  if (values.description !== undefined) columns.description = values.description?.trim() || null;
  if (values.expires_at !== undefined) columns.expires_at = values.expires_at;
  if (values.rating !== undefined) {
    columns.riskratings_id = values.rating?.id ?? null;
    columns.riskrating_name = values.rating?.name ?? null;
    columns.riskrating_number = values.rating?.number ?? null;
  }
  return columns;
};

export const insertAssessment = async (tx: Tx, customersId: string, values: AssessmentValues): Promise<RiskAssessment> => {
  const [row] = await tx<{ id: string }[]>`insert into risk.assessments ${tx({ customers_id: customersId, ...columnsOf(values) })} returning id`;
  return (await getAssessment(tx, customersId, row!.id))!;
};

export const updateAssessment = async (tx: Tx, customersId: string, id: string, values: AssessmentValues): Promise<RiskAssessment | null> => {
  const columns = columnsOf(values);
  if (Object.keys(columns).length > 0) {
    await tx`update risk.assessments set ${tx(columns)}, updated_at = now() where customers_id = ${customersId} and id = ${id}`;
  }
  return getAssessment(tx, customersId, id);
};

export const deleteAssessment = async (tx: Tx, customersId: string, id: string): Promise<boolean> =>
  (await tx`delete from risk.assessments where customers_id = ${customersId} and id = ${id}`).count > 0;

interface VersionRow {
  id: string;
  assessments_id: string;
  action: RiskAssessmentVersion['action'];
  assessment: Omit<AssessmentRow, 'customers_id'>;
  changed_by: string | null;
  changed_at: Date;
}

const toVersion = (customersId: string, row: VersionRow): RiskAssessmentVersion => {
  const { customers_id: _unused, ...assessment } = toAssessment({ ...row.assessment, customers_id: customersId });
  return { id: row.id, assessments_id: row.assessments_id, action: row.action, assessment, changed_by: row.changed_by, changed_at: row.changed_at.toISOString() };
};

/** Every saved version of the customer's assessments, newest first. */
export const assessmentHistory = async (tx: Tx, customersId: string, page: number, size: number): Promise<{ items: RiskAssessmentVersion[]; total: number }> => {
  const [rows, [count]] = await Promise.all([
    tx<VersionRow[]>`select id::text, assessments_id, action, assessment, changed_by, changed_at from risk.assessment_history
      where customers_id = ${customersId} order by changed_at desc, id desc limit ${size} offset ${(page - 1) * size}`,
    tx<{ n: number }[]>`select count(*)::int as n from risk.assessment_history where customers_id = ${customersId}`,
  ]);
  return { items: rows.map((row) => toVersion(customersId, row)), total: count?.n ?? 0 };
};

/** The assessments as they stood at `at`: the last version of each one written by then, unless it was deleted. */
export const assessmentsAt = async (tx: Tx, customersId: string, at: Date): Promise<RiskAssessment[]> => {
  const rows = await tx<VersionRow[]>`select distinct on (assessments_id) id::text, assessments_id, action, assessment, changed_by, changed_at
    from risk.assessment_history where customers_id = ${customersId} and date_trunc('milliseconds', changed_at) <= ${at}
    order by assessments_id, changed_at desc, id desc`;
  return rows
    .filter((row) => row.action !== 'DELETE')
    .map((row) => toAssessment({ ...row.assessment, customers_id: customersId }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
};
