import type { PublicRequestView } from '@tunne/contracts';

/** A request view as the service answers it, with nothing asked unless a test asks for it. */
export const requestView = (asks: Partial<PublicRequestView['asks']> = {}, extra: Partial<PublicRequestView> = {}): PublicRequestView => ({
  id: '33333333-3333-4333-8333-333333333333',
  organisation: { name: 'Tilitoimisto Esimerkki Oy', color: '#0f5c4d', logo_url: null },
  customer_name: 'Asiakas Oy',
  language: 'fi',
  description: 'Hei! Päivitättehän yrityksenne tiedot.',
  asks: {
    ask_basic: false, ask_actualbeneficiaries: false, ask_actualbeneficiaries_description: null, ask_actualbeneficiaries_validssn: false,
    ask_files: false, ask_files_description: null, ask_files_mandatory: false, ask_freetext: false, ask_freetext_description: null,
    ask_owners: false, ask_owners_allowfile: false, ask_owners_description: null, ask_peps: false, ask_peps_description: null,
    ask_responsiblepersons: false, ask_responsiblepersons_description: null, ask_responsiblepersons_ifnecessary: false,
    ask_responsiblepersons_ssn: false, ask_responsiblepersons_validssn: false, ask_riskquestions: false, riskquestions_type: null,
    ask_sof: false, ask_sof_description: null, prefill_changes: false,
    ...asks,
  },
  prefill: {},
  riskquestions: [],
  draft: null,
  files: [],
  answered_at: null,
  expires_at: '2027-01-31T10:00:00.000Z',
  ...extra,
});
