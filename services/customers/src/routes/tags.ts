import type { Hono } from 'hono';
import { CustomerTagParams, IdParams, TagBody } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type Database, type SettingsChangeLog } from '@tunne/platform';
import { archiveState } from '../repo/customers.ts';
import { customerTags, deleteTag, findTag, insertTag, listTags, tagExists, toggleCustomerTag, updateTag } from '../repo/tags.ts';
import { recordRowChange } from '../settings-changes.ts';
import { notVisible } from './visible.ts';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

const reserved = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError('TAG_NAME_RESERVED', 'A tag with this name already exists', '/name');
  throw error;
};

const tagNotFound = () => new AppError('NOT_FOUND', 'Tag not found');

const tagChange = { section: 'tags', entity: 'tag' } as const;

/** The organisation's tags (admins manage them, each change audited) and toggling a tag on a customer. */
export const tagRoutes = (app: Hono<AuthEnv>, db: Database, changes: SettingsChangeLog): void => {
  app.get('/api/v2.5/user/tags', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), listTags)));

  app.post('/api/v2.5/admin/tags', async (c) => {
    const body = await readBody(c, TagBody);
    if (!body.name.trim()) throw new AppError('MISSING_NAME', 'Name is required', '/name');
    const principal = c.get('principal');
    const tag = await db.tx(tenancyOf(principal), (tx) => insertTag(tx, body)).catch(reserved);
    await recordRowChange(changes, principal, tagChange, null, tag);
    return ok(c, tag, 201);
  });

  app.put('/api/v2.5/admin/tags/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, TagBody);
    if (!body.name.trim()) throw new AppError('MISSING_NAME', 'Name is required', '/name');
    const principal = c.get('principal');
    const { before, tag } = await db.tx(tenancyOf(principal), async (tx) => ({ before: await findTag(tx, id), tag: await updateTag(tx, id, body) })).catch(reserved);
    if (!tag) throw tagNotFound();
    await recordRowChange(changes, principal, tagChange, before, tag);
    return ok(c, tag);
  });

  app.delete('/api/v2.5/admin/tags/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const principal = c.get('principal');
    const before = await db.tx(tenancyOf(principal), async (tx) => {
      const tag = await findTag(tx, id);
      return tag && (await deleteTag(tx, id)) ? tag : null;
    });
    if (!before) throw tagNotFound();
    await recordRowChange(changes, principal, tagChange, before, null);
    return ok(c, null);
  });

  app.get('/api/v2.5/user/customers/:id/tags', async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await archiveState(tx, id))) throw await notVisible(tx, id);
      return customerTags(tx, id);
    }));
  });

  app.patch('/api/v2.5/user/customers/:id/tag/:tags_id', async (c) => {
    const { id, tags_id: tagsId } = readParams(c, CustomerTagParams);
    const tags = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await archiveState(tx, id))) throw await notVisible(tx, id);
      if (!(await tagExists(tx, tagsId))) throw tagNotFound();
      await toggleCustomerTag(tx, id, tagsId);
      return customerTags(tx, id);
    });
    return ok(c, tags);
  });
};
