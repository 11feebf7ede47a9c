import { schemaResolver } from '@tunne/app-kit';
import { RiskAssessmentBody, type RiskAssessment } from '@tunne/contracts';

/** The assessment dialog's fields as the inputs hold them. */
export interface AssessmentFormValues {
  name: string;
  description: string;
  riskratings_id: string;
  /** YYYY-MM-DD, '' for none. */
  expires_at: string;
  start_kycclock: boolean;
}

export const assessmentFormValues = (row: RiskAssessment | null): AssessmentFormValues => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  riskratings_id: row?.riskratings_id ?? '',
  expires_at: row?.expires_at ?? '',
  start_kycclock: true,
});

/** What the dialog sends; `asksClock`: the chosen rating offers to start the KYC clock, so the answer goes along. */
export const assessmentBody = (values: AssessmentFormValues, asksClock: boolean): RiskAssessmentBody => ({
  name: values.name.trim() || null,
  description: values.description.trim() || null,
  riskratings_id: values.riskratings_id || null,
  expires_at: values.expires_at || null,
  ...(asksClock ? { start_kycclock: values.start_kycclock } : {}),
});

/** The service's RiskAssessmentBody applied to what the dialog would send. */
export const assessmentResolver = (asksClock: (values: AssessmentFormValues) => boolean) =>
  schemaResolver<AssessmentFormValues, RiskAssessmentBody>(RiskAssessmentBody, { toBody: (values) => assessmentBody(values, asksClock(values)) });
