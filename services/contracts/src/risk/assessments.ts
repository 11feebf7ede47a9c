import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../common.ts';
import { optionalNullable } from '../schema-helpers.ts';

// Risk assessments (spec §3 Risk assessment, §4): a person's graded judgement of a customer, with its history.

const assessmentFields = {
  name: optionalNullable(Type.String({ maxLength: 300 })),
  description: optionalNullable(Type.String({ maxLength: 10000 })),
  riskratings_id: optionalNullable(Uuid),
  /** YYYY-MM-DD; red from the day after (spec §4). */
  expires_at: optionalNullable(Type.String({ format: 'date' })),
  /** Default true: a rating with ask_kycclock starts the KYC clock; false skips it this time. */
  start_kycclock: Type.Optional(Type.Boolean()),
};
export const RiskAssessmentBody = Type.Object(assessmentFields, { $id: 'RiskAssessmentBody', additionalProperties: false });
export type RiskAssessmentBody = Static<typeof RiskAssessmentBody>;
export const RiskAssessmentUpdateBody = Type.Object(assessmentFields, { $id: 'RiskAssessmentUpdateBody', additionalProperties: false, minProperties: 1 });
export type RiskAssessmentUpdateBody = Static<typeof RiskAssessmentUpdateBody>;

export const RiskAssessmentParams = Type.Object({ id: Uuid, assessmentId: Uuid }, { $id: 'RiskAssessmentParams', additionalProperties: false });

/** A stored assessment: the body's fields (start_kycclock is an instruction, not stored). */
export type RiskAssessment = Required<Omit<RiskAssessmentBody, 'start_kycclock'>> & {
  id: string;
  customers_id: string;
  /** The rating as it was when the assessment was saved (kept if the rating is later deleted). */
  riskrating: { id: string | null; name: string; number: number } | null;
  users_id: string | null;
  created_at: string;
  updated_at: string;
};

/** The customer's KYC clock after an assessment started it (null: not started). */
export interface RiskKycclock {
  is_kycclock: boolean;
  /** The day of the alarm, YYYY-MM-DD. */
  kycclock_alarm_at: string | null;
}

export type RiskAssessmentSaved = RiskAssessment & { kycclock: RiskKycclock | null };

/** Spec §4: red if expired, else green. `today` is YYYY-MM-DD in the viewer's calendar. */
export const riskAssessmentExpired = (expiresAt: string | null, today: string): boolean => expiresAt !== null && expiresAt < today;

export interface RiskAssessmentVersion {
  id: string;
  assessments_id: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  assessment: Omit<RiskAssessment, 'customers_id'>;
  changed_by: string | null;
  changed_at: string;
}
