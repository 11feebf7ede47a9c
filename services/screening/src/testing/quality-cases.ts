import { buildIndex } from '../index-build.ts';
import { normaliseName } from '../normalise.ts';
import { scoreEntity, screen } from '../screen.ts';
import type { EntityType, ListEntity, ListSource, ScreeningIndex, ScreeningQuery } from '../types.ts';

/**
 * Evaluation of the matcher on screening_cases.dev.jsonl (see quality.test.ts): each case becomes a positive
 * (something must be found) or a negative (nothing may be found) and is scored at a threshold.
 *
 * - positive_un_perturbed / positive_pep: the query is screened against the index of all lists; a true positive
 *   when the expected UN / PEP entity is among the hits.
 * - negative_synthetic / negative_company: screened against all lists; a false positive when anything is hit.
 * - pair_match, alias_set: the query scored against an entity made of the expected record (scoreEntity).
 * - ranking: score(better) > score(worse) against the expected record; counted separately.
 * string_score (another tool's scores) and transliteration cases are not matching outcomes and are not counted.
 */
export interface Case {
  case_type: string;
  schema: string;
  query: Record<string, unknown>;
  expected_match: Record<string, unknown> | null;
  expected_outcome: string;
}

export interface Outcome {
  caseType: string;
  positive: boolean;
  found: boolean;
  query: string;
  detail: string;
}

