import { abjadSkeleton } from './abjad.ts';
import { countryCode } from './countries.ts';
import { identifierKeys } from './identifiers.ts';
import { analyseName, type NameStyle } from './normalise.ts';
import type { EntityKind, ListEntity, ListSource, ScreeningIndex } from './types.ts';

/** One searchable name (primary or alias) of an entity. */
export interface IndexedName {
  entity: number;
  text: string;
  alias: boolean;
  weak: boolean;
  tokens: string[];
  /** Vocabulary id of each token. */
  tokenIds: Int32Array;
  legalForms: string[];
}

export const styleOfKind = (kind: EntityKind): NameStyle =>
  kind === 'PERSON' ? 'PERSON' : kind === 'UNKNOWN' ? 'ANY' : 'ORGANIZATION';

/** Boundary-marked character trigrams of a token: the cheap key that finds spelling variants of it. */
export const trigramsOf = (token: string): string[] => {
  const marked = `^${token}$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= marked.length; i += 1) grams.push(marked.slice(i, i + 3));
  return grams;
};

/**
 * A query token's links (made in candidates.ts, cached per index): vocabulary ids and their token similarity. A link
 * by containment only ("ramimakhlouf" holds "makhlouf") has no similarity of its own: its sim is the negated length
 * share, used for blocking only.
 */
export interface TokenLinks {
  ids: Int32Array;
  sims: Float32Array;
  /** vocabulary id -> similarity, for the links with a real similarity. */
  byId: Map<number, number>;
}

/**
 * The in-memory index: entities, their names as token lists, a vocabulary of every distinct token with the names
 * that hold it (postings), a trigram index over the vocabulary (so a misspelt query token finds its list
 * spellings without scanning), and normalised identifiers.
 */
export class NameIndex implements ScreeningIndex {
  readonly entities: ListEntity[] = [];
  readonly names: IndexedName[] = [];
  /** Names of entity e are names[nameStart[e]] .. names[nameStart[e + 1] - 1]. */
  readonly nameStart: number[] = [];
  /** Alpha-2 nationalities of each entity (unresolved values are left out: they cannot be compared). */
  readonly nationalities: string[][] = [];
  readonly vocabulary = new Map<string, number>();
  readonly vocabularyTokens: string[] = [];
  postings: Int32Array[] = [];
  readonly trigramPostings = new Map<string, Int32Array>();
  /** Number of distinct trigrams of each vocabulary token. */
  trigramCounts: Uint8Array;
  readonly identifiers = new Map<string, number[]>();
  /** Per query token: the vocabulary tokens it links to, with their similarity (see candidates.ts). */
  readonly linkCache = new Map<string, TokenLinks>();
  private readonly sourceSet = new Set<ListSource>();
  /** Vocabulary ids by abjad skeleton (abjad.ts), made at the first query written in Arabic or Hebrew script. */
  private skeletons: Map<string, number[]> | undefined;

  /** The postings and trigram lists while names are added; sealed into typed arrays once every entity is in. */
  private building: { postings: number[][]; trigrams: Map<string, number[]>; trigramCounts: number[] } | null = {
    postings: [],
    trigrams: new Map(),
    trigramCounts: [],
  };

  /** Indexes `entities` at once; `null` leaves the index open for add() and seal() (see buildIndexInSlices). */
  constructor(entities: Iterable<ListEntity> | null) {
    this.trigramCounts = new Uint8Array(0);
    if (entities === null) return;
    for (const entity of entities) this.add(entity);
    this.seal();
  }

  add(entity: ListEntity): void {
    const building = this.building;
    if (!building) throw new Error('the index is sealed');
    const { postings, trigrams, trigramCounts } = building;
    const e = this.entities.length;
    this.entities.push(entity);
    this.nameStart.push(this.names.length);
    this.sourceSet.add(entity.source);
    this.nationalities.push(
      [...new Set(entity.nationalities.map((n) => countryCode(n)).filter((c): c is string => c !== undefined))],
    );
    const style = styleOfKind(entity.kind);
    const seen = new Set<string>();
    const addName = (text: string, alias: boolean, weak: boolean): void => {
      const analysed = analyseName(text, style);
      const key = analysed.tokens.join(' ');
      if (analysed.tokens.length === 0 || seen.has(key)) return;
      seen.add(key);
      const n = this.names.length;
      const tokenIds = new Int32Array(analysed.tokens.length);
      analysed.tokens.forEach((token, k) => {
        let id = this.vocabulary.get(token);
        if (id === undefined) {
          id = this.vocabularyTokens.length;
          this.vocabulary.set(token, id);
          this.vocabularyTokens.push(token);
          postings.push([]);
          const grams = token.length > 1 ? new Set(trigramsOf(token)) : new Set<string>();
          trigramCounts.push(grams.size);
          for (const g of grams) {
            const list = trigrams.get(g);
            if (list) list.push(id);
            else trigrams.set(g, [id]);
          }
        }
        tokenIds[k] = id;
        const list = postings[id] as number[];
        if (list[list.length - 1] !== n) list.push(n);
      });
      this.names.push({ entity: e, text, alias, weak, tokens: analysed.tokens, tokenIds, legalForms: analysed.legalForms });
    };
    addName(entity.name, false, false);
    for (const alias of entity.aliases) addName(alias.name, true, alias.weak === true);
    for (const identifier of entity.identifiers) {
      for (const key of identifierKeys(identifier.value)) {
        const list = this.identifiers.get(key);
        if (!list) this.identifiers.set(key, [e]);
        else if (list[list.length - 1] !== e) list.push(e);
      }
    }
  }

  /** Every entity is in: postings and trigram lists become typed arrays, and the index can be searched. */
  seal(): void {
    const building = this.building;
    if (!building) return;
    this.building = null;
    this.nameStart.push(this.names.length);
    this.postings = building.postings.map((p) => Int32Array.from(p));
    for (const [g, ids] of building.trigrams) this.trigramPostings.set(g, Int32Array.from(ids));
    this.trigramCounts = Uint8Array.from(building.trigramCounts, (c) => Math.min(255, c));
  }

  /** Vocabulary tokens with the given consonant skeleton, as an Arabic- or Hebrew-script query would write them. */
  vocabularyBySkeleton(skeleton: string): readonly number[] {
    if (!this.skeletons) {
      const skeletons = new Map<string, number[]>();
      this.vocabularyTokens.forEach((token, id) => {
        // "alqahtani" is found by "qahtani" too: lists write the article or leave it out.
        for (const key of new Set([abjadSkeleton(token), abjadSkeleton(token.replace(/^(?:al|el)(?=...)/, ''))])) {
          if (key.length < 2) continue;
          const ids = skeletons.get(key);
          if (ids) ids.push(id);
          else skeletons.set(key, [id]);
        }
      });
      this.skeletons = skeletons;
    }
    return this.skeletons.get(skeleton) ?? [];
  }

  get size(): number {
    return this.entities.length;
  }

  get sources(): ListSource[] {
    return [...this.sourceSet];
  }
}

export const buildIndex = (entities: Iterable<ListEntity>): ScreeningIndex => new NameIndex(entities);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The same index, built in slices of about `sliceMs` of work with a turn of the event loop between them: a process
 * that also serves requests (the embedded default runs everything in one, the database included) keeps answering
 * them while tens of thousands of list entries are indexed, instead of stalling for the second or two the whole
 * build takes. Short slices, because a request waits up to one slice per database round trip (as screening does,
 * alerts' rescreen.ts).
 */
export const buildIndexInSlices = async (entities: readonly ListEntity[], sliceMs = 2): Promise<ScreeningIndex> => {
  const index = new NameIndex(null);
  let sliceStarted = performance.now();
  for (let i = 0; i < entities.length; i += 1) {
    index.add(entities[i]!);
    if (i % 16 === 15 && performance.now() - sliceStarted > sliceMs) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
  index.seal();
  return index;
};
