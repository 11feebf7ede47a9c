import type { EvidenceCode, ListEntityKind } from '@tunne/contracts';

export type PdfLanguage = 'fi' | 'en' | 'se';

export const pdfLanguage = (value: string | undefined): PdfLanguage => (value === 'en' || value === 'se' ? value : 'fi');

interface Labels {
  queryTitle: string;
  dsaTitle: string;
  dpaTitle: string;
  generated: string;
  query: string;
  entityType: string;
  similarity: string;
  lists: string;
  created: string;
  resultCount: string;
  noResults: string;
  result: string;
  score: string;
  matchedName: string;
  alias: string;
  primaryName: string;
  source: string;
  sourceId: string;
  kind: string;
  aliases: string;
  birthDates: string;
  nationalities: string;
  identifiers: string;
  addresses: string;
  programs: string;
  remarks: string;
  published: string;
  notCurrent: string;
  evidence: string;
  kinds: Record<ListEntityKind, string>;
  codes: Record<EvidenceCode, string>;
}

const fi: Labels = {
  queryTitle: 'Pakotelistahaku',
  dsaTitle: 'Pakotelistan merkintä',
  dpaTitle: 'PEP-merkintä',
  generated: 'Tulostettu',
  query: 'Haku',
  entityType: 'Tyyppi',
  similarity: 'Samankaltaisuus',
  lists: 'Listat',
  created: 'Haettu',
  resultCount: 'Tuloksia',
  noResults: 'Ei osumia valituilta listoilta.',
  result: 'Osuma',
  score: 'Osuvuus',
  matchedName: 'Osunut nimi',
  alias: 'aliasnimi',
  primaryName: 'Nimi',
  source: 'Lista',
  sourceId: 'Tunniste listalla',
  kind: 'Laji',
  aliases: 'Muut nimet',
  birthDates: 'Syntymäajat',
  nationalities: 'Kansalaisuudet',
  identifiers: 'Tunnisteet',
  addresses: 'Osoitteet',
  programs: 'Pakoteohjelmat',
  remarks: 'Huomautukset',
  published: 'Listaversio julkaistu',
  notCurrent: 'Merkintä ei ole enää voimassa olevalla listaversiolla.',
  evidence: 'Perusteet',
  kinds: { PERSON: 'Henkilö', ORGANIZATION: 'Organisaatio', VESSEL: 'Alus', AIRCRAFT: 'Ilma-alus', UNKNOWN: 'Tuntematon' },
  codes: {
    NAME: 'Nimi vastaa listan nimeä',
    ALIAS: 'Nimi vastaa listan muuta nimeä',
    WEAK_ALIAS: 'Nimi vastaa heikkoa aliasnimeä',
    TOKEN_ORDER: 'Nimen osat eri järjestyksessä',
    MISSING_TOKENS: 'Osa nimestä puuttuu',
    BIRTHDATE_MATCH: 'Syntymäaika täsmää',
    BIRTHDATE_MISMATCH: 'Syntymäaika ei täsmää',
    NATIONALITY_MATCH: 'Kansalaisuus täsmää',
    NATIONALITY_MISMATCH: 'Kansalaisuus ei täsmää',
    IDENTIFIER_MATCH: 'Tunniste täsmää',
    TYPE_MISMATCH: 'Eri tyyppi (henkilö/organisaatio)',
    LEGAL_FORM: 'Yhtiömuoto poikkeaa',
  },
};

const en: Labels = {
  queryTitle: 'Sanction list query',
  dsaTitle: 'Sanction list entry',
  dpaTitle: 'PEP entry',
  generated: 'Printed',
  query: 'Query',
  entityType: 'Type',
  similarity: 'Similarity',
  lists: 'Lists',
  created: 'Searched',
  resultCount: 'Results',
  noResults: 'No matches on the chosen lists.',
  result: 'Match',
  score: 'Score',
  matchedName: 'Matched name',
  alias: 'alias',
  primaryName: 'Name',
  source: 'List',
  sourceId: 'Id on the list',
  kind: 'Kind',
  aliases: 'Other names',
  birthDates: 'Dates of birth',
  nationalities: 'Nationalities',
  identifiers: 'Identifiers',
  addresses: 'Addresses',
  programs: 'Sanction programmes',
  remarks: 'Remarks',
  published: 'List version published',
  notCurrent: 'The entry is no longer on the current list version.',
  evidence: 'Grounds',
  kinds: { PERSON: 'Person', ORGANIZATION: 'Organisation', VESSEL: 'Vessel', AIRCRAFT: 'Aircraft', UNKNOWN: 'Unknown' },
  codes: {
    NAME: 'The name matches the listed name',
    ALIAS: 'The name matches another listed name',
    WEAK_ALIAS: 'The name matches a weak alias',
    TOKEN_ORDER: 'Name parts in a different order',
    MISSING_TOKENS: 'Part of the name is missing',
    BIRTHDATE_MATCH: 'Date of birth matches',
    BIRTHDATE_MISMATCH: 'Date of birth differs',
    NATIONALITY_MATCH: 'Nationality matches',
    NATIONALITY_MISMATCH: 'Nationality differs',
    IDENTIFIER_MATCH: 'Identifier matches',
    TYPE_MISMATCH: 'Different type (person/organisation)',
    LEGAL_FORM: 'Legal form differs',
  },
};

const se: Labels = {
  queryTitle: 'Sökning i sanktionslistor',
  dsaTitle: 'Post på sanktionslista',
  dpaTitle: 'PEP-post',
  generated: 'Utskriven',
  query: 'Sökning',
  entityType: 'Typ',
  similarity: 'Likhet',
  lists: 'Listor',
  created: 'Sökt',
  resultCount: 'Resultat',
  noResults: 'Inga träffar på de valda listorna.',
  result: 'Träff',
  score: 'Träffsäkerhet',
  matchedName: 'Matchat namn',
  alias: 'alias',
  primaryName: 'Namn',
  source: 'Lista',
  sourceId: 'Id på listan',
  kind: 'Slag',
  aliases: 'Andra namn',
  birthDates: 'Födelsedatum',
  nationalities: 'Medborgarskap',
  identifiers: 'Identifierare',
  addresses: 'Adresser',
  programs: 'Sanktionsprogram',
  remarks: 'Anmärkningar',
  published: 'Listversionen publicerad',
  notCurrent: 'Posten finns inte längre på den gällande listversionen.',
  evidence: 'Grunder',
  kinds: { PERSON: 'Person', ORGANIZATION: 'Organisation', VESSEL: 'Fartyg', AIRCRAFT: 'Luftfartyg', UNKNOWN: 'Okänd' },
  codes: {
    NAME: 'Namnet motsvarar namnet på listan',
    ALIAS: 'Namnet motsvarar ett annat namn på listan',
    WEAK_ALIAS: 'Namnet motsvarar ett svagt alias',
    TOKEN_ORDER: 'Namndelarna i annan ordning',
    MISSING_TOKENS: 'En del av namnet saknas',
    BIRTHDATE_MATCH: 'Födelsedatumet stämmer',
    BIRTHDATE_MISMATCH: 'Födelsedatumet stämmer inte',
    NATIONALITY_MATCH: 'Medborgarskapet stämmer',
    NATIONALITY_MISMATCH: 'Medborgarskapet stämmer inte',
    IDENTIFIER_MATCH: 'Identifieraren stämmer',
    TYPE_MISMATCH: 'Annan typ (person/organisation)',
    LEGAL_FORM: 'Bolagsformen avviker',
  },
};

export const pdfLabels: Record<PdfLanguage, Labels> = { fi, en, se };