export interface QualityReport {
  threshold: number;
  tp: number;
  fn: number;
  fp: number;
  tn: number;
  precision: number;
  recall: number;
  /** Positives whose expected entity is not in the loaded list (left out of the figures). */
  unresolved: number;
  unresolvedNames: string[];
  byType: Record<string, { tp: number; fn: number; fp: number; tn: number }>;
  ranking: { correct: number; total: number };
  outcomes: Outcome[];
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

const typeOf = (schema: string): EntityType | undefined =>
  schema === 'Person' ? 'PERSON' : schema === 'Company' || schema === 'Organization' || schema === 'Vessel' ? 'ORGANIZATION' : undefined;

const queryOf = (q: Record<string, unknown>, schema: string, threshold: number): ScreeningQuery => {
  const identifiers = ['imoNumber', 'swiftBic', 'registrationNumber'].map((k) => str(q[k])).filter((v): v is string => v !== undefined);
  const nationality = str(q.nationality) ?? str(q.jurisdiction);
  const birthDate = str(q.date_of_birth);
  return {
    name: str(q.full_name) ?? str(q.name) ?? '',
    type: typeOf(schema),
    threshold,
    limit: 50,
    ...(birthDate ? { birthDate } : {}),
    ...(nationality ? { nationality } : {}),
    ...(identifiers.length > 0 ? { identifiers } : {}),
  };
};

/** A list entity made of a case's expected record, for pair cases. */
const entityOf = (m: Record<string, unknown>, schema: string): ListEntity => {
  const identifiers = ['imoNumber', 'registrationNumber', 'swiftBic'].flatMap((k) => {
    const value = str(m[k]);
    return value ? [{ type: k, value }] : [];
  });
  const nationality = str(m.nationality) ?? str(m.jurisdiction);
  return {
    source: 'KRP',
    sourceId: 'case',
    kind: schema === 'Person' ? 'PERSON' : schema === 'Vessel' ? 'VESSEL' : 'ORGANIZATION',
    name: str(m.name) ?? '',
    aliases: [],
    birthDates: [],
    nationalities: nationality ? [nationality.toUpperCase()] : [],
    identifiers,
    addresses: [],
    programs: [],
  };
};

const key = (name: string, type?: EntityType): string => normaliseName(name, type).join(' ');

/** Entities of one source by every normalised name they have, to find a case's expected entity. */
const nameLookup = (entities: readonly ListEntity[], source: ListSource): Map<string, ListEntity[]> => {
  const map = new Map<string, ListEntity[]>();
  for (const e of entities) {
    if (e.source !== source) continue;
    for (const n of [e.name, ...e.aliases.map((a) => a.name)]) {
      const k = key(n, 'PERSON');
      map.set(k, [...(map.get(k) ?? []), e]);
    }
  }
  return map;
};

export const evaluate = (
  cases: readonly Case[],
  index: ScreeningIndex,
  entities: readonly ListEntity[],
  threshold: number,
): QualityReport => {
  const lookups = { UN: nameLookup(entities, 'UN'), PEP: nameLookup(entities, 'PEP') };
  const outcomes: Outcome[] = [];
  const ranking = { correct: 0, total: 0 };
  const unresolvedNames: string[] = [];
  for (const c of cases) {
    const expected = c.expected_match ?? {};
    if (c.case_type === 'positive_un_perturbed' || c.case_type === 'positive_pep') {
      const wanted = lookups[c.case_type === 'positive_pep' ? 'PEP' : 'UN'].get(key(str(expected.name) ?? '', 'PERSON'));
      if (!wanted) {
        unresolvedNames.push(`${c.case_type}: ${str(expected.name) ?? ''}`);
        continue;
      }
      const query = queryOf(c.query, c.schema, threshold);
      const hits = screen(index, query);
      const found = hits.some((h) => wanted.includes(h.entity));
      const best = hits[0];
      outcomes.push({ caseType: c.case_type, positive: true, found, query: query.name, detail: best ? `${best.matchedName} ${best.score.toFixed(3)}` : '-' });
    } else if (c.case_type === 'negative_synthetic' || c.case_type === 'negative_company') {
      const query = queryOf(c.query, c.schema, threshold);
      const hits = screen(index, query);
      const best = hits[0];
      outcomes.push({
        caseType: c.case_type,
        positive: false,
        found: hits.length > 0,
        query: query.name,
        detail: best ? `${best.entity.source} ${best.matchedName} ${best.score.toFixed(3)}` : '-',
      });
    } else if (c.case_type === 'pair_match' || c.case_type === 'alias_set') {
      const query = queryOf(c.query, c.schema, threshold);
      const hit = scoreEntity(query, entityOf(expected, c.schema));
      outcomes.push({
        caseType: c.case_type,
        positive: c.expected_outcome !== 'no_match',
        found: hit.score >= threshold,
        query: `${query.name || query.identifiers?.join(' ')} / ${hit.entity.name}`,
        detail: hit.score.toFixed(3),
      });
    } else if (c.case_type === 'ranking') {
      const entity = entityOf(expected, c.schema);
      const better = scoreEntity(queryOf(c.query.better as Record<string, unknown>, c.schema, 0), entity).score;
      const worse = scoreEntity(queryOf(c.query.worse as Record<string, unknown>, c.schema, 0), entity).score;
      ranking.total += 1;
      if (better > worse) ranking.correct += 1;
    }
  }
  const byType: QualityReport['byType'] = {};
  for (const o of outcomes) {
    const t = (byType[o.caseType] ??= { tp: 0, fn: 0, fp: 0, tn: 0 });
    if (o.positive) t[o.found ? 'tp' : 'fn'] += 1;
    else t[o.found ? 'fp' : 'tn'] += 1;
  }
  const sum = (k: 'tp' | 'fn' | 'fp' | 'tn'): number => Object.values(byType).reduce((s, t) => s + t[k], 0);
  const tp = sum('tp');
  const fp = sum('fp');
  const fn = sum('fn');
  return {
    threshold,
    tp,
    fn,
    fp,
    tn: sum('tn'),
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    unresolved: unresolvedNames.length,
    unresolvedNames,
    byType,
    ranking,
    outcomes,
  };
};

export interface CrossScriptReport {
  queries: number;
  found: number;
  recall: number;
}

/**
 * The UN list's names in the original script (Arabic) as queries against every list without those names: each
 * must find its entry through the Latin names only, as a customer's name written in that script would.
 */
export const evaluateCrossScript = (entities: readonly ListEntity[], script: RegExp, threshold: number): CrossScriptReport => {
  const queries: { name: string; key: string; type: EntityType }[] = [];
  const latinOnly = entities.map((e) => {
    for (const alias of e.aliases) {
      if (e.source === 'UN' && script.test(alias.name)) {
        queries.push({ name: alias.name, key: e.sourceId, type: e.kind === 'PERSON' ? 'PERSON' : 'ORGANIZATION' });
      }
    }
    return { ...e, aliases: e.aliases.filter((a) => !script.test(a.name)) };
  });
  const index = buildIndex(latinOnly);
  const found = queries.filter((q) =>
    screen(index, { name: q.name, type: q.type, threshold, sources: ['UN'] }).some((h) => h.entity.sourceId === q.key),
  ).length;
  return { queries: queries.length, found, recall: queries.length === 0 ? 1 : found / queries.length };
};
