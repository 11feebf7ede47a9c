import type { ListEntity } from '@tunne/screening';
import type { CustomerScreening, ScreeningSubject } from '@tunne/contracts';
import { documentIdOf, type AlertMetadata, type AlertTarget, type MatchedEntity, type QueryResult, type ScreeningSettings } from '@tunne/contracts';
import { entityKey } from '../lists/store.ts';
import type { RuntimeHit, ScreeningRuntime } from './runtime.ts';

/** One alert-worthy match of one screened name. */
export interface Match {
  type: 'SANCTION' | 'PEP';
  target: AlertTarget;
  /** '' for the customer itself. */
  targetId: string;
  targetName: string;
  entityKey: string;
  fingerprint: string;
  /** 0..1 */
  score: number;
  description: string;
  metadata: AlertMetadata;
}

/** Hits kept per screened name: the best ones are what a handler needs; a long tail is noise. */
const hitsPerSubject = 10;

export const matchedEntity = (entity: ListEntity, versionId: string): MatchedEntity => ({
  key: entityKey(entity),
  source: entity.source,
  source_id: entity.sourceId,
  kind: entity.kind,
  name: entity.name,
  aliases: entity.aliases.map((a) => a.name),
  birth_dates: entity.birthDates,
  nationalities: entity.nationalities,
  identifiers: entity.identifiers,
  addresses: entity.addresses,
  programs: entity.programs,
  remarks: entity.remarks ?? null,
  list_versions_id: versionId,
});

export const queryResult = (hit: RuntimeHit): QueryResult => ({
  entity: matchedEntity(hit.entity, hit.versionId),
  score: round(hit.score, 4),
  name_score: round(hit.nameScore, 4),
  matched_name: hit.matchedName,
  matched_alias: hit.matchedAlias,
  evidence: hit.evidence.map((e) => ({ code: e.code, effect: round(e.effect, 4), detail: e.detail })),
});

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

const screenSubject = (runtime: ScreeningRuntime, settings: ScreeningSettings, subject: ScreeningSubject, organisationsId: string): RuntimeHit[] =>
  runtime.screen({
    name: subject.name,
    type: subject.type === 'person' ? 'PERSON' : 'ORGANIZATION',
    ...(subject.birthDate ? { birthDate: subject.birthDate } : {}),
    ...(subject.nationality ? { nationality: subject.nationality } : {}),
    ...(subject.identifiers.length > 0 ? { identifiers: subject.identifiers } : {}),
    threshold: settings.threshold,
    sources: settings.sources,
    limit: hitsPerSubject,
  }, organisationsId);

/** Every name of the customer screened against the organisation's lists (its own KRP when it has one) at its threshold. */
export const matchesFor = (runtime: ScreeningRuntime, settings: ScreeningSettings, customer: CustomerScreening): Match[] => {
  const matches = new Map<string, Match>();
  for (const subject of customer.subjects) {
    for (const hit of screenSubject(runtime, settings, subject, customer.organisationsId)) {
      const result = queryResult(hit);
      const key = entityKey(hit.entity);
      const targetId = subject.targetId ?? '';
      const id = `${subject.target}|${targetId}|${key}`;
      if (matches.has(id)) continue;
      matches.set(id, {
        type: hit.entity.source === 'PEP' ? 'PEP' : 'SANCTION',
        target: subject.target,
        targetId,
        targetName: subject.name,
        entityKey: key,
        fingerprint: hit.fingerprint,
        score: result.score,
        // Language-neutral (names and the list); the UI explains the rest from the metadata.
        description: `${subject.name} – ${hit.entity.name} (${hit.entity.source})`,
        metadata: {
          keyword: subject.name,
          match: hit.matchedName,
          score: round(hit.score * 100, 1),
          source: hit.entity.source,
          name1: subject.name,
          name2: hit.entity.name,
          ...documentIdOf(hit.entity.source, key),
          listEntityId: key,
          listVersionId: hit.versionId,
          evidence: result.evidence,
          entity: result.entity,
        },
      });
    }
  }
  return [...matches.values()];
};
