import type { ListSource, ListVersion } from '@tunne/contracts';

/** Fewer entries than this in a folder import: a sample, not a published list (no real sanction list is this short). */
export const sampleEntityLimit = 50;

/** File names of the repository's test data that are excerpts of a list, whatever their size. */
const sampleFileName = /(sample|subset|fixture|excerpt|first\d+lines)/i;

/**
 * Whether a list version is a sample (issue 16 §6), decided once at import and stored with the version. Only a folder
 * import can be one: a download comes from the publisher and an upload is the organisation's own list. The KRP list
 * is exempt from the size rule, as the national freezing list has only a few dozen entries.
 * The same rule marks existing versions in migration 00007.
 */
export const isSampleList = (list: { source: ListSource; files: readonly string[]; entities: number }, origin: ListVersion['origin']): boolean =>
  origin === 'folder' && (list.files.some((file) => sampleFileName.test(file)) || (list.source !== 'KRP' && list.entities < sampleEntityLimit));
