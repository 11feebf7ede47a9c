import { editDistance, jaroWinkler } from './string-metrics.ts';

/**
 * Names written in an abjad (Arabic script, including Persian and Urdu letters, and Hebrew): there the consonants
 * and the long vowels are written, the short vowels are not. any-ascii spells the vowel letters as consonants
 * ("بوتين" -> "bwtyn"), which nothing on a Latin list resembles; here و/ي (ו/י) become the vowels they stand for
 * between consonants ("butin"), and a query so written is compared with list names as an abjad reads them
 * (abjadScore, used by abjadTokenSimilarity in similarity.ts): p and b, v and f, o and u are one letter each, and a
 * short vowel the script did not write may be anything.
 */

const arabicLetters = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const hebrewLetters = /[\u0590-\u05ff\ufb1d-\ufb4f]/;

export const hasAbjad = (text: string): boolean => arabicLetters.test(text) || hebrewLetters.test(text);

/** 'W' and 'Y' are the letters that are a consonant or a long vowel (و ي ی / ו י); resolved by their neighbours. */
const arabic: Record<string, string> = {
  'ء': '', 'آ': 'a', 'أ': 'a', 'ؤ': '', 'إ': 'i', 'ئ': '', 'ا': 'a', 'ب': 'b', 'ة': 'a', 'ت': 't', 'ث': 'th', 'ج': 'j',
  'ح': 'h', 'خ': 'kh', 'د': 'd', 'ذ': 'dh', 'ر': 'r', 'ز': 'z', 'س': 's', 'ش': 'sh', 'ص': 's', 'ض': 'd', 'ط': 't',
  'ظ': 'z', 'ع': '', 'غ': 'gh', 'ـ': '', 'ف': 'f', 'ق': 'q', 'ك': 'k', 'ل': 'l', 'م': 'm', 'ن': 'n', 'ه': 'h', 'و': 'W',
  'ى': 'a', 'ي': 'Y', 'ً': '', 'ٌ': '', 'ٍ': '', 'َ': 'a', 'ُ': 'u', 'ِ': 'i', 'ّ': '', 'ْ': '', 'ٓ': '', 'ٔ': '',
  'ٕ': '', 'ٰ': 'a', 'ٱ': 'a', 'ٹ': 't', 'پ': 'p', 'چ': 'ch', 'ڈ': 'd', 'ڑ': 'r', 'ژ': 'zh', 'ڤ': 'v', 'ک': 'k',
  'گ': 'g', 'ں': 'n', 'ھ': 'h', 'ہ': 'h', 'ۀ': 'h', 'ۃ': 'a', 'ی': 'Y', 'ې': 'Y', 'ے': 'e', 'ۓ': 'e',
};

const hebrew: Record<string, string> = {
  'א': '', 'ב': 'b', 'ג': 'g', 'ד': 'd', 'ה': 'h', 'ו': 'W', 'ז': 'z', 'ח': 'kh', 'ט': 't', 'י': 'Y', 'ך': 'kh',
  'כ': 'k', 'ל': 'l', 'ם': 'm', 'מ': 'm', 'ן': 'n', 'נ': 'n', 'ס': 's', 'ע': '', 'ף': 'f', 'פ': 'p', 'ץ': 'ts',
  'צ': 'ts', 'ק': 'k', 'ר': 'r', 'ש': 'sh', 'ת': 't', 'װ': 'v', 'ױ': 'Y', 'ײ': 'y',
};

/** Letters that stand for a vowel at the start of a word (ayin, Hebrew alef); alef itself is always 'a'. */
const wordInitial: Record<string, string> = { 'ع': 'a', 'א': 'a', 'ע': 'a' };

const isVowel = (c: string | undefined): boolean => c !== undefined && /^[aeiou]$/.test(c);
const isLetter = (c: string | undefined): boolean => c !== undefined && (c in arabic || c in hebrew);

/** Words that lists spell by convention, not letter by letter. */
const conventional: Record<string, string> = { 'بن': 'bin', 'ابن': 'ibn', 'بنت': 'bint', 'ولد': 'ould' };

