import { abjadScore } from './abjad.ts';
import { genericOrganisationWords, isPatronymic, nameParticles, patronymicStem, sameGivenName } from './name-words.ts';
import { analyseName, styleOf, type NameStyle } from './normalise.ts';
import { editDistance, jaroWinkler } from './string-metrics.ts';
import type { EntityType } from './types.ts';

/**
 * Similarity of two folded tokens, 0..1. Jaro-Winkler alone is generous with short tokens that share a prefix
 * ("snow"/"snoe" 0.88, "doe"/"down" 0.78), so it is averaged with the normalised edit distance, which counts
 * every changed letter against the token length.
 */
export const tokenSimilarity = (a: string, b: string): number => {
  if (a === b) return 1;
  if (/\d/.test(a) || /\d/.test(b)) return 0; // numbers ("Sea Pony 1" / "2") are equal or different, never similar
  if (a.length === 1 || b.length === 1) return a.charCodeAt(0) === b.charCodeAt(0) ? 0.85 : 0; // initial
  if (sameGivenName(a, b)) return 0.9;
  if (isPatronymic(a) && isPatronymic(b) && sameGivenName(patronymicStem(a), patronymicStem(b))) return 0.9;
  let best = blend(a, b);
  if (best < 0.95) {
    // "Poetin" / "Putin", "Wladimir" / "Vladimir": the same sounds spelt by another language's rules.
    const pa = phonetic(a);
    const pb = phonetic(b);
    if (pa !== a || pb !== b) best = Math.max(best, 0.9 * (pa === pb ? 1 : blend(pa, pb)));
    // "alzindani" / "zindani": the article is written by some lists and left out by others.
    const sa = stripArticle(a);
    const sb = stripArticle(b);
    if (sa !== a || sb !== b) best = Math.max(best, 0.95 * (sa === sb ? 1 : blend(sa, sb)));
  }
  return sharpen(best);
};

/**
 * A token of a query written in Arabic or Hebrew script against a list token: the better of the plain similarity
 * and the abjad reading (abjad.ts), "butin" (بوتين) / "putin" 0.95, "butn" (بوتن) / "putin" 0.9.
 */
export const abjadTokenSimilarity = (query: string, listed: string): number => {
  const plain = tokenSimilarity(query, listed);
  if (plain >= 0.95) return plain;
  let best = abjadScore(query, listed);
  const sq = stripArticle(query);
  const sl = stripArticle(listed);
  if (sq !== query || sl !== listed) best = Math.max(best, 0.95 * abjadScore(sq, sl));
  return Math.max(plain, sharpen(best));
};

/**
 * Typos keep a token above 0.9; different names ("John"/"Juan", "Doe"/"Down", "Jinlong"/"Jinping") land at
 * 0.6-0.85, where an average over the tokens would still score the whole name high, so similarities below 0.9
 * fall three times as fast.
 */
const sharpen = (s: number): number => (s >= 0.9 ? s : Math.max(0, 3 * s - 1.8));

const blend = (a: string, b: string): number =>
  (jaroWinkler(a, b) + 1 - editDistance(a, b) / Math.max(a.length, b.length)) / 2;

const stripArticle = (t: string): string => (t.length > 4 && /^(al|el)/.test(t) ? t.slice(2) : t);

const phoneticCache = new Map<string, string>();

/** A light phonetic spelling: letters and digraphs that transliterations swap for one another are made equal. */
export const phonetic = (t: string): string => {
  let p = phoneticCache.get(t);
  if (p === undefined) {
    p = phoneticSpelling(t);
    if (phoneticCache.size > 100_000) phoneticCache.clear();
    phoneticCache.set(t, p);
  }
  return p;
};

const phoneticSpelling = (t: string): string =>
  t
    .replace(/tsch|tch|ch|sch|sh|zh|kh|gh|ph|th|dh|dj|oe|ou|oo|ee|ck|[wyqzx]/g, (m) => phoneticMap[m] ?? m)
    .replace(/(.)\1+/g, '$1');

const phoneticMap: Record<string, string> = {
  tsch: 'c', tch: 'c', ch: 'c', sch: 's', sh: 's', zh: 'j', kh: 'h', gh: 'g', ph: 'f', th: 't', dh: 'd', dj: 'j',
  oe: 'u', ou: 'u', oo: 'u', ee: 'i', ck: 'k', w: 'v', y: 'i', q: 'k', z: 's', x: 'ks',
};

