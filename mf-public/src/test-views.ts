import type { PublicIdentificationView, PublicRequestView, PublicSignatoryView } from '@tunne/contracts';

/** A request view as the service answers it, with nothing asked unless a test asks for it. */
export const requestView = (asks: Partial<PublicRequestView['asks']> = {}, extra: Partial<PublicRequestView> = {}): PublicRequestView => ({
  id: '33333333-3333-4333-8333-333333333333',
  organisation: { name: 'Tilitoimisto Esimerkki Oy', color: '#0f5c4d', logo_url: null },
  customer_name: 'Asiakas Oy',
  customer_country: 'FI',
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

const organisation = { name: 'Tilitoimisto Esimerkki Oy', color: '#0f5c4d', logo_url: null };

/** An identification view as the service answers it: PEP asked, a bank and the two local methods, one unavailable. */
export const identificationView = (extra: Partial<PublicIdentificationView> = {}): PublicIdentificationView => ({
  id: '33333333-3333-4333-8333-333333333333',
  organisation,
  language: 'fi',
  name: 'Maija Meikäläinen',
  description: 'Hei! Tunnistathan itsesi asiakkuuden avaamista varten.',
  instructions: 'Valitse itsellesi sopiva tapa.',
  methods: [
    { method: 'NETSEIDENT_BANKID_FI', available: true },
    { method: 'MITID_DK', available: false },
    { method: 'SCREENSIGNATURE', available: true },
    { method: 'PASSPORTFILE', available: true },
  ],
  ask_pep: true,
  identified_at: null,
  eidmethod: null,
  expires_at: '2027-01-31T10:00:00.000Z',
  ...extra,
});

/** A signatory's view: open to sign, one PDF, a bank and the screen signature. */
export const signatoryView = (extra: Partial<PublicSignatoryView> = {}): PublicSignatoryView => ({
  id: '33333333-3333-4333-8333-333333333333',
  esignatures_id: '44444444-4444-4444-8444-444444444444',
  organisation,
  language: 'fi',
  signature_name: 'Toimeksiantosopimus 2027',
  description: 'Allekirjoitathan sopimuksen tällä viikolla.',
  signtext: null,
  name: 'Matti Meikäläinen',
  companyname: 'Meikäläinen Oy',
  role: 'Toimitusjohtaja',
  files: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'sopimus.pdf',
      mime: 'application/pdf',
      size: 120_000,
      sha256: 'a'.repeat(32) + 'b'.repeat(32),
      role: 'document',
      created_at: '2026-11-20T10:00:00Z',
      pages: 3,
    },
  ],
  methods: [
    { method: 'NETSEIDENT_BANKID_FI', available: true },
    { method: 'SCREENSIGNATURE', available: true },
    { method: 'PASSPORTREADER', available: false },
  ],
  force_passportreader: false,
  stage: 'open',
  esignature_status: 'SEND',
  identified: null,
  signed_at: null,
  final_pdf_available: false,
  expires_at: '2027-01-31T10:00:00.000Z',
  ...extra,
});
