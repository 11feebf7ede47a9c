import { abjadSkeleton } from './abjad.ts';
import { trigramsOf, type NameIndex, type TokenLinks } from './index-build.ts';
import { nicknameGroupsOf } from './name-words.ts';
import { abjadTokenSimilarity, tokenSimilarity, tokenWeight } from './similarity.ts';

/**
 * Candidate generation ("blocking"): a query looks only at names that share a token, a spelling variant of a
 * token (found through the trigram index over the vocabulary) or a given-name variant with it, never at the
 * whole list.
 */

/**
 * Vocabulary tokens at least this similar to a query token are looked up: the same floor as token pairing in
 * compareTokens, so the links also serve as the token similarities of the full comparison.
 */
const minLinkSimilarity = 0.5;
/** Trigram Dice coefficient below which a vocabulary token is not even compared. */
const minDice = 0.25;
/** Distinct query tokens whose links are kept; a re-screen repeats the same given names and surnames. */
const linkCacheLimit = 50_000;

interface Scratch {
  overlap: Uint16Array;
  touched: Int32Array;
  acc: Float32Array;
  best: Float32Array;
  stamp: Int32Array;
  tick: number;
}

const scratches = new WeakMap<NameIndex, Scratch>();

const scratchOf = (index: NameIndex): Scratch => {
  let s = scratches.get(index);
  if (!s) {
    s = {
      overlap: new Uint16Array(index.vocabularyTokens.length),
      touched: new Int32Array(index.vocabularyTokens.length),
      acc: new Float32Array(index.names.length),
      best: new Float32Array(index.names.length),
      stamp: new Int32Array(index.names.length),
      tick: 0,
    };
    scratches.set(index, s);
  }
  return s;
};

/**
 * The vocabulary tokens a query token stands for. A long query token also links to vocabulary tokens it contains
 * ("ramimakhlouf" to "makhlouf"), so that names written apart in the list are found; the full comparison then
 * decides whether the compound really matches. A token of a query written in Arabic or Hebrew script (abjad) is
 * compared as abjad.ts reads it and also finds the list tokens with its consonants ("butn" -> "putin").
 */
export const linksOf = (index: NameIndex, token: string, abjad = false): TokenLinks => {
  const cacheKey = abjad ? `\u0001${token}` : token;
  const cached = index.linkCache.get(cacheKey);
  if (cached) return cached;
  const similarity = abjad ? abjadTokenSimilarity : tokenSimilarity;
  const found = new Map<number, number>();
  const exact = index.vocabulary.get(token);
  if (exact !== undefined) found.set(exact, 1);
  if (token.length > 1) {
    const s = scratchOf(index);
    const grams = [...new Set(trigramsOf(token))];
    let touched = 0;
    for (const g of grams) {
      const ids = index.trigramPostings.get(g);
      if (!ids) continue;
      for (const id of ids) {
        if (s.overlap[id] === 0) s.touched[touched++] = id;
        s.overlap[id] = (s.overlap[id] as number) + 1;
      }
    }
    for (let k = 0; k < touched; k += 1) {
      const id = s.touched[k] as number;
      const overlap = s.overlap[id] as number;
      s.overlap[id] = 0;
      if (id === exact || (2 * overlap) / (grams.length + (index.trigramCounts[id] as number)) < minDice) continue;
      const other = index.vocabularyTokens[id] as string;
      const sim = similarity(token, other);
      if (sim >= minLinkSimilarity) found.set(id, sim);
      else if (other.length >= 3 && token.length >= 5 && token.includes(other)) found.set(id, -other.length / token.length);
    }
    for (const group of nicknameGroupsOf.get(token) ?? []) {
      for (const [name, groups] of nicknameGroupsOf) {
        const id = groups.includes(group) ? index.vocabulary.get(name) : undefined;
        if (id !== undefined && !found.has(id)) found.set(id, similarity(token, name));
      }
    }
    if (abjad) {
      const skeletons = new Set([abjadSkeleton(token), abjadSkeleton(token.replace(/^(?:al|el)(?=...)/, ''))]);
      for (const skeleton of skeletons) {
        if (skeleton.length < 2) continue;
        for (const id of index.vocabularyBySkeleton(skeleton)) {
          if (found.has(id)) continue;
          const sim = similarity(token, index.vocabularyTokens[id] as string);
          if (sim >= minLinkSimilarity) found.set(id, sim);
        }
      }
    }
  }
  const byId = new Map([...found].filter(([, sim]) => sim >= 0));
  const links = { ids: Int32Array.from(found.keys()), sims: Float32Array.from(found.values()), byId };
  if (index.linkCache.size >= linkCacheLimit) index.linkCache.clear();
  index.linkCache.set(cacheKey, links);
  return links;
};

/**
 * Names whose tokens cover enough of the query: for each name, the weighted share of query tokens that have a
 * linked token in it. Returns name ids, best first, at most maxNames.
 */
export const candidateNames = (
  index: NameIndex,
  queryTokens: readonly string[],
  minShare: number,
  maxNames: number,
  accept: (entity: number) => boolean,
  abjad = false,
): number[] => {
  const s = scratchOf(index);
  const distinct = [...new Set(queryTokens)];
  const total = distinct.reduce((sum, t) => sum + tokenWeight(t), 0);
  if (total === 0) return [];
  const touchedNames: number[] = [];
  const firstTick = s.tick + 1;
  for (const token of distinct) {
    const w = tokenWeight(token);
    const links = linksOf(index, token, abjad);
    s.tick += 1;
    const tick = s.tick;
    const thisToken: number[] = [];
    for (let k = 0; k < links.ids.length; k += 1) {
      const sim = Math.abs(links.sims[k] as number);
      const postings = index.postings[links.ids[k] as number] as Int32Array;
      for (let p = 0; p < postings.length; p += 1) {
        const n = postings[p] as number;
        const stamp = s.stamp[n] as number;
        if (stamp === tick) {
          if (sim > (s.best[n] as number)) s.best[n] = sim;
          continue;
        }
        if (stamp < firstTick) {
          s.acc[n] = 0;
          touchedNames.push(n);
        }
        s.stamp[n] = tick;
        s.best[n] = sim;
        thisToken.push(n);
      }
    }
    for (const n of thisToken) s.acc[n] = (s.acc[n] as number) + w * (s.best[n] as number);
  }
  const minAcc = minShare * total;
  const picked = touchedNames.filter((n) => (s.acc[n] as number) >= minAcc && accept(index.names[n]?.entity as number));
  // Among equal shares, names with fewer tokens first: they have fewer tokens missing from the query.
  picked.sort((a, b) => (s.acc[b] as number) - (s.acc[a] as number) || (index.names[a]?.tokens.length ?? 0) - (index.names[b]?.tokens.length ?? 0));
  return picked.length > maxNames ? picked.slice(0, maxNames) : picked;
};