/** One word (a run of abjad letters) to Latin letters, with the semivowels resolved. */
const word = (letters: readonly string[]): string => {
  const fixed = conventional[letters.join('')];
  if (fixed) return fixed;
  const hebrewWord = letters.some((c) => c in hebrew);
  const raw = letters.map((c, i) => {
    if (i === 0 && c in wordInitial) return wordInitial[c] as string;
    if (c === 'ت' && letters[i + 1] === 'ش') return 'ch'; // Arabic writes "ch" as تش
    if (c === 'ش' && letters[i - 1] === 'ت') return '';
    if (c === 'ה' && i > 0 && i === letters.length - 1) return 'a';
    return arabic[c] ?? hebrew[c] ?? '';
  });
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    let part = raw[i] as string;
    if (part === 'W' || part === 'Y') {
      const next = raw.slice(i + 1).find((p) => p !== '');
      const long = part === 'W' ? 'u' : 'i';
      // After its own short vowel mark (ـُو, ـِي) the letter only lengthens that vowel.
      if (out.at(-1) === long && !isVowel(next?.[0])) continue;
      // A consonant at the start of a word, next to a vowel or another semivowel; a long vowel between consonants.
      const consonant = out === '' || isVowel(out.at(-1)) || isVowel(next?.[0]) || next === 'W' || next === 'Y';
      if (part === 'W') part = consonant ? (hebrewWord ? 'v' : 'w') : long;
      else part = consonant ? 'y' : long;
    }
    out += part;
  }
  return out;
};

/** Arabic and Hebrew words of a text in Latin letters; everything else is left as it is (for any-ascii). */
export const transliterateAbjad = (text: string): string => {
  if (!hasAbjad(text)) return text;
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; ) {
    if (!isLetter(chars[i])) {
      out += chars[i];
      i += 1;
      continue;
    }
    const letters: string[] = [];
    while (i < chars.length && isLetter(chars[i])) letters.push(chars[i++] as string);
    out += word(letters);
  }
  return out;
};

/**
 * A Latin token as an abjad would write it: the digraphs of the usual transliterations made one letter (as
 * phonetic() in similarity.ts does), French "ou" before a vowel a w ("Zarkaoui"), then p=b, v=f, o=u, y=i, q=k,
 * c=s before e and i, else k (w and z stay: و/ف and ز/س are two letters each), doubled letters once. An 'e' is
 * kept: lists write it for any short vowel and for a long a ("Kamel" كمال), so it stands for any vowel.
 */
const keyDigraphs = /tsch|tch|ch|sch|sh|zh|kh|gh|ph|th|dh|dj|ck|oe|ou|oo|ee|ey|ei|[pvoyqxc]/g;
const keyLetters: Record<string, string> = {
  tsch: 'c', tch: 'c', ch: 'c', sch: 's', sh: 's', zh: 'j', kh: 'h', gh: 'g', ph: 'f', th: 't', dh: 'd', dj: 'j', ck: 'k',
  oe: 'u', ou: 'u', oo: 'u', ee: 'i', ey: 'i', ei: 'i', p: 'b', v: 'f', o: 'u', y: 'i', q: 'k', x: 'ks', c: 'k',
};

export const abjadKey = (token: string): string =>
  token
    .replace(/ou(?=[aeiy])/g, 'w')
    .replace(/c(?=[eiy])/g, 's')
    .replace(keyDigraphs, (m) => keyLetters[m] ?? m)
    .replace(/(.)\1+/g, '$1');

/** Consonants of a key, each with the vowels written after it (the vowels before the first consonant left out). */
const slots = (key: string): { consonants: string; vowels: string[] } => {
  let consonants = '';
  const vowels: string[] = [];
  for (const ch of key) {
    if (/[aeiu]/.test(ch)) {
      if (consonants !== '') vowels[vowels.length - 1] += ch;
    } else {
      consonants += ch;
      vowels.push('');
    }
  }
  return { consonants, vowels };
};

/** The vowels the query wrote after a consonant are where the list token has them ('e' stands for any vowel). */
const vowelsFit = (query: string, listed: string): boolean =>
  query === '' || listed.includes('e') || (query.includes('e') ? listed !== '' : [...query].every((ch) => listed.includes(ch)));

const blend = (a: string, b: string): number => (jaroWinkler(a, b) + 1 - editDistance(a, b) / Math.max(a.length, b.length)) / 2;

/**
 * How well a token of an abjad-written query fits a list token, 0..1 (before sharpening): 0.95 when both are
 * spelt alike as an abjad reads them, 0.9 when both start with a vowel or both with a consonant, the consonants are
 * the same and every vowel the query wrote is where the list token has it (the vowels it did not write may be
 * anything), else their key similarity * 0.9.
 */
export const abjadScore = (query: string, listed: string): number => {
  if (query.length < 3 || listed.length < 3 || /\d/.test(query) || /\d/.test(listed)) return 0;
  const q = abjadKey(query);
  const c = abjadKey(listed);
  if (q === c) return 0.95;
  const qs = slots(q);
  const cs = slots(c);
  const fits =
    qs.consonants.length >= 2 &&
    isVowel(q[0]) === isVowel(c[0]) &&
    qs.consonants === cs.consonants &&
    qs.vowels.every((v, i) => vowelsFit(v, cs.vowels[i] as string));
  return fits ? 0.9 : 0.9 * blend(q, c);
};

/** The consonants of a token as an abjad writes them: the key under which list tokens are found for such a query. */
export const abjadSkeleton = (token: string): string => slots(abjadKey(token)).consonants;
