/**
 * Word lists used by name normalisation and token similarity. All entries are already folded (lower-case ASCII),
 * because they are compared with folded tokens.
 */

/** Honorifics, titles and offices: they say nothing about who the person is and lists use them inconsistently. */
export const personTitles: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mme', 'dr', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady', 'herr', 'frau',
  'sheikh', 'shaikh', 'shaykh', 'sheik', 'cheikh', 'haji', 'hajji', 'hadji', 'alhaji', 'alhajji', 'mullah', 'mulla',
  'mawlawi', 'maulavi', 'maulvi', 'mawlavi', 'maulana', 'qari', 'imam', 'sayyid', 'sayed',
  'president', 'prasident', 'presiden', 'presidente', 'predsjednik', 'prezydent', 'prezident', 'elnok', 'presidentti',
  'general', 'gen', 'colonel', 'col', 'captain', 'capt', 'major', 'lieutenant', 'lt', 'brigadier', 'admiral', 'commander',
  'rev', 'reverend', 'hon', 'honorable', 'honourable', 'senator', 'sen', 'rep', 'representative', 'minister',
]);

/** Generational suffixes written after person names. */
export const personSuffixes: ReadonlySet<string> = new Set(['jr', 'sr', 'junior', 'senior', 'ii', 'iii', 'iv']);

/** Short name parts that carry little identity on their own (weighted down, never dropped). */
export const nameParticles: ReadonlySet<string> = new Set([
  'bin', 'ben', 'ibn', 'bint', 'abu', 'abou', 'abo', 'abd', 'umm', 'ould', 'van', 'von', 'der', 'den', 'de', 'da', 'di',
  'du', 'la', 'le', 'del', 'della', 'dos', 'das', 'do', 'y', 'e', 'and', 'of', 'the', 'for', 'i', 'og', 'och', 'ja', 'und',
]);

/** Words that many company names share: a match on them says little about which company it is. */
export const genericOrganisationWords: ReadonlySet<string> = new Set([
  'group', 'holding', 'holdings', 'trading', 'trade', 'traders', 'invest', 'investment', 'investments', 'capital',
  'solutions', 'systems', 'system', 'services', 'service', 'shipping', 'international', 'global', 'industries',
  'industry', 'industrial', 'enterprise', 'enterprises', 'management', 'consulting', 'consultants', 'technologies',
  'technology', 'tech', 'engineering', 'energy', 'logistics', 'partners', 'development', 'construction', 'import',
  'export', 'general', 'commercial', 'finance', 'financial', 'bank', 'insurance', 'marine', 'maritime', 'transport',
  'petroleum', 'oil', 'gas', 'chemical', 'chemicals', 'electronics', 'electronic', 'manufacturing', 'production',
  'products', 'resources', 'ventures', 'media', 'network', 'research', 'institute', 'center', 'centre', 'factory',
  'plant', 'agency', 'association', 'foundation', 'organization', 'organisation', 'limited', 'national', 'united',
  'world', 'worldwide', 'nordic', 'scandinavia', 'europe', 'european', 'asia', 'middle', 'east', 'west', 'north',
  'south', 'new', 'first', 'best', 'star', 'office', 'branch',
]);

/** Arabic articles written apart or hyphenated ("al-Zindani", "Al Zindani"): joined to the next word. */
export const articles: ReadonlySet<string> = new Set(['al', 'el']);

/**
 * Given-name variants and nicknames that are the same name (Ted/Theodore, Bill/William, Aleksandr/Alexander).
 * Each group is one name; token similarity treats members of one group as near-equal.
 */
