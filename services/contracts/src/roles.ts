/**
 * Responsible-person role codes (spec §3 "Responsible person"): one list per register country, a GLOBAL
 * list, and 'OTHER', which is allowed everywhere. Codes follow each register's own vocabulary where it has
 * one (Brønnøysund rolletyper, CVR funktioner, Companies House officer_role, ...), so register imports can be
 * stored as they come.
 */

export interface RoleLabel {
  fi: string;
  en: string;
  se: string;
}

export interface ResponsiblePersonRole {
  code: string;
  label: RoleLabel;
}

export const roleCountries = ['FI', 'NO', 'DK', 'SE', 'EE', 'GB', 'LV'] as const;
export type RoleCountry = (typeof roleCountries)[number];
export type RoleListKey = RoleCountry | 'GLOBAL';

/** Allowed for every country (and without a country). */
export const otherRoleCode = 'OTHER';

const r = (code: string, fi: string, en: string, se: string): ResponsiblePersonRole => ({ code, label: { fi, en, se } });

export const responsiblePersonRoles: Record<RoleListKey, ResponsiblePersonRole[]> = {
  // PRH trade register (kaupparekisteri) roles; codes are the short forms used in register extracts.
  FI: [
    r('PJ', 'Hallituksen puheenjohtaja', 'Chair of the board', 'Styrelsens ordförande'),
    r('VPJ', 'Hallituksen varapuheenjohtaja', 'Deputy chair of the board', 'Styrelsens vice ordförande'),
    r('J', 'Hallituksen jäsen', 'Board member', 'Styrelseledamot'),
    r('VJ', 'Hallituksen varajäsen', 'Deputy board member', 'Styrelsesuppleant'),
    r('TJ', 'Toimitusjohtaja', 'Managing director (CEO)', 'Verkställande direktör'),
    r('TJS', 'Toimitusjohtajan sijainen', 'Deputy managing director', 'Verkställande direktörens ställföreträdare'),
    r('PR', 'Prokuristi', 'Procurator', 'Prokurist'),
    r('IS', 'Isännöitsijä', 'Property manager', 'Disponent'),
    r('VA', 'Vastuunalainen yhtiömies', 'General partner', 'Ansvarig bolagsman'),
    r('AY', 'Äänetön yhtiömies', 'Silent partner', 'Tyst bolagsman'),
    r('EL', 'Elinkeinonharjoittaja', 'Sole trader', 'Näringsidkare'),
    r('HNPJ', 'Hallintoneuvoston puheenjohtaja', 'Chair of the supervisory board', 'Förvaltningsrådets ordförande'),
    r('HNJ', 'Hallintoneuvoston jäsen', 'Supervisory board member', 'Förvaltningsrådets medlem'),
    r('SE', 'Selvitysmies', 'Liquidator', 'Likvidator'),
    r('TT', 'Tilintarkastaja', 'Auditor', 'Revisor'),
    r('PTT', 'Päävastuullinen tilintarkastaja', 'Principal auditor', 'Huvudansvarig revisor'),
    r('EDUS', 'Edustaja', 'Representative', 'Företrädare'),
    r('NK', 'Nimenkirjoittaja', 'Authorised signatory', 'Firmatecknare'),
  ],
  // Brønnøysundregistrene rolletyper (data.brreg.no/enhetsregisteret/api/roller/rolletyper).
  NO: [
    r('DAGL', 'Toimitusjohtaja', 'Managing director (daglig leder)', 'Verkställande direktör'),
    r('LEDE', 'Hallituksen puheenjohtaja', 'Chair of the board (styrets leder)', 'Styrelsens ordförande'),
    r('NEST', 'Hallituksen varapuheenjohtaja', 'Deputy chair of the board (nestleder)', 'Styrelsens vice ordförande'),
    r('MEDL', 'Hallituksen jäsen', 'Board member (styremedlem)', 'Styrelseledamot'),
    r('VARA', 'Hallituksen varajäsen', 'Deputy board member (varamedlem)', 'Styrelsesuppleant'),
    r('OBS', 'Tarkkailija', 'Observer (observatør)', 'Observatör'),
    r('REVI', 'Tilintarkastaja', 'Auditor (revisor)', 'Revisor'),
    r('REGN', 'Kirjanpitäjä', 'Accountant (regnskapsfører)', 'Redovisningskonsult'),
    r('KONT', 'Yhteyshenkilö', 'Contact person (kontaktperson)', 'Kontaktperson'),
    r('DTPR', 'Osakas, jaettu vastuu', 'Partner with shared liability (deltaker med delt ansvar)', 'Delägare med delat ansvar'),
    r('DTSO', 'Osakas, yhteisvastuu', 'Partner with joint liability (deltaker med solidarisk ansvar)', 'Delägare med solidariskt ansvar'),
    r('INNH', 'Omistaja (elinkeinonharjoittaja)', 'Proprietor (innehaver)', 'Innehavare'),
    r('KOMP', 'Vastuunalainen yhtiömies', 'General partner (komplementar)', 'Komplementär'),
    r('FFØR', 'Liikkeenhoitaja', 'Business manager (forretningsfører)', 'Affärsförare'),
    r('BEST', 'Isännöivä laivanvarustaja', 'Managing shipowner (bestyrende reder)', 'Huvudredare'),
    r('REPR', 'Ulkomaisen yksikön edustaja', 'Norwegian representative of a foreign entity', 'Representant för utländsk enhet'),
    r('PROK', 'Prokura', 'Procuration (prokura)', 'Prokura'),
    r('SIGN', 'Nimenkirjoitusoikeus', 'Signing authority (signatur)', 'Firmateckning'),
    r('BOBE', 'Pesänhoitaja', 'Estate administrator (bostyrer)', 'Konkursförvaltare'),
  ],
  // CVR (Erhvervsstyrelsen) deltager functions as they appear in the register (FUNKTION values).
  DK: [
    r('DIREKTØR', 'Toimitusjohtaja', 'Director (direktion)', 'Verkställande direktör'),
    r('ADM. DIR', 'Toimitusjohtaja (adm. dir.)', 'Chief executive (adm. direktør)', 'Verkställande direktör'),
    r('FORMAND', 'Hallituksen puheenjohtaja', 'Chair of the board (formand)', 'Styrelsens ordförande'),
    r('NÆSTFORMAND', 'Hallituksen varapuheenjohtaja', 'Deputy chair of the board (næstformand)', 'Styrelsens vice ordförande'),
    r('BESTYRELSESMEDLEM', 'Hallituksen jäsen', 'Board member (bestyrelsesmedlem)', 'Styrelseledamot'),
    r('SUPPLEANT', 'Varajäsen', 'Deputy member (suppleant)', 'Suppleant'),
    r('STIFTER', 'Perustaja', 'Founder (stifter)', 'Stiftare'),
    r('REEL EJER', 'Tosiasiallinen edunsaaja', 'Beneficial owner (reel ejer)', 'Verklig huvudman'),
    r('LEGAL EJER', 'Omistaja', 'Legal owner (legal ejer)', 'Ägare'),
    r('REVISION', 'Tilintarkastaja', 'Auditor (revision)', 'Revisor'),
    r('FULDT ANSVARLIG DELTAGER', 'Vastuunalainen yhtiömies', 'Fully liable partner', 'Fullt ansvarig delägare'),
    r('KOMPLEMENTAR', 'Vastuunalainen yhtiömies (kommandiittiyhtiö)', 'General partner (komplementar)', 'Komplementär'),
    r('REPRÆSENTANT', 'Edustaja', 'Representative (filial)', 'Representant'),
    r('LIKVIDATOR', 'Selvitysmies', 'Liquidator', 'Likvidator'),
  ],
  // Bolagsverket functions (funktionskoder).
  SE: [
    r('VD', 'Toimitusjohtaja', 'Managing director (VD)', 'Verkställande direktör'),
    r('EVD', 'Ulkopuolinen toimitusjohtaja', 'External managing director', 'Extern verkställande direktör'),
    r('VVD', 'Varatoimitusjohtaja', 'Deputy managing director', 'Vice verkställande direktör'),
    r('OF', 'Hallituksen puheenjohtaja', 'Chair of the board', 'Styrelseordförande'),
    r('LE', 'Hallituksen jäsen', 'Board member', 'Styrelseledamot'),
    r('SU', 'Hallituksen varajäsen', 'Deputy board member', 'Styrelsesuppleant'),
    r('REV', 'Tilintarkastaja', 'Auditor', 'Revisor'),
    r('HREV', 'Päävastuullinen tilintarkastaja', 'Principal auditor', 'Huvudansvarig revisor'),
    r('REVS', 'Varatilintarkastaja', 'Deputy auditor', 'Revisorssuppleant'),
    r('LREV', 'Maallikkotilintarkastaja', 'Lay auditor', 'Lekmannarevisor'),
    r('EFT', 'Ulkopuolinen nimenkirjoittaja', 'External authorised signatory', 'Extern firmatecknare'),
    r('BM', 'Yhtiömies', 'Partner', 'Bolagsman'),
    r('KD', 'Äänetön yhtiömies', 'Limited partner', 'Kommanditdelägare'),
    r('INNEH', 'Elinkeinonharjoittaja', 'Proprietor', 'Innehavare'),
    r('LIKV', 'Selvitysmies', 'Liquidator', 'Likvidator'),
    r('VDFIL', 'Sivuliikkeen johtaja', 'Branch manager', 'Verkställande direktör för filial'),
  ],
  // e-Business Register (Äriregister) person roles.
  EE: [
    r('JUHL', 'Hallituksen jäsen (juhatuse liige)', 'Management board member (juhatuse liige)', 'Styrelseledamot (juhatuse liige)'),
    r('JUHE', 'Hallituksen puheenjohtaja (juhatuse esimees)', 'Chair of the management board', 'Styrelsens ordförande'),
    r('NOUL', 'Hallintoneuvoston jäsen (nõukogu liige)', 'Supervisory board member (nõukogu liige)', 'Förvaltningsrådets ledamot'),
    r('NOUE', 'Hallintoneuvoston puheenjohtaja', 'Chair of the supervisory board (nõukogu esimees)', 'Förvaltningsrådets ordförande'),
    r('PROK', 'Prokuristi', 'Procurator (prokurist)', 'Prokurist'),
    r('ASUT', 'Perustaja', 'Founder (asutaja)', 'Stiftare'),
    r('OSAN', 'Osakas', 'Shareholder (osanik)', 'Delägare'),
    r('TOSA', 'Vastuunalainen yhtiömies', 'General partner (täisosanik)', 'Ansvarig bolagsman'),
    r('UOSA', 'Äänetön yhtiömies', 'Limited partner (usaldusosanik)', 'Kommanditdelägare'),
    r('LIKV', 'Selvitysmies', 'Liquidator (likvideerija)', 'Likvidator'),
    r('AUDI', 'Tilintarkastaja', 'Auditor (audiitor)', 'Revisor'),
    r('FILJ', 'Sivuliikkeen johtaja', 'Branch director (filiaali juhataja)', 'Filialchef'),
  ],
  // Companies House officer_role values (API enumeration).
  GB: [
    r('director', 'Hallituksen jäsen (director)', 'Director', 'Styrelseledamot (director)'),
    r('secretary', 'Yhtiön sihteeri', 'Secretary', 'Bolagssekreterare'),
    r('nominee-director', 'Nimellinen hallituksen jäsen', 'Nominee director', 'Nominerad styrelseledamot'),
    r('nominee-secretary', 'Nimellinen sihteeri', 'Nominee secretary', 'Nominerad sekreterare'),
    r('corporate-director', 'Yhteisö hallituksen jäsenenä', 'Corporate director', 'Juridisk person som styrelseledamot'),
    r('corporate-secretary', 'Yhteisö sihteerinä', 'Corporate secretary', 'Juridisk person som sekreterare'),
    r('corporate-nominee-director', 'Yhteisö nimellisenä hallituksen jäsenenä', 'Corporate nominee director', 'Juridisk person som nominerad styrelseledamot'),
    r('corporate-nominee-secretary', 'Yhteisö nimellisenä sihteerinä', 'Corporate nominee secretary', 'Juridisk person som nominerad sekreterare'),
    r('llp-member', 'LLP-jäsen', 'LLP member', 'LLP-medlem'),
    r('llp-designated-member', 'LLP:n nimetty jäsen', 'LLP designated member', 'Utsedd LLP-medlem'),
    r('corporate-llp-member', 'Yhteisö LLP-jäsenenä', 'Corporate LLP member', 'Juridisk person som LLP-medlem'),
    r('corporate-llp-designated-member', 'Yhteisö LLP:n nimettynä jäsenenä', 'Corporate LLP designated member', 'Juridisk person som utsedd LLP-medlem'),
    r('general-partner-in-a-limited-partnership', 'Vastuunalainen yhtiömies', 'General partner in a limited partnership', 'Komplementär'),
    r('limited-partner-in-a-limited-partnership', 'Äänetön yhtiömies', 'Limited partner in a limited partnership', 'Kommanditdelägare'),
    r('member-of-a-management-organ', 'Johtoelimen jäsen', 'Member of a management organ', 'Ledamot i ledningsorgan'),
    r('member-of-a-supervisory-organ', 'Valvontaelimen jäsen', 'Member of a supervisory organ', 'Ledamot i tillsynsorgan'),
    r('member-of-an-administrative-organ', 'Hallintoelimen jäsen', 'Member of an administrative organ', 'Ledamot i förvaltningsorgan'),
    r('manager-of-an-eeig', 'ETYY:n johtaja', 'Manager of an EEIG', 'Företagsledare för EEIG'),
    r('cic-manager', 'CIC-johtaja', 'CIC manager', 'CIC-förvaltare'),
    r('judicial-factor', 'Tuomioistuimen määräämä hoitaja', 'Judicial factor', 'Rättsligt förordnad förvaltare'),
    r('receiver-and-manager', 'Pesänhoitaja', 'Receiver and manager', 'Förvaltare'),
    r('person-authorised-to-represent', 'Edustamaan valtuutettu', 'Person authorised to represent', 'Person behörig att företräda'),
    r('person-authorised-to-accept', 'Vastaanottamaan valtuutettu', 'Person authorised to accept', 'Person behörig att ta emot delgivning'),
    r('person-authorised-to-represent-and-accept', 'Edustamaan ja vastaanottamaan valtuutettu', 'Person authorised to represent and accept', 'Person behörig att företräda och ta emot delgivning'),
  ],
  // Register of Enterprises (Uzņēmumu reģistrs) open data officer positions.
  LV: [
    r('CHAIR_OF_BOARD', 'Hallituksen puheenjohtaja (valdes priekšsēdētājs)', 'Chair of the board (valdes priekšsēdētājs)', 'Styrelsens ordförande'),
    r('DEPUTY_CHAIR_OF_BOARD', 'Hallituksen varapuheenjohtaja', 'Deputy chair of the board', 'Styrelsens vice ordförande'),
    r('BOARD_MEMBER', 'Hallituksen jäsen (valdes loceklis)', 'Board member (valdes loceklis)', 'Styrelseledamot'),
    r('CHAIR_OF_COUNCIL', 'Hallintoneuvoston puheenjohtaja', 'Chair of the council (padomes priekšsēdētājs)', 'Förvaltningsrådets ordförande'),
    r('DEPUTY_CHAIR_OF_COUNCIL', 'Hallintoneuvoston varapuheenjohtaja', 'Deputy chair of the council', 'Förvaltningsrådets vice ordförande'),
    r('COUNCIL_MEMBER', 'Hallintoneuvoston jäsen (padomes loceklis)', 'Council member (padomes loceklis)', 'Förvaltningsrådets ledamot'),
    r('PROCURATOR', 'Prokuristi (prokūrists)', 'Procurator (prokūrists)', 'Prokurist'),
    r('LIQUIDATOR', 'Selvitysmies (likvidators)', 'Liquidator (likvidators)', 'Likvidator'),
    r('ADMINISTRATOR', 'Pesänhoitaja (administrators)', 'Administrator (administrators)', 'Förvaltare'),
    r('AUTHORISED_REPRESENTATIVE', 'Valtuutettu edustaja', 'Authorised representative (pārstāvis)', 'Befullmäktigad företrädare'),
    r('BRANCH_REPRESENTATIVE', 'Sivuliikkeen edustaja', 'Branch representative (filiāles pārstāvis)', 'Filialens företrädare'),
    r('GENERAL_PARTNER', 'Vastuunalainen yhtiömies (biedrs)', 'General partner (pilnsabiedrotais)', 'Ansvarig bolagsman'),
  ],
  GLOBAL: [
    r('CEO', 'Toimitusjohtaja', 'CEO / managing director', 'Verkställande direktör'),
    r('BOARD_CHAIR', 'Hallituksen puheenjohtaja', 'Chair of the board', 'Styrelsens ordförande'),
    r('BOARD_MEMBER', 'Hallituksen jäsen', 'Board member', 'Styrelseledamot'),
    r('DEPUTY_MEMBER', 'Hallituksen varajäsen', 'Deputy board member', 'Styrelsesuppleant'),
    r('AUDITOR', 'Tilintarkastaja', 'Auditor', 'Revisor'),
    r('SIGNATORY', 'Nimenkirjoittaja', 'Authorised signatory', 'Firmatecknare'),
    r('OWNER', 'Omistaja', 'Owner', 'Ägare'),
    r(otherRoleCode, 'Muu', 'Other', 'Annan'),
  ],
};

