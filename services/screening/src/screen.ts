import { candidateNames, linksOf } from './candidates.ts';
import { birthDateEvidence, effects, identifierEvidence, nameEvidence, nationalityEvidence, typeEvidence } from './evidence.ts';
import { identifierKey } from './identifiers.ts';
import { NameIndex, styleOfKind, type IndexedName, type TokenLinks } from './index-build.ts';
import { analyseName, type AnalysedName, type NameStyle } from './normalise.ts';
import { compareOptionsFor, compareTokens, type NameComparison } from './similarity.ts';
import type { EntityKind, ListEntity, ScreeningHit, ScreeningIndex, ScreeningQuery } from './types.ts';

/**
 * The score at which a hit is reported. Chosen from the dev cases (src/quality.test.ts, bench/README.md): it
 * keeps every exact and near-exact name with a consistent birth date, and rejects single differing given names
 * ("John Doe" / "Juan Doe") and one-token partial matches.
 */
export const DEFAULT_THRESHOLD = 0.8;
const defaultLimit = 20;
/** Names below this share of the query's tokens are not compared at all. */
const minCandidateShare = 0.4;
const maxCandidateNames = 200;

interface QueryForm extends AnalysedName {
  links: TokenLinks[];
}

interface PreparedQuery {
  query: ScreeningQuery;
  forms: Map<NameStyle, QueryForm>;
  /** Which query form to compare with a list name of the given style. */
  formFor: (style: NameStyle) => QueryForm;
}

/** The query name read as a person, an organisation and an unknown kind (or only as its given type). */
const prepare = (index: NameIndex, query: ScreeningQuery): PreparedQuery => {
  const forms = new Map<NameStyle, QueryForm>();
  const styles: NameStyle[] = query.type ? [query.type] : ['PERSON', 'ORGANIZATION', 'ANY'];
  for (const style of styles) {
    const analysed = analyseName(query.name, style);
    forms.set(style, { ...analysed, links: analysed.tokens.map((t) => linksOf(index, t, analysed.abjad)) });
  }
  const formFor = (style: NameStyle): QueryForm => (query.type ? forms.get(query.type) : forms.get(style)) as QueryForm;
  return { query, forms, formFor };
};

const kindAllowed = (query: ScreeningQuery, kind: EntityKind): boolean =>
  query.type === undefined || kind === 'UNKNOWN' || (query.type === 'PERSON' ? kind === 'PERSON' : kind !== 'PERSON');

interface Best {
  name: IndexedName;
  comparison: NameComparison;
  effective: number;
}

const compareName = (index: NameIndex, prepared: PreparedQuery, name: IndexedName): Best => {
  const entity = index.entities[name.entity] as ListEntity;
  const style = styleOfKind(entity.kind);
  const form = prepared.formFor(style);
  // Links hold every vocabulary token similar enough to pair with a query token; others count as 0. Initials are
  // not linked and two-letter tokens have too few trigrams to be found reliably, so those are compared directly.
  const comparison = compareTokens(form.tokens, name.tokens, compareOptionsFor(style, prepared.query.type), (i, j) =>
    (form.tokens[i] as string).length <= 2 || (name.tokens[j] as string).length <= 2
      ? undefined
      : (form.links[i]?.byId.get(name.tokenIds[j] as number) ?? 0),
  );
  return { name, comparison, effective: comparison.score + (name.weak ? effects.weakAlias : 0) };
};

const hitFor = (index: NameIndex, prepared: PreparedQuery, e: number, best: Best): ScreeningHit => {
  const entity = index.entities[e] as ListEntity;
  const { query } = prepared;
  const style = styleOfKind(entity.kind);
  const evidence = [
    ...nameEvidence(best.comparison, best.name, prepared.formFor(style).legalForms),
    ...typeEvidence(query.type, entity.kind),
    ...birthDateEvidence(query.birthDate, entity),
    ...nationalityEvidence(query.nationality, index.nationalities[e] ?? []),
  ];
  const nameScore = best.comparison.similarity;
  const soFar = nameScore + evidence.reduce((sum, x) => sum + x.effect, 0);
  evidence.push(...identifierEvidence(query.identifiers, entity, soFar));
  const score = Math.min(1, Math.max(0, nameScore + evidence.reduce((sum, x) => sum + x.effect, 0)));
  return { entity, score, nameScore, matchedName: best.name.text, matchedAlias: best.name.alias, evidence };
};

