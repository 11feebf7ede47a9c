import { parseLooseDate } from '../dates.ts';
import type { ListEntity } from '../types.ts';

/**
 * The OFAC CSV files keep birth dates, nationalities, identifiers and weak a.k.a.s only inside the free-text
 * remarks ("DOB 07 Oct 1952; nationality Russia; Passport P0017003 (Belize); a.k.a. 'BNC'."). This reads them.
 */
export interface RemarkFacts {
  birthDates: string[];
  nationalities: string[];
  identifiers: ListEntity['identifiers'];
  weakAliases: string[];
}

/** Identifier labels used in the remarks, longest first so that "National ID No." wins over "ID". */
const identifierLabels = [
  'Vessel Registration Identification', 'Aircraft Manufacturer\'s Serial Number (MSN)', 'Aircraft Tail Number',
  'Aircraft Construction Number (also called L/N or S/N or F/N)', 'Unified Social Credit Code (USCC)',
  'Business Registration Number', 'Business Registration Document #', 'Commercial Registry Number',
  'Certificate of Incorporation Number', 'Chamber of Commerce Number', 'Government Gazette Number',
  'Economic Register Number (CBLS)', 'Public Security and Immigration No.', 'Stateless Person ID Card',
  'Refugee ID Card', 'Citizen\'s Card Number', 'Personal ID Card', 'National Foreign ID Number', 'Identification Number',
  'Registration Number', 'Registration ID', 'Legal Entity Number', 'Company Number', 'UK Company Number',
  'Travel Document Number', 'Birth Certificate Number', 'Residency Number', 'Electoral Registry No.',
  'Driver\'s License No.', 'Trade License No.', 'Matricula Mercantil No', 'Turkish Identification Number',
  'Kenyan ID No.', 'Moroccan Personal ID No.', 'National ID No.', 'Cedula No.', 'Tax ID No.', 'Identity Card',
  'Diplomatic Passport', 'Passport', 'SWIFT/BIC', 'VAT Number', 'US FEIN', 'C.U.R.P.', 'D.N.I.', 'NIT #', 'R.F.C.',
  'RFC', 'SSN', 'MMSI', 'IMO', 'Serial No.', 'Folio Mercantil No.', 'RUC #', 'RIF #', 'CUIT',
].sort((a, b) => b.length - a.length);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&');
const identifierPattern = new RegExp(
  `^(?:alt\\. )?(${identifierLabels.map(escape).join('|')})\\s+(.+?)(?:\\s+\\(([^)]*)\\))?(?:\\s+(?:issued|expires)\\b.*)?$`,
);

const typeOf = (label: string, value: string): { type: string; value: string } => {
  const imo = /^IMO\s*(\d{7})$/.exec(value);
  if (imo) return { type: 'IMO', value: imo[1] as string };
  if (label === 'Vessel Registration Identification') return { type: 'Vessel Registration', value };
  return { type: label, value };
};

export const parseOfacRemarks = (remarks: string | undefined): RemarkFacts => {
  const facts: RemarkFacts = { birthDates: [], nationalities: [], identifiers: [], weakAliases: [] };
  if (!remarks) return facts;
  for (const raw of remarks.split(/;\s+/)) {
    const part = raw.trim().replace(/\.$/, '');
    const dob = /^(?:alt\. )?DOB (.+)$/.exec(part);
    if (dob) {
      facts.birthDates.push(...parseLooseDate((dob[1] as string).replace(/^circa /i, '')));
      continue;
    }
    const nationality = /^(?:alt\. )?(?:nationality|citizen) (.+)$/.exec(part);
    if (nationality) {
      facts.nationalities.push(nationality[1] as string);
      continue;
    }
    const aka = /^(?:a\.k\.a\.|f\.k\.a\.|n\.k\.a\.) '(.+)'$/.exec(part);
    if (aka) {
      facts.weakAliases.push(aka[1] as string);
      continue;
    }
    const id = identifierPattern.exec(part);
    if (id) {
      const { type, value } = typeOf(id[1] as string, (id[2] as string).trim());
      facts.identifiers.push(id[3] ? { type, value, country: id[3] } : { type, value });
    }
  }
  return facts;
};
