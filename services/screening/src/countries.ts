import { foldText } from './normalise.ts';

/**
 * Country names as the lists write them (UN "Iran (Islamic Republic of)", OFAC "Burma", UK "Korea, North", customer
 * files "Ivory Coast") mapped to ISO 3166-1 alpha-2. Alternatives are separated by '|'.
 */
const table = `AD:Andorra
AE:United Arab Emirates|UAE|Emirates
AF:Afghanistan
AG:Antigua and Barbuda
AI:Anguilla
AL:Albania
AM:Armenia
AO:Angola
AQ:Antarctica
AR:Argentina
AS:American Samoa
AT:Austria
AU:Australia
AW:Aruba
AX:Aland Islands
AZ:Azerbaijan
BA:Bosnia and Herzegovina|Bosnia-Herzegovina|Bosnia
BB:Barbados
BD:Bangladesh
BE:Belgium
BF:Burkina Faso
BG:Bulgaria
BH:Bahrain
BI:Burundi
BJ:Benin
BL:Saint Barthelemy
BM:Bermuda
BN:Brunei|Brunei Darussalam
BO:Bolivia|Bolivia (Plurinational State of)|Plurinational State of Bolivia
BQ:Bonaire, Sint Eustatius and Saba|Caribbean Netherlands
BR:Brazil
BS:Bahamas|Bahamas, The|The Bahamas
BT:Bhutan
BV:Bouvet Island
BW:Botswana
BY:Belarus|Byelorussia
BZ:Belize
CA:Canada
CC:Cocos (Keeling) Islands|Cocos Islands
CD:Democratic Republic of the Congo|Congo, Democratic Republic of the|Congo, The Democratic Republic of the|DR Congo|DRC|Congo (Kinshasa)|Zaire
CF:Central African Republic|CAR
CG:Congo|Republic of the Congo|Congo, Republic of the|Congo (Brazzaville)
CH:Switzerland
CI:Cote d'Ivoire|Ivory Coast
CK:Cook Islands
CL:Chile
CM:Cameroon
CN:China|People's Republic of China|PRC
CO:Colombia
CR:Costa Rica
CU:Cuba
CV:Cabo Verde|Cape Verde
CW:Curacao
CX:Christmas Island
CY:Cyprus
CZ:Czechia|Czech Republic
DE:Germany
DJ:Djibouti
DK:Denmark
DM:Dominica
DO:Dominican Republic
DZ:Algeria
EC:Ecuador
EE:Estonia
EG:Egypt
EH:Western Sahara
ER:Eritrea
ES:Spain
ET:Ethiopia
FI:Finland
FJ:Fiji
FK:Falkland Islands|Falkland Islands (Malvinas)
FM:Micronesia|Micronesia, Federated States of|Federated States of Micronesia
FO:Faroe Islands
FR:France
GA:Gabon
GB:United Kingdom|United Kingdom of Great Britain and Northern Ireland|Great Britain|UK|England|Scotland|Wales|Northern Ireland|Britain
GD:Grenada
GE:Georgia
GF:French Guiana
GG:Guernsey
GH:Ghana
GI:Gibraltar
GL:Greenland
GM:Gambia|Gambia, The|The Gambia
GN:Guinea
GP:Guadeloupe
GQ:Equatorial Guinea
GR:Greece
GS:South Georgia and the South Sandwich Islands
GT:Guatemala
GU:Guam
GW:Guinea-Bissau
GY:Guyana
HK:Hong Kong|Hong Kong SAR|Hong Kong, China
HM:Heard Island and McDonald Islands
HN:Honduras
HR:Croatia
HT:Haiti
HU:Hungary
ID:Indonesia
IE:Ireland
IL:Israel
IM:Isle of Man
IN:India
IO:British Indian Ocean Territory
IQ:Iraq
IR:Iran|Iran (Islamic Republic of)|Islamic Republic of Iran|Iran, Islamic Republic of
IS:Iceland
IT:Italy
JE:Jersey
JM:Jamaica
JO:Jordan
JP:Japan
KE:Kenya
KG:Kyrgyzstan|Kyrgyz Republic
KH:Cambodia
KI:Kiribati
KM:Comoros
KN:Saint Kitts and Nevis|St Kitts and Nevis
KP:North Korea|Korea, North|Democratic People's Republic of Korea|Korea, Democratic People's Republic of|DPRK
KR:South Korea|Korea, South|Republic of Korea|Korea, Republic of|Korea
KW:Kuwait
KY:Cayman Islands
KZ:Kazakhstan
LA:Laos|Lao People's Democratic Republic|Lao PDR
LB:Lebanon
LC:Saint Lucia|St Lucia
LI:Liechtenstein
LK:Sri Lanka
LR:Liberia
LS:Lesotho
LT:Lithuania
LU:Luxembourg
LV:Latvia
LY:Libya|Libyan Arab Jamahiriya
MA:Morocco
MC:Monaco
MD:Moldova|Republic of Moldova|Moldova, Republic of
ME:Montenegro
MF:Saint Martin
MG:Madagascar
MH:Marshall Islands
MK:North Macedonia|Macedonia|The former Yugoslav Republic of Macedonia|Republic of North Macedonia
ML:Mali
MM:Myanmar|Burma
MN:Mongolia
MO:Macao|Macau
MP:Northern Mariana Islands
MQ:Martinique
MR:Mauritania
MS:Montserrat
MT:Malta
MU:Mauritius
MV:Maldives
MW:Malawi
MX:Mexico
MY:Malaysia
MZ:Mozambique
NA:Namibia
NC:New Caledonia
NE:Niger
NF:Norfolk Island
NG:Nigeria
NI:Nicaragua
NL:Netherlands|The Netherlands|Holland
NO:Norway
NP:Nepal
NR:Nauru
NU:Niue
NZ:New Zealand
OM:Oman
PA:Panama
PE:Peru
PF:French Polynesia
PG:Papua New Guinea
PH:Philippines
PK:Pakistan
PL:Poland
PM:Saint Pierre and Miquelon
PN:Pitcairn
PR:Puerto Rico
PS:Palestine|State of Palestine|Palestinian Territories|Occupied Palestinian Territory|West Bank|Gaza|Palestinian
PT:Portugal
PW:Palau
PY:Paraguay
QA:Qatar
RE:Reunion
RO:Romania
RS:Serbia
RU:Russia|Russian Federation
RW:Rwanda
SA:Saudi Arabia
SB:Solomon Islands
SC:Seychelles
SD:Sudan
SE:Sweden
SG:Singapore
SH:Saint Helena
SI:Slovenia
SJ:Svalbard and Jan Mayen
SK:Slovakia|Slovak Republic
SL:Sierra Leone
SM:San Marino
SN:Senegal
SO:Somalia
SR:Suriname
SS:South Sudan
ST:Sao Tome and Principe
SV:El Salvador
SX:Sint Maarten
SY:Syria|Syrian Arab Republic
SZ:Eswatini|Swaziland
TC:Turks and Caicos Islands
TD:Chad
TF:French Southern Territories
TG:Togo
TH:Thailand
TJ:Tajikistan
TK:Tokelau
TL:Timor-Leste|East Timor
TM:Turkmenistan
TN:Tunisia
TO:Tonga
TR:Turkey|Turkiye
TT:Trinidad and Tobago
TV:Tuvalu
TW:Taiwan|Taiwan, Province of China|Chinese Taipei
TZ:Tanzania|United Republic of Tanzania|Tanzania, United Republic of
UA:Ukraine
UG:Uganda
UM:United States Minor Outlying Islands
US:United States|United States of America|USA|U.S.A.|US|America
UY:Uruguay
UZ:Uzbekistan
VA:Holy See|Vatican|Vatican City
VC:Saint Vincent and the Grenadines|St Vincent and the Grenadines
VE:Venezuela|Venezuela (Bolivarian Republic of)|Bolivarian Republic of Venezuela
VG:British Virgin Islands|Virgin Islands, British
VI:US Virgin Islands|Virgin Islands, U.S.
VN:Viet Nam|Vietnam
VU:Vanuatu
WF:Wallis and Futuna
WS:Samoa
XK:Kosovo
YE:Yemen
YT:Mayotte
ZA:South Africa
ZM:Zambia
ZW:Zimbabwe`;

