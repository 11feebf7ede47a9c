import type { Tag, TagBody } from '@tunne/contracts';
import type { Tx } from '@tunne/platform';

export const listTags = (tx: Tx): Promise<Tag[]> =>
  tx<Tag[]>`select id, name, description from customers.tags order by lower(name), id`;

export const insertTag = async (tx: Tx, body: TagBody): Promise<Tag> => {
  const [tag] = await tx<Tag[]>`insert into customers.tags (name, description)
    values (${body.name.trim()}, ${body.description?.trim() || null}) returning id, name, description`;
  return tag!;
};

export const updateTag = async (tx: Tx, id: string, body: TagBody): Promise<Tag | null> => {
  const [tag] = await tx<Tag[]>`update customers.tags set name = ${body.name.trim()}, description = ${body.description?.trim() || null}
    where id = ${id} returning id, name, description`;
  return tag ?? null;
};

export const deleteTag = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`delete from customers.tags where id = ${id}`).count > 0;

/** One tag (RLS: the caller's organisation); null when there is none. */
export const findTag = async (tx: Tx, id: string): Promise<Tag | null> =>
  (await tx<Tag[]>`select id, name, description from customers.tags where id = ${id}`)[0] ?? null;

export const tagExists = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx`select 1 from customers.tags where id = ${id}`).length > 0;

export const customerTags = (tx: Tx, customersId: string): Promise<Tag[]> =>
  tx<Tag[]>`select t.id, t.name, t.description from customers.customer_tags ct
    join customers.tags t on t.organisations_id = ct.organisations_id and t.id = ct.tags_id
    where ct.customers_id = ${customersId} order by lower(t.name), t.id`;

/** Attaches the tag when missing, removes it when present. */
export const toggleCustomerTag = async (tx: Tx, customersId: string, tagsId: string): Promise<void> => {
  const removed = await tx`delete from customers.customer_tags where customers_id = ${customersId} and tags_id = ${tagsId}`;
  if (removed.count === 0) {
    await tx`insert into customers.customer_tags (customers_id, tags_id) values (${customersId}, ${tagsId})`;
  }
};
