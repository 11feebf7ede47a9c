import type { EidMethod, Language } from '@tunne/contracts';

// The signing-certificate page in every language an e-signature can have (fi, en, se = Swedish, no, dk).

export type AssuranceLevel = 'low' | 'substantial' | 'high' | 'unknown' | 'other';

export interface CertificateTexts {
  title: string;
  continued: string;
  intro: string;
  documentSection: string;
  filesSection: string;
  signatoriesSection: string;
  documentTitle: string;
  organisation: string;
  esignatureId: string;
  completedAt: string;
  file: string;
  pages: string;
  sha256: string;
  company: string;
  role: string;
  /** The label of how a signatory signed (the signing act). */
  signingAct: string;
  /** A signature after an eID login: {method} (from methods), {level} (from levels). */
  eidAct: string;
  /** A signature drawn on screen: no identification at all. */
  screenAct: string;
  /** A signature after a photo of an identity document: not an electronic identification. */
  documentAct: string;
  /** The eID's level of assurance (acr); other: {acr} as the provider gave it. */
  levels: Record<AssuranceLevel, string>;
  signedAt: string;
  ipAddress: string;
  identityCode: string;
  /** There is an identity code but the sender chose not to show it. */
  hidden: string;
  /** The signatory gave no identity code (a drawn signature, an eID without one). */
  noIdentityCode: string;
  /** The name the signatory was invited under, shown when the identified name differs. */
  invitedAs: string;
  notGiven: string;
  /** What each signatory's signature is in law. */
  signatureLevel: string;
  /** {signer}: the sealing certificate's name; with an ordinary or a qualified certificate. */
  sealAdvanced: string;
  sealQualified: string;
  /** Added when the seal carries a trusted timestamp. */
  timestamped: string;
  /** How to check the seal. */
  check: string;
  /** {page}, {pages}. */
  page: string;
  methods: Record<EidMethod, string>;
}

