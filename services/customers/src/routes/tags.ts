import type { Hono } from 'hono';
import { CustomerTagParams, IdParams, TagBody } from '@tunne/contracts';
import { AppError, ok, readBody, readParams, tenancyOf, type AuthEnv, type Database } from '@tunne/platform';
import { archiveState } from '../repo/customers.ts';
import { customerTags, deleteTag, insertTag, listTags, tagExists, toggleCustomerTag, updateTag } from '../repo/tags.ts';
import { restricted } from './visible.ts';

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

const reserved = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new AppError('TAG_NAME_RESERVED', 'A tag with this name already exists', '/name');
  throw error;
};

const tagNotFound = () => new AppError('NOT_FOUND', 'Tag not found');

/** The organisation's tags (admins manage them) and toggling a tag on a customer. */
export const tagRoutes = (app: Hono<AuthEnv>, db: Database): void => {
  app.get('/api/v2.5/user/tags', async (c) => ok(c, await db.tx(tenancyOf(c.get('principal')), listTags)));

  app.post('/api/v2.5/admin/tags', async (c) => {
    const body = await readBody(c, TagBody);
    if (!body.name.trim()) throw new AppError('MISSING_NAME', 'Name is required', '/name');
    const tag = await db.tx(tenancyOf(c.get('principal')), (tx) => insertTag(tx, body)).catch(reserved);
    return ok(c, tag, 201);
  });

  app.put('/api/v2.5/admin/tags/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    const body = await readBody(c, TagBody);
    if (!body.name.trim()) throw new AppError('MISSING_NAME', 'Name is required', '/name');
    const tag = await db.tx(tenancyOf(c.get('principal')), (tx) => updateTag(tx, id, body)).catch(reserved);
    if (!tag) throw tagNotFound();
    return ok(c, tag);
  });

  app.delete('/api/v2.5/admin/tags/:id', async (c) => {
    const { id } = readParams(c, IdParams);
    if (!(await db.tx(tenancyOf(c.get('principal')), (tx) => deleteTag(tx, id)))) throw tagNotFound();
    return ok(c, null);
  });

  app.get('/api/v2.5/user/customers/:id/tags', async (c) => {
    const { id } = readParams(c, IdParams);
    return ok(c, await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await archiveState(tx, id))) throw restricted();
      return customerTags(tx, id);
    }));
  });

  app.patch('/api/v2.5/user/customers/:id/tag/:tags_id', async (c) => {
    const { id, tags_id: tagsId } = readParams(c, CustomerTagParams);
    const tags = await db.tx(tenancyOf(c.get('principal')), async (tx) => {
      if (!(await archiveState(tx, id))) throw restricted();
      if (!(await tagExists(tx, tagsId))) throw tagNotFound();
      await toggleCustomerTag(tx, id, tagsId);
      return customerTags(tx, id);
    });
    return ok(c, tags);
  });
};