const noName: NameComparison = {
  score: 0, similarity: 0, missingEffect: 0, orderEffect: 0, missingQuery: [], missingCandidate: [], reordered: false,
};

/** The entity's best-matching name; an entity known only by identifiers gets an empty comparison. */
const bestNameOf = (index: NameIndex, prepared: PreparedQuery, e: number): Best => {
  let best: Best | undefined;
  for (let n = index.nameStart[e] as number; n < (index.nameStart[e + 1] as number); n += 1) {
    const candidate = compareName(index, prepared, index.names[n] as IndexedName);
    if (!best || candidate.effective > best.effective) best = candidate;
  }
  const entity = index.entities[e] as ListEntity;
  const unnamed = { entity: e, text: entity.name, alias: false, weak: false, tokens: [], tokenIds: new Int32Array(0), legalForms: [] };
  return best ?? { name: unnamed, comparison: noName, effective: 0 };
};

const asNameIndex = (index: ScreeningIndex): NameIndex => {
  if (!(index instanceof NameIndex)) throw new TypeError('screen() needs an index made by buildIndex()');
  return index;
};

/** Screens one name against the index; hits at or above the threshold, best first. */
export const screen = (index: ScreeningIndex, query: ScreeningQuery): ScreeningHit[] => {
  const idx = asNameIndex(index);
  const threshold = query.threshold ?? DEFAULT_THRESHOLD;
  const limit = query.limit ?? defaultLimit;
  const prepared = prepare(idx, query);
  const sources = query.sources ? new Set(query.sources) : undefined;
  const accept = (e: number): boolean => {
    const entity = idx.entities[e] as ListEntity;
    return (sources === undefined || sources.has(entity.source)) && kindAllowed(query, entity.kind);
  };
  const blockingTokens = [...new Set([...prepared.forms.values()].flatMap((f) => f.tokens))];
  const bestByEntity = new Map<number, Best>();
  const abjad = [...prepared.forms.values()].some((f) => f.abjad);
  for (const n of candidateNames(idx, blockingTokens, minCandidateShare, maxCandidateNames, accept, abjad)) {
    const name = idx.names[n] as IndexedName;
    const candidate = compareName(idx, prepared, name);
    const current = bestByEntity.get(name.entity);
    if (!current || candidate.effective > current.effective) bestByEntity.set(name.entity, candidate);
  }
  for (const value of query.identifiers ?? []) {
    const key = identifierKey(value);
    for (const e of (key && idx.identifiers.get(key)) || []) {
      if (bestByEntity.has(e) || !accept(e)) continue;
      bestByEntity.set(e, bestNameOf(idx, prepared, e));
    }
  }
  const hits: ScreeningHit[] = [];
  for (const [e, best] of bestByEntity) {
    const hit = hitFor(idx, prepared, e, best);
    if (hit.score >= threshold) hits.push(hit);
  }
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      b.nameScore - a.nameScore ||
      a.entity.source.localeCompare(b.entity.source) ||
      a.entity.sourceId.localeCompare(b.entity.sourceId),
  );
  return hits.slice(0, limit);
};

/**
 * Scores a query against one entity without candidate generation or threshold: the hit the entity would give
 * (score 0 when no name pairs at all). For pair checks and for explaining why an entity was not a hit.
 */
export const scoreEntity = (query: ScreeningQuery, entity: ListEntity): ScreeningHit => {
  const idx = new NameIndex([entity]);
  const prepared = prepare(idx, query);
  return hitFor(idx, prepared, 0, bestNameOf(idx, prepared, 0));
};
