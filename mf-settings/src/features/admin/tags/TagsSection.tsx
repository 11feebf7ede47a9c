import { TagBody, type Tag } from '@tunne/contracts';
import { NamedItemsSection, type NamedItemsConfig } from '../shared/NamedItemsSection.tsx';
import { createTag, deleteTag, listTags, updateTag } from './api.ts';

const config: NamedItemsConfig<Tag> = {
  section: 'tags',
  schema: TagBody,
  textProperty: 'description',
  textRequired: false,
  nameMax: 100,
  textMax: 1000,
  textOf: (row) => row.description,
  list: listTags,
  create: (body) => createTag({ name: body.name, description: body.description ?? null }),
  update: (id, body) => updateTag(id, { name: body.name, description: body.description ?? null }),
  remove: deleteTag,
};

/** Settings › tags: the labels users put on customers (spec §3 Task and tag). */
export const TagsSection = () => <NamedItemsSection config={config} />;