export const certificateTexts: Record<Language, CertificateTexts> = {
  fi: {
    title: 'Allekirjoitustodistus',
    continued: 'jatkuu',
    intro: 'Tämä sivu on osa sähköisesti allekirjoitettua asiakirjaa. Se kertoo, kuka asiakirjan allekirjoitti, milloin ja miten.',
    documentSection: 'Asiakirja',
    filesSection: 'Allekirjoitetut tiedostot',
    signatoriesSection: 'Allekirjoittajat',
    documentTitle: 'Asiakirjan nimi',
    organisation: 'Organisaatio',
    esignatureId: 'Sähköisen allekirjoituksen tunnus',
    completedAt: 'Valmistunut',
    file: 'Tiedosto',
    pages: 'Sivuja',
    sha256: 'SHA-256-tiiviste',
    company: 'Yritys',
    role: 'Rooli',
    signingAct: 'Allekirjoitustapa',
    eidAct: 'Sähköinen tunnistus: {method}, {level}',
    screenAct: 'Näytölle piirretty allekirjoitus (ei sähköistä tunnistusta)',
    documentAct: 'Henkilöllisyysasiakirjan kuva (ei sähköistä tunnistusta)',
    levels: { low: 'varmuustaso matala', substantial: 'varmuustaso korotettu', high: 'varmuustaso korkea', unknown: 'varmuustaso ei tiedossa', other: 'varmuustaso {acr}' },
    signedAt: 'Allekirjoitettu',
    ipAddress: 'IP-osoite',
    identityCode: 'Henkilötunnus',
    hidden: 'piilotettu',
    noIdentityCode: 'ei henkilötunnusta',
    invitedAs: 'Kutsuttu nimellä',
    notGiven: 'ei ilmoitettu',
    signatureLevel: 'Kukin allekirjoittaja on antanut yksinkertaisen sähköisen allekirjoituksen.',
    sealAdvanced: 'Palvelu on sinetöinyt valmiin asiakirjan organisaation varmenteella ({signer}) kehittyneellä sähköisellä leimalla.',
    sealQualified: 'Palvelu on sinetöinyt valmiin asiakirjan organisaation hyväksytyllä varmenteella ({signer}) hyväksytyllä sähköisellä leimalla.',
    timestamped: 'Leimassa on aikaleimapalvelun aikaleima.',
    check: 'Leiman ja sen, ettei asiakirjaa ole muutettu, voi tarkistaa palvelun vahvistussivulla tai PDF-lukijalla.',
    page: 'Sivu {page}/{pages}',
    methods: {
      PASSPORTFILE: 'Henkilöllisyysasiakirja',
      SCREENSIGNATURE: 'Näyttöallekirjoitus',
      NETSEIDENT_BANKID_FI: 'Pankkitunnistus (FTN)',
      MOBIILIVARMENNE_FI: 'Mobiilivarmenne',
      PASSPORTREADER: 'Passin sirun luku',
      BANKID_SE: 'Ruotsalainen BankID',
      BANKID_NO: 'Norjalainen BankID',
      BANKID_MOBILE_NO: 'Norjalainen BankID-mobiili',
      MITID_DK: 'Tanskalainen MitID',
      SMARTID: 'Smart-ID',
      MOBILEID: 'Mobile-ID',
    },
  },
  en: {
    title: 'Signing certificate',
    continued: 'continued',
    intro: 'This page is part of the electronically signed document. It records who signed the document, when and how.',
    documentSection: 'Document',
    filesSection: 'Signed files',
    signatoriesSection: 'Signatories',
    documentTitle: 'Document title',
    organisation: 'Organisation',
    esignatureId: 'E-signature ID',
    completedAt: 'Completed',
    file: 'File',
    pages: 'Pages',
    sha256: 'SHA-256 hash',
    company: 'Company',
    role: 'Role',
    signingAct: 'Signed with',
    eidAct: 'Electronic identification: {method}, {level}',
    screenAct: 'Signature drawn on screen (no electronic identification)',
    documentAct: 'Photo of an identity document (no electronic identification)',
    levels: { low: 'level of assurance low', substantial: 'level of assurance substantial', high: 'level of assurance high', unknown: 'level of assurance unknown', other: 'level of assurance {acr}' },
    signedAt: 'Signed at',
    ipAddress: 'IP address',
    identityCode: 'Identity code',
    hidden: 'hidden',
    noIdentityCode: 'no identity code',
    invitedAs: 'Invited as',
    notGiven: 'not given',
    signatureLevel: 'Each signatory gave a simple electronic signature.',
    sealAdvanced: "The service sealed the final document with the organisation's certificate ({signer}): an advanced electronic seal.",
    sealQualified: "The service sealed the final document with the organisation's qualified certificate ({signer}): a qualified electronic seal.",
    timestamped: 'The seal carries a trusted timestamp from a timestamp authority.',
    check: "The seal, and that the document has not been changed, can be checked on the service's verification page or in a PDF reader.",
    page: 'Page {page}/{pages}',
    methods: {
      PASSPORTFILE: 'Identity document',
      SCREENSIGNATURE: 'Screen signature',
      NETSEIDENT_BANKID_FI: 'Bank identification (FTN)',
      MOBIILIVARMENNE_FI: 'Finnish Mobile ID (Mobiilivarmenne)',
      PASSPORTREADER: 'Passport chip reading',
      BANKID_SE: 'Swedish BankID',
      BANKID_NO: 'Norwegian BankID',
      BANKID_MOBILE_NO: 'Norwegian BankID on mobile',
      MITID_DK: 'Danish MitID',
      SMARTID: 'Smart-ID',
      MOBILEID: 'Mobile-ID',
    },
  },
  se: {
    title: 'Signeringsintyg',
    continued: 'fortsättning',
    intro: 'Den här sidan är en del av det elektroniskt undertecknade dokumentet. Den visar vem som undertecknade dokumentet, när och hur.',
    documentSection: 'Dokument',
    filesSection: 'Undertecknade filer',
    signatoriesSection: 'Undertecknare',
    documentTitle: 'Dokumentets namn',
    organisation: 'Organisation',
    esignatureId: 'E-signaturens id',
    completedAt: 'Slutförd',
    file: 'Fil',
    pages: 'Sidor',
    sha256: 'SHA-256-kontrollsumma',
    company: 'Företag',
    role: 'Roll',
    signingAct: 'Undertecknat med',
    eidAct: 'Elektronisk identifiering: {method}, {level}',
    screenAct: 'Underskrift ritad på skärmen (ingen elektronisk identifiering)',
    documentAct: 'Foto av en identitetshandling (ingen elektronisk identifiering)',
    levels: { low: 'tillitsnivå låg', substantial: 'tillitsnivå väsentlig', high: 'tillitsnivå hög', unknown: 'tillitsnivå okänd', other: 'tillitsnivå {acr}' },
    signedAt: 'Undertecknad',
    ipAddress: 'IP-adress',
    identityCode: 'Personnummer',
    hidden: 'dold',
    noIdentityCode: 'inget personnummer',
    invitedAs: 'Inbjuden som',
    notGiven: 'ej angivet',
    signatureLevel: 'Varje undertecknare har gett en enkel elektronisk underskrift.',
    sealAdvanced: 'Tjänsten har förseglat det färdiga dokumentet med organisationens certifikat ({signer}): en avancerad elektronisk stämpel.',
    sealQualified: 'Tjänsten har förseglat det färdiga dokumentet med organisationens kvalificerade certifikat ({signer}): en kvalificerad elektronisk stämpel.',
    timestamped: 'Stämpeln har en tidsstämpel från en tidsstämplingstjänst.',
    check: 'Stämpeln, och att dokumentet inte har ändrats, kan kontrolleras på tjänstens verifieringssida eller i en PDF-läsare.',
    page: 'Sida {page}/{pages}',
    methods: {
      PASSPORTFILE: 'Identitetshandling',
      SCREENSIGNATURE: 'Skärmsignatur',
      NETSEIDENT_BANKID_FI: 'Bankidentifiering (FTN)',
      MOBIILIVARMENNE_FI: 'Finskt mobilcertifikat (Mobiilivarmenne)',
      PASSPORTREADER: 'Avläsning av passets chip',
      BANKID_SE: 'Svenskt BankID',
      BANKID_NO: 'Norskt BankID',
      BANKID_MOBILE_NO: 'Norskt BankID på mobil',
      MITID_DK: 'Danskt MitID',
      SMARTID: 'Smart-ID',
      MOBILEID: 'Mobile-ID',
    },
  },
  no: {
    title: 'Signeringsbevis',
    continued: 'fortsettelse',
    intro: 'Denne siden er en del av det elektronisk signerte dokumentet. Den viser hvem som signerte dokumentet, når og hvordan.',
    documentSection: 'Dokument',
    filesSection: 'Signerte filer',
    signatoriesSection: 'Signatarer',
    documentTitle: 'Dokumentets navn',
    organisation: 'Organisasjon',
    esignatureId: 'E-signaturens ID',
    completedAt: 'Fullført',
    file: 'Fil',
    pages: 'Sider',
    sha256: 'SHA-256-sjekksum',
    company: 'Selskap',
    role: 'Rolle',
    signingAct: 'Signert med',
    eidAct: 'Elektronisk identifisering: {method}, {level}',
    screenAct: 'Signatur tegnet på skjermen (ingen elektronisk identifisering)',
    documentAct: 'Bilde av et identitetsdokument (ingen elektronisk identifisering)',
    levels: { low: 'sikkerhetsnivå lavt', substantial: 'sikkerhetsnivå betydelig', high: 'sikkerhetsnivå høyt', unknown: 'sikkerhetsnivå ukjent', other: 'sikkerhetsnivå {acr}' },
    signedAt: 'Signert',
    ipAddress: 'IP-adresse',
    identityCode: 'Fødselsnummer',
    hidden: 'skjult',
    noIdentityCode: 'intet fødselsnummer',
    invitedAs: 'Invitert som',
    notGiven: 'ikke oppgitt',
    signatureLevel: 'Hver signatar har gitt en enkel elektronisk signatur.',
    sealAdvanced: 'Tjenesten har forseglet det ferdige dokumentet med organisasjonens sertifikat ({signer}): et avansert elektronisk segl.',
    sealQualified: 'Tjenesten har forseglet det ferdige dokumentet med organisasjonens kvalifiserte sertifikat ({signer}): et kvalifisert elektronisk segl.',
    timestamped: 'Seglet har et tidsstempel fra en tidsstemplingstjeneste.',
    check: 'Seglet, og at dokumentet ikke er endret, kan kontrolleres på tjenestens verifiseringsside eller i en PDF-leser.',
    page: 'Side {page}/{pages}',
    methods: {
      PASSPORTFILE: 'Identitetsdokument',
      SCREENSIGNATURE: 'Skjermsignatur',
      NETSEIDENT_BANKID_FI: 'Finsk bankidentifisering (FTN)',
      MOBIILIVARMENNE_FI: 'Finsk mobilsertifikat (Mobiilivarmenne)',
      PASSPORTREADER: 'Lesing av passbrikke',
      BANKID_SE: 'Svensk BankID',
      BANKID_NO: 'BankID',
      BANKID_MOBILE_NO: 'BankID på mobil',
      MITID_DK: 'Dansk MitID',
      SMARTID: 'Smart-ID',
      MOBILEID: 'Mobile-ID',
    },
  },
  dk: {
    title: 'Underskriftsbevis',
    continued: 'fortsat',
    intro: 'Denne side er en del af det elektronisk underskrevne dokument. Den viser, hvem der underskrev dokumentet, hvornår og hvordan.',
    documentSection: 'Dokument',
    filesSection: 'Underskrevne filer',
    signatoriesSection: 'Underskrivere',
    documentTitle: 'Dokumentets navn',
    organisation: 'Organisation',
    esignatureId: 'E-signaturens ID',
    completedAt: 'Fuldført',
    file: 'Fil',
    pages: 'Sider',
    sha256: 'SHA-256-kontrolsum',
    company: 'Virksomhed',
    role: 'Rolle',
    signingAct: 'Underskrevet med',
    eidAct: 'Elektronisk identifikation: {method}, {level}',
    screenAct: 'Underskrift tegnet på skærmen (ingen elektronisk identifikation)',
    documentAct: 'Foto af et identitetsdokument (ingen elektronisk identifikation)',
    levels: { low: 'sikringsniveau lavt', substantial: 'sikringsniveau betydeligt', high: 'sikringsniveau højt', unknown: 'sikringsniveau ukendt', other: 'sikringsniveau {acr}' },
    signedAt: 'Underskrevet',
    ipAddress: 'IP-adresse',
    identityCode: 'Personnummer',
    hidden: 'skjult',
    noIdentityCode: 'intet personnummer',
    invitedAs: 'Inviteret som',
    notGiven: 'ikke angivet',
    signatureLevel: 'Hver underskriver har givet en simpel elektronisk signatur.',
    sealAdvanced: 'Tjenesten har forseglet det færdige dokument med organisationens certifikat ({signer}): et avanceret elektronisk segl.',
    sealQualified: 'Tjenesten har forseglet det færdige dokument med organisationens kvalificerede certifikat ({signer}): et kvalificeret elektronisk segl.',
    timestamped: 'Seglet har et tidsstempel fra en tidsstemplingstjeneste.',
    check: 'Seglet, og at dokumentet ikke er ændret, kan kontrolleres på tjenestens verifikationsside eller i en PDF-læser.',
    page: 'Side {page}/{pages}',
    methods: {
      PASSPORTFILE: 'Identitetsdokument',
      SCREENSIGNATURE: 'Skærmsignatur',
      NETSEIDENT_BANKID_FI: 'Finsk bankidentifikation (FTN)',
      MOBIILIVARMENNE_FI: 'Finsk mobilcertifikat (Mobiilivarmenne)',
      PASSPORTREADER: 'Aflæsning af paschip',
      BANKID_SE: 'Svensk BankID',
      BANKID_NO: 'Norsk BankID',
      BANKID_MOBILE_NO: 'Norsk BankID på mobil',
      MITID_DK: 'MitID',
      SMARTID: 'Smart-ID',
      MOBILEID: 'Mobile-ID',
    },
  },
};