const nicknameGroups: string[][] = [
  // English nicknames.
  ['william', 'bill', 'billy', 'will', 'willie', 'willy', 'liam'],
  ['robert', 'bob', 'bobby', 'rob', 'robbie', 'bert'],
  ['theodore', 'ted', 'teddy', 'theo'],
  ['edward', 'ed', 'eddie', 'ted', 'ned'],
  ['richard', 'rick', 'ricky', 'dick', 'rich', 'richie'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['john', 'jack', 'johnny', 'jon'],
  ['joseph', 'joe', 'joey'],
  ['charles', 'charlie', 'chuck', 'chas'],
  ['thomas', 'tom', 'tommy'],
  ['michael', 'mike', 'mick', 'mikey'],
  ['christopher', 'chris', 'kit'],
  ['daniel', 'dan', 'danny'],
  ['david', 'dave', 'davey'],
  ['anthony', 'tony', 'antony'],
  ['andrew', 'andy', 'drew'],
  ['benjamin', 'ben', 'benny'],
  ['samuel', 'sam', 'sammy'],
  ['stephen', 'steven', 'steve'],
  ['timothy', 'tim'],
  ['matthew', 'matt'],
  ['patrick', 'pat', 'paddy'],
  ['peter', 'pete'],
  ['kenneth', 'ken', 'kenny'],
  ['ronald', 'ron', 'ronnie'],
  ['donald', 'don', 'donnie'],
  ['gerald', 'jerry', 'gerry'],
  ['jeffrey', 'geoffrey', 'jeff', 'geoff'],
  ['gregory', 'greg'],
  ['lawrence', 'laurence', 'larry'],
  ['nicholas', 'nick', 'nicky'],
  ['alexander', 'alex'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betsy', 'betty', 'eliza'],
  ['margaret', 'maggie', 'peggy', 'meg'],
  ['katherine', 'catherine', 'kate', 'kathy', 'cathy', 'katie'],
  ['jennifer', 'jen', 'jenny'],
  ['patricia', 'patty', 'trish', 'tricia'],
  ['susan', 'sue', 'suzy'],
  ['deborah', 'debbie', 'deb', 'debra'],
  ['rebecca', 'becky'],
  ['abigail', 'abby'],
  ['barbara', 'barb'],
  ['kimberly', 'kim'],
  ['frederick', 'fred', 'freddie'],
  ['harold', 'harry', 'hal'],
  ['henry', 'hank'],
  ['raymond', 'ray'],
  ['leonard', 'len', 'lenny'],
  ['walter', 'walt'],
  ['eugene', 'gene'],
  ['douglas', 'doug'],
  ['philip', 'phillip', 'phil'],
  ['mitchell', 'mitch'],
  ['zachary', 'zach', 'zack'],
  ['joshua', 'josh'],
  ['nathaniel', 'nathan', 'nate'],
  ['bradley', 'brad'],
  ['randall', 'randolph', 'randy'],
  ['russell', 'russ'],
  ['terrence', 'terence', 'terry'],
  ['gabriel', 'gabe'],
  ['vincent', 'vince'],
  ['jesus', 'chuy'],
  // One name in several transliterations (Cyrillic and Arabic names in Latin letters). Given names that are
  // names of their own in the Nordic countries (Ville, Juha, Mikael, ...) are left out: a Finnish customer
  // called Juha is not a John on a list.
  ['alexander', 'aleksandr', 'alexandr', 'oleksandr', 'aleksander', 'alexandre'],
  ['vladimir', 'volodymyr', 'volodimir', 'wladimir', 'wladimier', 'uladzimir'],
  ['sergey', 'sergei', 'sergej', 'serhiy', 'serhii', 'serej'],
  ['dmitry', 'dmitri', 'dmitriy', 'dmytro'],
  ['yuri', 'yury', 'yuriy', 'iurii', 'jurij', 'yurii'],
  ['mikhail', 'mykhailo', 'michail'],
  ['nikolai', 'nikolay', 'mykola'],
  ['andrey', 'andrei', 'andriy', 'andrii'],
  ['grigory', 'grigoriy', 'hryhoriy'],
  ['yekaterina', 'ekaterina', 'kateryna'],
  ['mohammad', 'mohammed', 'muhammad', 'mohamed', 'muhammed', 'mohamad', 'muhamad', 'mohd', 'mohamud'],
  ['abdullah', 'abdallah', 'abdulla', 'abdellah'],
  ['yusuf', 'yousef', 'youssef', 'yusef'],
  ['ibrahim', 'ebrahim', 'ibragim'],
];

/** token -> ids of the name groups it belongs to (a nickname such as 'ted' can belong to two groups). */
export const nicknameGroupsOf: ReadonlyMap<string, readonly number[]> = (() => {
  const map = new Map<string, number[]>();
  nicknameGroups.forEach((group, id) => {
    for (const name of group) {
      const ids = map.get(name) ?? [];
      if (!ids.includes(id)) ids.push(id);
      map.set(name, ids);
    }
  });
  return map;
})();

export const sameGivenName = (a: string, b: string): boolean => {
  const ga = nicknameGroupsOf.get(a);
  const gb = nicknameGroupsOf.get(b);
  return ga !== undefined && gb !== undefined && ga.some((id) => gb.includes(id));
};

const patronymicEnding = /(ovich|evich|ovych|evych|ovna|evna|ivna|ovitj|evitj|ovitsch|ewitsch|owitsch|owicz|ovics|evics|ovitx|ovic|evic|ovitch|ivich)$/;

/** East Slavic patronymics (and their spellings in other languages); lists add them, customers often leave them out. */
export const isPatronymic = (token: string): boolean => token.length >= 8 && patronymicEnding.test(token);

/** The father's given name inside a patronymic ("volodymyrovych" -> "volodymyr"). */
export const patronymicStem = (token: string): string => token.replace(patronymicEnding, '');