/**
 * How much a token identifies a name: initials, particles, two-letter parts and the generic words of company
 * names ("Holding", "Trading", "Invest") count for less.
 */
export const tokenWeight = (t: string): number => {
  if (/^\d+$/.test(t)) return 0.8;
  if (t.length === 1) return 0.25;
  if (nameParticles.has(t)) return 0.3;
  if (genericOrganisationWords.has(t)) return 0.5;
  if (t.length === 2) return 0.6;
  return 1;
};

/** Weight of a list token the query did not have; patronymics are often left out by customers. */
const missingCandidateWeight = (t: string): number => tokenWeight(t) * (isPatronymic(t) ? 0.4 : 1);

/** Tokens of the query without a counterpart cost more than extra tokens on the list side (middle names, patronymics). */
const queryMissingFactor = 0.7;
const candidateMissingFactor = 0.5;
/** Token pairs below this similarity are not paired at all: such tokens are "missing". */
const minPairSimilarity = 0.5;
/** Compound tokens ("Ramimakhlouf" / "Rami Makhlouf") must be this close to count. */
const minCompoundSimilarity = 0.85;
const orderPenalty = 0.05;

export interface NameComparison {
  /** Name-only score: similarity + missingEffect + orderEffect, 0..1. */
  score: number;
  /** Weighted similarity of the paired tokens (before missing-token and order effects). */
  similarity: number;
  missingEffect: number;
  orderEffect: number;
  missingQuery: string[];
  missingCandidate: string[];
  /** Paired tokens stand in a different order. */
  reordered: boolean;
}

const noMatch: NameComparison = {
  score: 0, similarity: 0, missingEffect: 0, orderEffect: 0, missingQuery: [], missingCandidate: [], reordered: false,
};

type Similarity = (qi: number, cj: number) => number | undefined;

/**
 * orderMatters: a different token order costs (organisations). initials: a single letter may stand for a word
 * (persons: "J. Smith"); in a company name a letter is a word of its own ("M Invest" is not "Mortensen Invest").
 */
export interface CompareOptions {
  orderMatters: boolean;
  initials: boolean;
}

export const compareOptionsFor = (style: NameStyle, queryType?: EntityType): CompareOptions => ({
  orderMatters: style !== 'PERSON',
  initials: style === 'PERSON' || (style === 'ANY' && queryType !== 'ORGANIZATION'),
});

/**
 * A pairing option: query token i with candidate token j; for a compound one side has a second token (i2 or j2,
 * else -1). qText/cText are the compared texts, used to break ties independently of token order.
 */
interface PairOption {
  i: number;
  i2: number;
  j: number;
  j2: number;
  s: number;
  qText: string;
  cText: string;
}

const cmp = (a: string, b: string): number => (a === b ? 0 : a < b ? -1 : 1);

const byScoreThenText = (x: PairOption, y: PairOption): number =>
  y.s - x.s || cmp(x.qText, y.qText) || cmp(x.cText, y.cText);

/**
 * Pairs query tokens with candidate tokens greedily on similarity (ties broken by the token text, so the result
 * does not depend on token order) and scores the pairing with penalties for tokens left without a pair.
 * similarityOf may supply known token similarities (the screening index has them from candidate generation).
 */