const codeSets = new Map<RoleListKey, ReadonlySet<string>>(
  (Object.keys(responsiblePersonRoles) as RoleListKey[]).map((key) => [key, new Set(responsiblePersonRoles[key].map((role) => role.code))]),
);

export const isRoleCountry = (value: unknown): value is RoleCountry =>
  typeof value === 'string' && (roleCountries as readonly string[]).includes(value);

/** Roles offered for a country: its register list (if any) followed by the GLOBAL list (which ends with OTHER). */
export const rolesFor = (country: string | null | undefined): ResponsiblePersonRole[] => {
  const key = country?.trim().toUpperCase();
  return isRoleCountry(key) ? [...responsiblePersonRoles[key], ...responsiblePersonRoles.GLOBAL] : [...responsiblePersonRoles.GLOBAL];
};

/** A role code is valid when it is in the country's list, the GLOBAL list, or is OTHER. Codes are case-sensitive. */
export const isValidRole = (country: string | null, code: string): boolean => {
  if (typeof code !== 'string' || code.length === 0) return false;
  if (code === otherRoleCode || codeSets.get('GLOBAL')!.has(code)) return true;
  const key = country?.trim().toUpperCase();
  return isRoleCountry(key) && codeSets.get(key)!.has(code);
};

/** Label of a role code in a UI language, or the code itself when unknown. */
export const roleLabel = (country: string | null, code: string, language: keyof RoleLabel): string => {
  const found = rolesFor(country).find((role) => role.code === code);
  return found ? found.label[language] : code;
};
