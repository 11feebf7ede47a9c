import { countryCode } from './countries.ts';
import { bestDateRelation } from './dates.ts';
import { identifierKey, identifierKeys } from './identifiers.ts';
import type { NameComparison } from './similarity.ts';
import type { EntityKind, EntityType, Evidence, ListEntity } from './types.ts';

/**
 * Evidence effects. They are deliberately modest next to the name score: a birth date or nationality confirms or
 * weakens a name match, it does not make one. A far-off birth date is the strongest negative, because a person
 * cannot have two birth years; an identical identifier (passport, IMO, BIC) is the one thing that outweighs names.
 */
export const effects = {
  weakAlias: -0.08,
  birthDateExact: 0.08,
  birthDateCompatible: 0.04,
  birthDateNear: -0.05,
  birthDateFar: -0.2,
  nationalityMatch: 0.04,
  nationalityMismatch: -0.08,
  typeMismatch: -0.05,
  /** An identifier match raises the score by at least this much and to at least identifierFloor. */
  identifierMin: 0.3,
  identifierFloor: 0.95,
} as const;

const round = (x: number): number => Math.round(x * 1000) / 1000;

export const nameEvidence = (
  comparison: NameComparison,
  matched: { text: string; alias: boolean; weak: boolean; legalForms: string[] },
  queryLegalForms: string[],
): Evidence[] => {
  const out: Evidence[] = [];
  const detail = `"${matched.text}" similarity ${round(comparison.similarity)}`;
  if (matched.weak) out.push({ code: 'WEAK_ALIAS', effect: effects.weakAlias, detail });
  else out.push({ code: matched.alias ? 'ALIAS' : 'NAME', effect: 0, detail });
  if (comparison.missingEffect < 0) {
    const parts = [];
    if (comparison.missingQuery.length > 0) parts.push(`not in list name: ${comparison.missingQuery.join(' ')}`);
    if (comparison.missingCandidate.length > 0) parts.push(`not in query: ${comparison.missingCandidate.join(' ')}`);
    out.push({ code: 'MISSING_TOKENS', effect: comparison.missingEffect, detail: parts.join('; ') });
  }
  if (comparison.reordered) {
    out.push({ code: 'TOKEN_ORDER', effect: comparison.orderEffect, detail: 'name parts in a different order' });
  }
  if (queryLegalForms.length > 0 || matched.legalForms.length > 0) {
    const q = queryLegalForms.join(' ') || '-';
    const l = matched.legalForms.join(' ') || '-';
    out.push({ code: 'LEGAL_FORM', effect: 0, detail: `legal form ignored (query: ${q}; list: ${l})` });
  }
  return out;
};

export const typeEvidence = (queryType: EntityType | undefined, kind: EntityKind): Evidence[] =>
  queryType === 'ORGANIZATION' && (kind === 'VESSEL' || kind === 'AIRCRAFT')
    ? [{ code: 'TYPE_MISMATCH', effect: effects.typeMismatch, detail: `query ORGANIZATION, list ${kind}` }]
    : [];

export const birthDateEvidence = (birthDate: string | undefined, entity: ListEntity): Evidence[] => {
  const best = bestDateRelation(birthDate, entity.birthDates);
  if (!best) return [];
  const detail = `query ${birthDate}, list ${best.relation === 'FAR' ? entity.birthDates.slice(0, 3).join(', ') : best.date}`;
  switch (best.relation) {
    case 'EXACT':
      return [{ code: 'BIRTHDATE_MATCH', effect: effects.birthDateExact, detail }];
    case 'COMPATIBLE':
      return [{ code: 'BIRTHDATE_MATCH', effect: effects.birthDateCompatible, detail }];
    case 'NEAR':
      return [{ code: 'BIRTHDATE_MISMATCH', effect: effects.birthDateNear, detail }];
    default:
      return [{ code: 'BIRTHDATE_MISMATCH', effect: effects.birthDateFar, detail }];
  }
};

export const nationalityEvidence = (nationality: string | undefined, listed: readonly string[]): Evidence[] => {
  const code = nationality === undefined ? undefined : countryCode(nationality);
  if (code === undefined || listed.length === 0) return [];
  return listed.includes(code)
    ? [{ code: 'NATIONALITY_MATCH', effect: effects.nationalityMatch, detail: code }]
    : [{ code: 'NATIONALITY_MISMATCH', effect: effects.nationalityMismatch, detail: `query ${code}, list ${listed.join(', ')}` }];
};

/** The identifier evidence, given the score reached without it. */
export const identifierEvidence = (identifiers: readonly string[] | undefined, entity: ListEntity, scoreSoFar: number): Evidence[] => {
  if (!identifiers || identifiers.length === 0) return [];
  const wanted = new Set(identifiers.map(identifierKey).filter((k): k is string => k !== undefined));
  const hit = entity.identifiers.find((i) => identifierKeys(i.value).some((key) => wanted.has(key)));
  if (!hit) return [];
  const effect = Math.max(effects.identifierMin, effects.identifierFloor - scoreSoFar);
  return [{ code: 'IDENTIFIER_MATCH', effect, detail: `${hit.type} ${hit.value}` }];
};