const key = (name: string): string => foldText(name).replace(/[^a-z0-9]+/g, ' ').replace(/\bthe\b/g, '').trim().replace(/\s+/g, ' ');

const codes = new Set<string>();
const byName = new Map<string, string>();
for (const line of table.split('\n')) {
  const [code, names] = line.split(':') as [string, string];
  codes.add(code);
  for (const name of names.split('|')) byName.set(key(name), code);
}

/** ISO 3166-1 alpha-3 codes (the EU FSF and many passports write these), each followed by its alpha-2. */
const alpha3 = new Map(
  `ABWAW AFGAF AGOAO AIAAI ALAAX ALBAL ANDAD AREAE ARGAR ARMAM ASMAS ATAAQ ATFTF ATGAG AUSAU AUTAT AZEAZ BDIBI BELBE
BENBJ BESBQ BFABF BGDBD BGRBG BHRBH BHSBS BIHBA BLMBL BLRBY BLZBZ BMUBM BOLBO BRABR BRBBB BRNBN BTNBT BVTBV BWABW
CAFCF CANCA CCKCC CHECH CHLCL CHNCN CIVCI CMRCM CODCD COGCG COKCK COLCO COMKM CPVCV CRICR CUBCU CUWCW CXRCX CYMKY
CYPCY CZECZ DEUDE DJIDJ DMADM DNKDK DOMDO DZADZ ECUEC EGYEG ERIER ESHEH ESPES ESTEE ETHET FINFI FJIFJ FLKFK FRAFR
FROFO FSMFM GABGA GBRGB GEOGE GGYGG GHAGH GIBGI GINGN GLPGP GMBGM GNBGW GNQGQ GRCGR GRDGD GRLGL GTMGT GUFGF GUMGU
GUYGY HKGHK HMDHM HNDHN HRVHR HTIHT HUNHU IDNID IMNIM INDIN IOTIO IRLIE IRNIR IRQIQ ISLIS ISRIL ITAIT JAMJM JEYJE
JORJO JPNJP KAZKZ KENKE KGZKG KHMKH KIRKI KNAKN KORKR KWTKW LAOLA LBNLB LBRLR LBYLY LCALC LIELI LKALK LSOLS LTULT
LUXLU LVALV MACMO MAFMF MARMA MCOMC MDAMD MDGMG MDVMV MEXMX MHLMH MKDMK MLIML MLTMT MMRMM MNEME MNGMN MNPMP MOZMZ
MRTMR MSRMS MTQMQ MUSMU MWIMW MYSMY MYTYT NAMNA NCLNC NERNE NFKNF NGANG NICNI NIUNU NLDNL NORNO NPLNP NRUNR NZLNZ
OMNOM PAKPK PANPA PCNPN PERPE PHLPH PLWPW PNGPG POLPL PRIPR PRKKP PRTPT PRYPY PSEPS PYFPF QATQA REURE ROURO RUSRU
RWARW SAUSA SDNSD SENSN SGPSG SGSGS SHNSH SJMSJ SLBSB SLESL SLVSV SMRSM SOMSO SPMPM SRBRS SSDSS STPST SURSR SVKSK
SVNSI SWESE SWZSZ SXMSX SYCSC SYRSY TCATC TCDTD TGOTG THATH TJKTJ TKLTK TKMTM TLSTL TONTO TTOTT TUNTN TURTR TUVTV
TWNTW TZATZ UGAUG UKRUA UMIUM URYUY USAUS UZBUZ VATVA VCTVC VENVE VGBVG VIRVI VNMVN VUTVU WLFWF WSMWS YEMYE ZAFZA
ZMBZM ZWEZW`
    .split(/\s+/)
    .map((pair) => [pair.slice(0, 3), pair.slice(3)] as const),
);

/** ISO alpha-2 for a code (alpha-2 or alpha-3) or a country name; undefined when it is not recognised. */
export const countryCode = (value: string): string | undefined => {
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    if (upper === 'UK') return 'GB';
    if (codes.has(upper)) return upper;
  }
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const code = alpha3.get(trimmed.toUpperCase());
    if (code) return code;
  }
  return byName.get(key(trimmed));
};

/** Resolves to alpha-2 when possible, else keeps the value as published (the ListEntity contract). */
export const normaliseCountry = (value: string): string => countryCode(value) ?? value.trim();
