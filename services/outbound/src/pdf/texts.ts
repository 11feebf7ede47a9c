import type { EidMethod, Language } from '@tunne/contracts';

// The signing-certificate page in every language an e-signature can have (fi, en, se = Swedish, no, dk).

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
  method: string;
  signedAt: string;
  ipAddress: string;
  identityCode: string;
  hidden: string;
  notGiven: string;
  /** {signer}: the signing certificate's name. */
  seal: string;
  /** {page}, {pages}. */
  page: string;
  methods: Record<EidMethod, string>;
}

export const certificateTexts: Record<Language, CertificateTexts> = {
  fi: {
    title: 'Allekirjoitustodistus',
    continued: 'jatkuu',
    intro: 'Tämä sivu on osa sähköisesti allekirjoitettua asiakirjaa. Se kertoo, kuka asiakirjan allekirjoitti, milloin ja millä tunnistustavalla.',
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
    method: 'Tunnistustapa',
    signedAt: 'Allekirjoitettu',
    ipAddress: 'IP-osoite',
    identityCode: 'Henkilötunnus',
    hidden: 'piilotettu',
    notGiven: 'ei ilmoitettu',
    seal: 'Asiakirja on sinetöity palvelun sähköisellä PDF-allekirjoituksella ({signer}). Allekirjoituksen ja sen, ettei asiakirjaa ole muutettu, voi tarkistaa palvelun vahvistussivulla tai PDF-lukijalla.',
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
    intro: 'This page is part of the electronically signed document. It records who signed the document, when and with which identification method.',
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
    method: 'Identification method',
    signedAt: 'Signed at',
    ipAddress: 'IP address',
    identityCode: 'Identity code',
    hidden: 'hidden',
    notGiven: 'not given',
    seal: "The document is sealed with the service's PDF digital signature ({signer}). The signature, and that the document has not been changed, can be checked on the service's verification page or in a PDF reader.",
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
    intro: 'Den här sidan är en del av det elektroniskt undertecknade dokumentet. Den visar vem som undertecknade dokumentet, när och med vilken identifieringsmetod.',
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
    method: 'Identifieringsmetod',
    signedAt: 'Undertecknad',
    ipAddress: 'IP-adress',
    identityCode: 'Personnummer',
    hidden: 'dold',
    notGiven: 'ej angivet',
    seal: 'Dokumentet är förseglat med tjänstens digitala PDF-signatur ({signer}). Signaturen, och att dokumentet inte har ändrats, kan kontrolleras på tjänstens verifieringssida eller i en PDF-läsare.',
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
    intro: 'Denne siden er en del av det elektronisk signerte dokumentet. Den viser hvem som signerte dokumentet, når og med hvilken identifiseringsmetode.',
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
    method: 'Identifiseringsmetode',
    signedAt: 'Signert',
    ipAddress: 'IP-adresse',
    identityCode: 'Fødselsnummer',
    hidden: 'skjult',
    notGiven: 'ikke oppgitt',
    seal: 'Dokumentet er forseglet med tjenestens digitale PDF-signatur ({signer}). Signaturen, og at dokumentet ikke er endret, kan kontrolleres på tjenestens verifiseringsside eller i en PDF-leser.',
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
    intro: 'Denne side er en del af det elektronisk underskrevne dokument. Den viser, hvem der underskrev dokumentet, hvornår og med hvilken identifikationsmetode.',
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
    method: 'Identifikationsmetode',
    signedAt: 'Underskrevet',
    ipAddress: 'IP-adresse',
    identityCode: 'Personnummer',
    hidden: 'skjult',
    notGiven: 'ikke angivet',
    seal: 'Dokumentet er forseglet med tjenestens digitale PDF-signatur ({signer}). Signaturen, og at dokumentet ikke er ændret, kan kontrolleres på tjenestens verifikationsside eller i en PDF-læser.',
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