/**
 * The eIDAS level of assurance an eID's `acr` names: FTN's loa2/loa3 (substantial/high) and the eIDAS LoA URIs; an
 * acr not recognised is shown as given ('other'); none is 'unknown'.
 */
export const assuranceLevel = (acr: string | null | undefined): AssuranceLevel => {
  const value = acr?.trim().toLowerCase() ?? '';
  if (!value) return 'unknown';
  if (/(^|\/)loa3$/.test(value) || /\/loa\/high$/.test(value)) return 'high';
  if (/(^|\/)loa2$/.test(value) || /\/loa\/substantial$/.test(value)) return 'substantial';
  if (/\/loa\/low$/.test(value)) return 'low';
  return 'other';
};

/**
 * How a signatory signed, in words: an eID login with its level of assurance, or a signature without any electronic
 * identification (drawn on screen, after a document photo), never called an identification.
 */
export const signingActText = (t: CertificateTexts, method: EidMethod, acr: string | null | undefined): string => {
  if (method === 'SCREENSIGNATURE') return t.screenAct;
  if (method === 'PASSPORTFILE') return t.documentAct;
  const level = fill(t.levels[assuranceLevel(acr)], { acr: acr?.trim() ?? '' });
  return fill(t.eidAct, { method: t.methods[method] ?? method, level });
};

const timeParts = (date: Date): Record<string, string> =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Helsinki',
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
      hourCycle: 'h23', timeZoneName: 'longOffset',
    }).formatToParts(date).map((part) => [part.type, part.value]),
  );

/** DD.MM.YYYY HH:mm:ss in Finnish time with its offset, e.g. "26.11.2026 14:05:09 (UTC+02:00)". */
export const formatSigningTime = (date: Date): string => {
  const p = timeParts(date);
  const offset = (p.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second} (UTC${offset})`;
};

export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] !== undefined ? String(values[name]) : whole));
