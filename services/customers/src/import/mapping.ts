import { customerImportFields, type CustomerImportField, type CustomerImportMapping } from '@tunne/contracts';
import { AppError } from '@tunne/platform';

/** Header text compared without case, spaces or punctuation: "Y-tunnus", "y tunnus" and "YTUNNUS" are one. */
const normalise = (header: string): string => header.toLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '');

/** Header names (fi, en, sv), already normalised, for each field. */
const headerWords: Readonly<Record<CustomerImportField, readonly string[]>> = {
  type: ['type', 'tyyppi', 'typ', 'asiakastyyppi', 'customertype', 'kundtyp'],
  name: ['name', 'nimi', 'namn', 'asiakas', 'asiakkaannimi', 'customer', 'customername', 'kund', 'kundnamn', 'yritys', 'company', 'companyname', 'företag', 'toiminimi', 'firma'],
  businessid: ['businessid', 'ytunnus', 'organisationsnummer', 'orgnr', 'organisationsnr', 'companyid', 'registrationnumber', 'regnr', 'yritystunnus'],
  ssn: ['ssn', 'henkilötunnus', 'hetu', 'personnummer', 'personalidentitycode', 'personalid', 'socialsecuritynumber', 'personnr', 'idnumber'],
  address: ['address', 'osoite', 'adress', 'katuosoite', 'streetaddress', 'gatuadress', 'postiosoite', 'postaladdress', 'utdelningsadress'],
  postalnumber: ['postalnumber', 'postinumero', 'postnummer', 'postalcode', 'postcode', 'zip', 'zipcode', 'postnr'],
  city: ['city', 'kaupunki', 'ort', 'postitoimipaikka', 'paikkakunta', 'kotipaikka', 'town', 'stad', 'postort', 'kunta'],
  country: ['country', 'maa', 'land', 'countrycode', 'maakoodi', 'landskod', 'valtio'],
  language: ['language', 'kieli', 'språk', 'asiointikieli'],
  department: ['department', 'osasto', 'avdelning', 'yksikkö', 'unit', 'toimipiste'],
  vatnumber: ['vatnumber', 'vat', 'vatid', 'alvtunnus', 'alvnumero', 'momsnummer', 'momsregistreringsnummer', 'vatnro'],
  email: ['email', 'sähköposti', 'epost', 'sposti', 'mail', 'emailaddress', 'sähköpostiosoite', 'epostadress'],
  contact_name: ['contactname', 'contact', 'contactperson', 'yhteyshenkilö', 'kontaktperson', 'kontakt'],
  contact_email: ['contactemail', 'yhteyshenkilönsähköposti', 'yhteyshenkilönemail', 'kontaktpersonensepost', 'kontaktepost'],
  nationality: ['nationality', 'kansalaisuus', 'nationalitet', 'medborgarskap'],
  description: ['description', 'kuvaus', 'beskrivning', 'lisätiedot', 'notes', 'note', 'huomautus', 'anteckningar', 'kommentti', 'comment'],
  industry_name: ['industry', 'industryname', 'toimiala', 'bransch', 'toimialanimi'],
  industry_code: ['industrycode', 'toimialakoodi', 'branschkod', 'tol', 'tol2008', 'sni', 'nace'],
  companytype_code: ['companytype', 'companytypecode', 'yhtiömuoto', 'yritysmuoto', 'bolagsform', 'legalform'],
  founded_at: ['foundedat', 'founded', 'perustettu', 'perustamispäivä', 'grundat', 'registreringsdatum', 'registrationdate', 'rekisteröintipäivä'],
  lei: ['lei', 'leicode', 'leitunnus', 'leikod'],
  domain: ['domain', 'domaini', 'verkkotunnus', 'domän', 'website', 'kotisivu', 'www', 'webbplats'],
};

const wordToField = new Map<string, CustomerImportField>(
  customerImportFields.flatMap((field) => headerWords[field].map((word) => [word, field] as const)),
);

/** Each field at most once, to the first column whose header names it. */
export const suggestMapping = (columns: readonly string[]): CustomerImportMapping => {
  const taken = new Set<CustomerImportField>();
  const mapping: CustomerImportMapping = {};
  for (const column of columns) {
    const field = wordToField.get(normalise(column)) ?? null;
    mapping[column] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
};

/** field -> index of its column, checked against the file's header. */
export type ColumnsByField = Partial<Record<CustomerImportField, number>>;

export const resolveMapping = (columns: readonly string[], mapping: CustomerImportMapping): ColumnsByField => {
  const byField: ColumnsByField = {};
  for (const [column, field] of Object.entries(mapping)) {
    const index = columns.indexOf(column);
    if (index < 0) throw new AppError('IMPORT_MAPPING_INVALID', `The file has no column "${column}"`, '/mapping');
    if (field === null) continue;
    if (byField[field] !== undefined) throw new AppError('IMPORT_MAPPING_INVALID', `"${field}" is mapped from two columns`, '/mapping');
    byField[field] = index;
  }
  if (byField.name === undefined) throw new AppError('IMPORT_MAPPING_INVALID', 'No column is mapped to the name', '/mapping');
  return byField;
};
