import type { PublicRequestView } from '@tunne/contracts';

/** The steps of a request's page, one per asked part (spec §3 Request), then the summary. */
export type StepId =
  | 'basic' | 'owners' | 'actualbeneficiaries' | 'responsiblepersons' | 'peps' | 'riskquestions' | 'sof' | 'files' | 'freetext' | 'summary';

export const stepsOf = (view: Pick<PublicRequestView, 'asks' | 'riskquestions'>): StepId[] => {
  const { asks } = view;
  const steps: StepId[] = [];
  if (asks.ask_basic) steps.push('basic');
  if (asks.ask_owners) steps.push('owners');
  if (asks.ask_actualbeneficiaries) steps.push('actualbeneficiaries');
  if (asks.ask_responsiblepersons) steps.push('responsiblepersons');
  if (asks.ask_peps) steps.push('peps');
  if (asks.ask_riskquestions && view.riskquestions.length > 0) steps.push('riskquestions');
  if (asks.ask_sof) steps.push('sof');
  if (asks.ask_files) steps.push('files');
  if (asks.ask_freetext) steps.push('freetext');
  steps.push('summary');
  return steps;
};

/** The organisation's description of a part, shown under its heading. */
export const descriptionOf = (view: Pick<PublicRequestView, 'asks'>, step: StepId): string | null => {
  const { asks } = view;
  switch (step) {
    case 'owners':
      return asks.ask_owners_description;
    case 'actualbeneficiaries':
      return asks.ask_actualbeneficiaries_description;
    case 'responsiblepersons':
      return asks.ask_responsiblepersons_description;
    case 'peps':
      return asks.ask_peps_description;
    case 'sof':
      return asks.ask_sof_description;
    case 'files':
      return asks.ask_files_description;
    case 'freetext':
      return asks.ask_freetext_description;
    default:
      return null;
  }
};