export const compareTokens = (
  q: readonly string[],
  c: readonly string[],
  { orderMatters, initials }: CompareOptions,
  similarityOf?: Similarity,
): NameComparison => {
  const n = q.length;
  const m = c.length;
  if (n === 0 || m === 0) return noMatch;
  const options: PairOption[] = [];
  for (let i = 0; i < n; i += 1) {
    const qi = q[i] as string;
    for (let j = 0; j < m; j += 1) {
      const cj = c[j] as string;
      const s =
        !initials && (qi.length === 1 || cj.length === 1) ? (qi === cj ? 1 : 0) : (similarityOf?.(i, j) ?? tokenSimilarity(qi, cj));
      if (s >= minPairSimilarity) options.push({ i, i2: -1, j, j2: -1, s, qText: qi, cText: cj });
    }
  }
  if (n !== m || options.length < n) addCompounds(q, c, orderMatters, options);
  options.sort(byScoreThenText);
  const qPaired = new Int32Array(n).fill(-1);
  const cPaired = new Uint8Array(m);
  let num = 0;
  let den = 0;
  for (const o of options) {
    if (qPaired[o.i] !== -1 || cPaired[o.j] === 1) continue;
    if ((o.i2 >= 0 && qPaired[o.i2] !== -1) || (o.j2 >= 0 && cPaired[o.j2] === 1)) continue;
    qPaired[o.i] = o.j;
    cPaired[o.j] = 1;
    let w = tokenWeight(o.qText) + tokenWeight(c[o.j] as string);
    if (o.i2 >= 0) {
      qPaired[o.i2] = o.j;
      w = tokenWeight(q[o.i] as string) + tokenWeight(q[o.i2] as string) + tokenWeight(o.cText);
    }
    if (o.j2 >= 0) {
      cPaired[o.j2] = 1;
      w += tokenWeight(c[o.j2] as string);
    }
    num += (o.s * w) / 2;
    den += w / 2;
  }
  const missingQuery: string[] = [];
  const missingCandidate: string[] = [];
  const pairedJ: number[] = [];
  let missing = 0;
  for (let i = 0; i < n; i += 1) {
    const j = qPaired[i] as number;
    if (j === -1) {
      missingQuery.push(q[i] as string);
      missing += queryMissingFactor * tokenWeight(q[i] as string);
    } else {
      pairedJ.push(j);
    }
  }
  for (let j = 0; j < m; j += 1) {
    if (cPaired[j] === 0) {
      missingCandidate.push(c[j] as string);
      missing += candidateMissingFactor * missingCandidateWeight(c[j] as string);
    }
  }
  if (den === 0) return { ...noMatch, missingQuery, missingCandidate };
  const similarity = num / den;
  const withMissing = num / (den + missing);
  const reordered = pairedJ.some((j, k) => k > 0 && j < (pairedJ[k - 1] as number));
  const orderEffect = orderMatters && reordered ? -orderPenalty : 0;
  return {
    score: Math.max(0, withMissing + orderEffect),
    similarity,
    missingEffect: withMissing - similarity,
    orderEffect,
    missingQuery,
    missingCandidate,
    reordered,
  };
};

/** "Ramimakhlouf" / "Rami Makhlouf": one token against two of the other side written together. */
const addCompounds = (q: readonly string[], c: readonly string[], adjacentOnly: boolean, options: PairOption[]): void => {
  const oneSide = (one: readonly string[], two: readonly string[], queryIsOne: boolean): void => {
    one.forEach((single, i) => {
      if (single.length < 5) return;
      for (let a = 0; a < two.length; a += 1) {
        const first = two[a] as string;
        if (first.charCodeAt(0) !== single.charCodeAt(0) || first.length >= single.length) continue;
        for (let b = 0; b < two.length; b += 1) {
          if (a === b || (adjacentOnly && b !== a + 1)) continue;
          const joined = first + (two[b] as string);
          if (Math.abs(joined.length - single.length) > 2) continue;
          const s = tokenSimilarity(single, joined);
          if (s < minCompoundSimilarity) continue;
          options.push(
            queryIsOne
              ? { i, i2: -1, j: a, j2: b, s, qText: single, cText: joined }
              : { i: a, i2: b, j: i, j2: -1, s, qText: joined, cText: single },
          );
        }
      }
    });
  };
  oneSide(q, c, true);
  oneSide(c, q, false);
};

/**
 * Name-only similarity of two names, 0..1: what a screening hit would score on the names alone (paired-token
 * similarity with the missing-token and, for organisations, token-order effects). Used for pair checks.
 */
export const nameSimilarity = (a: string, b: string, type?: EntityType): number => {
  // The same text is the same name, even in a script that transliterates to nothing.
  if (a.trim() !== '' && a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase()) return 1;
  const style = styleOf(type);
  const na = analyseName(a, style);
  const nb = analyseName(b, style);
  const qa = na.tokens;
  const qb = nb.tokens;
  // A name written in an abjad is read as one (the other name as it is published).
  const abjad: Similarity | undefined =
    na.abjad === nb.abjad
      ? undefined
      : na.abjad
        ? (i, j) => abjadTokenSimilarity(qa[i] as string, qb[j] as string)
        : (i, j) => abjadTokenSimilarity(qb[j] as string, qa[i] as string);
  return compareTokens(qa, qb, compareOptionsFor(style, type), abjad).score;
};
